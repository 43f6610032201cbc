/// Decodes `script`: each step's arguments and references, and whether an
/// `at:` can be seen to go back in time.
final class StepDecoder {
    let context: DecodingContext
    let device: Device
    let tabs: TabList
    /// The tab of each screen that is a tab's root.
    private let tabOfRoot: [String: String]
    /// For each command step (`endRefreshing`), the `id`s of the behaviours
    /// that take it, in file order.
    private let commandHandlers: [String: [String]]
    /// The same, as sets to look an `id` up in.
    private let commandTargets: [String: Set<String>]
    /// Each command step the plugins contribute, with the first plugin that takes it.
    private let commandPlugins: [String: String]
    /// Every step name: the language's, then the plugins' commands.
    private let stepNames: [String]
    /// The fingers down and the names remembered, as the steps are read.
    let script = ScriptState()
    let expectations: ExpectationDecoder

    init(context: DecodingContext, device: Device, tabs: TabList, screens list: ScreenList, tolerances: Tolerances) {
        let screens = list.screens
        self.context = context
        self.device = device
        self.tabs = tabs
        tabOfRoot = Dictionary(screens.compactMap { screen in screen.tab.map { (screen.id, $0) } }) { first, _ in first }
        var commandHandlers: [String: [String]] = [:]
        for behaviour in screens.lazy.flatMap(\.behaviours) {
            guard let id = behaviour.id else { continue }
            for command in context.plugins.behaviour(named: behaviour.plugin)?.declaration.commands ?? [] {
                commandHandlers[command, default: []].append(id)
            }
        }
        self.commandHandlers = commandHandlers
        commandTargets = commandHandlers.mapValues(Set.init)
        var commandPlugins: [String: String] = [:]
        var stepNames = Step.names
        for (plugin, commands) in context.plugins.behaviourCommands {
            for command in commands where commandPlugins[command] == nil {
                commandPlugins[command] = plugin
                if !stepNames.contains(command) { stepNames.append(command) }
            }
        }
        self.commandPlugins = commandPlugins
        self.stepNames = stepNames
        script.navigation = Navigation(tabs: tabs.names, screens: screens)
        script.itemIDs = context.itemIDs
        script.keyboardDismissesItself = screens.contains { $0.scrollViews.contains { $0.keyboardDismissMode != .none } }
        expectations = ExpectationDecoder(context: context, tabs: tabs, screens: list, tolerances: tolerances)
    }

    func decodeAll(_ node: Node) -> [Step] {
        guard let items = context.list(node, "script") else { return [] }
        guard items.count <= SpecLimits.steps else {
            context.error("the script has \(items.count) steps; the limit is \(SpecLimits.steps)", at: node.mark)
            return []
        }
        var list = StepList()
        for item in items {
            decode(item, into: &list)
        }
        return finish(list)
    }

    /// Decodes one item of `script` after the steps read so far.
    func decode(_ item: Node, into list: inout StepList) {
        list.itemCount += 1
        guard let step = decode(item) else { return }
        script.navigate(step.action)
        list.timeline.advance(over: step, context: context)
        list.steps.append(step)
    }

    /// The steps of the script, once all its items are read.
    func finish(_ list: StepList) -> [Step] {
        for finger in script.fingers {
            context.error("the finger on `\(finger.id)` is still down when the script ends; end the touch with `- lift` (a forgotten `lift`?)", at: finger.mark)
        }
        return list.steps
    }

    /// One step: `- name` or `- name: VALUE`, read by its declaration, or a plugin's command.
    private func decode(_ node: Node) -> Step? {
        let name: String
        let value: Node?
        let mark: Mark
        if case .string(let text)? = node.scalar?.value {
            (name, value, mark) = (text, nil, node.mark)
        } else if let pairs = node.mapping, pairs.count == 1, let key = pairs[0].key.scalar?.text {
            (name, value, mark) = (key, pairs[0].value, pairs[0].key.mark)
        } else {
            context.error("a step is a step name or a one-key map such as `- wait: 1s`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard stepNames.contains(name) else {
            context.error("unknown step `\(name)`" + Suggestion.hint(for: name, among: stepNames), at: mark)
            return nil
        }
        guard let declaration = StepDeclaration.named[name] else {
            guard let value else {
                context.error("`\(name)` needs a value: write `- \(name): …`", at: mark)
                return nil
            }
            return command(name, value).map { Step(action: $0, mark: mark) }
        }
        // `- name:` with nothing after it is `- name` for a step that may be written so.
        let given = declaration.isBare && value?.scalar?.value == .null ? nil : value
        if given == nil, !declaration.isBare {
            context.error("`\(name)` needs a value: write `- \(name): …`", at: mark)
            return nil
        }
        if let given, declaration.isOnlyBare {
            context.error("`\(name)` takes no value: write `- \(name)`", at: given.mark)
            return nil
        }
        return declaration.decode(given, mark, self).map { Step(action: $0, mark: mark) }
    }

    /// The tab whose root is `screen`, if it is one.
    func tab(rootedAt screen: String) -> String? {
        tabOfRoot[screen]
    }

    /// Whether `showKeyboard` (`shows`) or `hideKeyboard` may come here: not
    /// when the script has already left the keyboard that way (unless a scroll
    /// view may dismiss it by itself), which is reported.
    func keyboard(shows: Bool, at mark: Mark) -> Bool {
        guard let problem = script.keyboard(shows: shows, at: mark) else { return true }
        context.error(problem, at: mark)
        return false
    }

    /// A step naming a behaviour by its `id` whose plugin handles the step.
    func command(_ name: String, _ node: Node) -> Step.Command? {
        guard let id = context.identifier(node, name) else { return nil }
        guard commandTargets[name]?.contains(id) == true else {
            let handlers = commandHandlers[name] ?? []
            let taker = commandPlugins[name].map { " (a `\($0)` with an `id` does)" } ?? ""
            let what = handlers.isEmpty ? "; no behaviour here takes it" + taker : Suggestion.hint(for: id, among: handlers)
            context.error("`\(id)` is not a behaviour that `\(name)` acts on" + what, at: node.mark)
            return nil
        }
        return Step.Command(name: name, behaviour: id)
    }

    /// An identifier of `kind` whose screen the script shows at this step,
    /// as a step that acts on it (`to` it: `tap`, `focus`) needs.
    func shownReference(_ node: Node, _ what: String, as kind: SymbolTable.Kind, to action: String) -> String? {
        guard let id = context.identifier(node, what) else { return nil }
        if let problem = context.symbols.problem(resolving: id, as: kind) {
            context.error(problem, at: node.mark)
            return nil
        }
        let navigation = script.navigation
        if let screen = context.symbols.screen(of: id), !navigation.isShown(screen) {
            context.error("cannot \(action) `\(id)`: its screen `\(screen)` is not shown at this step; \(navigation.stepShowing(screen))", at: node.mark)
            return nil
        }
        return id
    }

    func scrollViewReference(_ map: MappingReader) -> String? {
        guard let node = map.required("scrollView"), let id = context.identifier(node, "scrollView") else { return nil }
        if let problem = context.symbols.problem(resolving: id, as: .scrollView) {
            context.error(problem, at: node.mark)
            return nil
        }
        return id
    }

    /// A velocity: a number along the scroll view's axis, or `{x, y}`.
    func readVelocity(_ node: Node, _ what: String, on scrollView: String?) -> Vector? {
        readVector(node, what, on: scrollView, limit: SpecLimits.velocity)
    }

    /// A finger's travel: a number along the scroll view's axis, or `{x, y}`.
    func readTravel(_ node: Node, _ what: String, on scrollView: String?) -> Vector? {
        readVector(node, what, on: scrollView, limit: SpecLimits.length)
    }

    /// A number along the scroll view's axis (vertical for `both`), or
    /// `{x, y}`, a finger's direction: on a scroll view along one axis that
    /// sits in no other, the part across moves nothing (a diagonal thumb on a pager).
    private func readVector(_ node: Node, _ what: String, on scrollView: String?, limit: Double) -> Vector? {
        let axis = scrollView.flatMap { context.symbols.axis(of: $0) } ?? .vertical
        guard node.mapping != nil else {
            return context.number(node, what, minimum: -limit, maximum: limit).map { Vector($0, along: axis) }
        }
        guard let map = MappingReader(node, subject: .init(quoting: what), keys: ["x", "y"], context: context) else { return nil }
        let x = map.required("x").flatMap { context.number($0, "\(what).x", minimum: -limit, maximum: limit) }
        let y = map.required("y").flatMap { context.number($0, "\(what).y", minimum: -limit, maximum: limit) }
        guard let x, let y, scrollView != nil else { return nil }
        return Vector(x: x, y: y)
    }

    /// `scrollTo`'s `offset`: along the axis (its bound words or a number),
    /// or `{x, y}` for a scroll view that scrolls both ways.
    func readScrollTarget(_ node: Node, on scrollView: String?) -> (along: OffsetTarget, across: OffsetTarget?)? {
        let reader = OffsetReader(context: context)
        let axis = scrollView.flatMap { context.symbols.axis(of: $0) } ?? .vertical
        guard node.mapping != nil else { return reader.decode(node, "offset", axis: axis).map { ($0, nil) } }
        guard let point = reader.decodePoint(node, "offset") else { return nil }
        guard axis != .both else { return (point.y, point.x) }
        // Along one axis, the other stays at its start: `{x, y}` may say so.
        let (along, across) = axis == .horizontal ? (point.x, point.y) : (point.y, point.x)
        guard across == .value(0) || across == (axis == .horizontal ? .top : .left) else {
            context.error("`offset` of `\(scrollView ?? "")` moves only \(axis == .horizontal ? "x" : "y"): it scrolls only \(axis.rawValue)ly, so its \(axis == .horizontal ? "y" : "x") stays at \(axis == .horizontal ? "`top`" : "`left`"); give one number (or \(reader.words(for: axis)))", at: node.mark)
            return nil
        }
        return (along, nil)
    }
}

/// The steps decoded so far from one `script` list.
struct StepList {
    fileprivate var steps: [Step] = []
    fileprivate var timeline = EarliestTime()
    /// Items read, decodable or not.
    fileprivate(set) var itemCount = 0
}
