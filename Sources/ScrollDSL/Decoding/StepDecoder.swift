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
    private let expectations: ExpectationDecoder

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
        script.rows = context.rows
        script.keyboardDismissesItself = screens.contains { $0.scrollViews.contains { $0.keyboardDismissMode != .none } }
        expectations = ExpectationDecoder(context: context, tabs: tabs, screens: list, tolerances: tolerances, script: script)
    }

    /// Steps written as a bare name.
    private static let bareSteps = ["pop", "tapStatusBar", "waitForIdle", "lift", "showKeyboard", "hideKeyboard"]
    private static let defaultIdleTimeout = VirtualTime.seconds(10)
    static let defaultDragDuration = VirtualTime.milliseconds(300)

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
            context.error("the finger on `\(finger.scrollView)` is still down when the script ends; end the touch with `- lift` (a forgotten `lift`?)", at: finger.mark)
        }
        return list.steps
    }

    private func decode(_ node: Node) -> Step? {
        if case .string(let name)? = node.scalar?.value {
            return bareStep(name, at: node.mark)
        }
        guard let pairs = node.mapping, pairs.count == 1, let key = pairs[0].key.scalar?.text else {
            context.error("a step is a step name or a one-key map such as `- wait: 1s`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        let value = pairs[0].value
        let mark = pairs[0].key.mark
        guard stepNames.contains(key) else {
            context.error("unknown step `\(key)`" + Suggestion.hint(for: key, among: stepNames), at: mark)
            return nil
        }
        if value.scalar?.value == .null, Self.bareSteps.contains(key) {
            return bareStep(key, at: mark)
        }
        return action(key, value, at: mark).map { Step(action: $0, mark: mark) }
    }

    private func bareStep(_ name: String, at mark: Mark) -> Step? {
        switch name {
        case "pop": return Step(action: .pop, mark: mark)
        case "tapStatusBar": return Step(action: .tapStatusBar, mark: mark)
        case "showKeyboard", "hideKeyboard": return keyboardStep(shows: name == "showKeyboard", at: mark)
        case "waitForIdle": return Step(action: .waitForIdle(timeout: Self.defaultIdleTimeout), mark: mark)
        case "lift": return lift(nil, at: mark).map { Step(action: $0, mark: mark) }
        case _ where stepNames.contains(name):
            context.error("`\(name)` needs a value: write `- \(name): …`", at: mark)
        default:
            context.error("unknown step `\(name)`" + Suggestion.hint(for: name, among: stepNames), at: mark)
        }
        return nil
    }

    private func action(_ name: String, _ value: Node, at mark: Mark) -> Step.Action? {
        switch name {
        case "selectTab": return selectTab(value)
        case "push": return push(value)
        case "tap": return tap(value)
        case "drag": return drag(value)
        case "fling": return fling(value)
        case "scrollTo": return scrollTo(value)
        case "pinch": return pinch(value)
        case "insertRows": return insertRows(value)
        case "deleteRows": return deleteRows(value)
        case "zoomTo": return zoomTo(value)
        case "wait": return context.duration(value, "wait").map(Step.Action.wait)
        case "waitForIdle": return waitForIdle(value)
        case "at": return context.duration(value, "at").map(Step.Action.at)
        case "expect":
            return expectations.decode(value).map(Step.Action.expect)
        case "log": return context.string(value, "log", acceptingAnyScalar: true).map(Step.Action.log)
        case "touchDown": return touchDown(value, at: mark)
        case "moveBy": return moveBy(value)
        case "lift": return lift(value, at: mark)
        case "set": return ContentChangeDecoder(context: context).decode(value).map(Step.Action.set)
        case "remember": return expectations.remember(value).map(Step.Action.remember)
        case _ where commandPlugins[name] != nil: return command(name, value)
        default:
            context.error("`\(name)` takes no value: write `- \(name)`", at: value.mark)
            return nil
        }
    }

    /// `showKeyboard` or `hideKeyboard`, refused when the script has already
    /// left the keyboard that way (unless a scroll view may dismiss it by itself).
    private func keyboardStep(shows: Bool, at mark: Mark) -> Step? {
        if let problem = script.keyboard(shows: shows, at: mark) {
            context.error(problem, at: mark)
            return nil
        }
        return Step(action: shows ? .showKeyboard : .hideKeyboard, mark: mark)
    }

    private func selectTab(_ node: Node) -> Step.Action? {
        guard let tab = context.identifier(node, "selectTab") else { return nil }
        return tabs.declared(tab, at: node, context: context).map(Step.Action.selectTab)
    }

    private func push(_ node: Node) -> Step.Action? {
        var screenNode = node
        var animated = true
        var fresh = false
        if node.mapping != nil {
            guard let map = MappingReader(step: "push", node, context: context),
                  let screen = map.required("screen") else { return nil }
            screenNode = screen
            animated = map["animated"].flatMap { context.boolean($0, "animated") } ?? true
            fresh = map["fresh"].flatMap { context.boolean($0, "fresh") } ?? false
        }
        guard let id = context.identifier(screenNode, "push") else { return nil }
        if let problem = context.symbols.problem(resolving: id, as: .screen) {
            context.error(problem, at: screenNode.mark)
            return nil
        }
        if let tab = tabOfRoot[id] {
            context.error("screen `\(id)` is the root of tab `\(tab)`; only screens without `tab` can be pushed", at: screenNode.mark)
            return nil
        }
        return .push(screen: id, animated: animated, fresh: fresh)
    }

    private func tap(_ node: Node) -> Step.Action? {
        guard let map = MappingReader(step: "tap", node, context: context) else { return nil }
        if let viewNode = map["view"] {
            if let point = map["x"] ?? map["y"] {
                context.error("`tap` takes a `view` or a point `{x, y}`, not both", at: point.mark)
                return nil
            }
            guard let id = context.identifier(viewNode, "view") else { return nil }
            if let problem = context.symbols.problem(resolving: id, as: .view) {
                context.error(problem, at: viewNode.mark)
                return nil
            }
            if let screen = context.symbols.screen(of: id), script.navigation.top != screen {
                context.error("cannot tap `\(id)`: its screen `\(screen)` is not shown at this step; \(script.navigation.stepShowing(screen))", at: viewNode.mark)
                return nil
            }
            return .tapView(id)
        }
        guard let y = map.required("y").flatMap({ context.number($0, "y", minimum: 0, maximum: device.height) }) else { return nil }
        guard let xNode = map["x"] else { return .tap(x: nil, y: y) }
        return context.number(xNode, "x", minimum: 0, maximum: device.width).map { .tap(x: $0, y: y) }
    }

    private func drag(_ node: Node) -> Step.Action? {
        guard let map = MappingReader(step: "drag", node, context: context) else { return nil }
        let scrollView = freeScrollView(map, "drag")
        let by = map.required("by").flatMap { readTravel($0, "by", on: scrollView) }
        let duration = map["duration"].map { context.duration($0, "duration") } ?? Self.defaultDragDuration
        let release = map["release"].map { readRelease($0, on: scrollView) } ?? .velocity(.zero)
        guard let scrollView, let by, let duration, let release else { return nil }
        if release == .finger, let releaseNode = map["release"], !checkFingerVelocity(by: by, duration: duration, at: releaseNode.mark) {
            return nil
        }
        return .drag(Step.Drag(scrollView: scrollView, by: by, duration: duration, release: release))
    }

    private func fling(_ node: Node) -> Step.Action? {
        guard let map = MappingReader(step: "fling", node, context: context) else { return nil }
        let scrollView = freeScrollView(map, "fling")
        let velocity = map.required("velocity").flatMap { readVelocity($0, "velocity", on: scrollView) }
        guard let scrollView, let velocity else { return nil }
        return .fling(scrollView: scrollView, velocity: velocity)
    }

    private func scrollTo(_ node: Node) -> Step.Action? {
        guard let map = MappingReader(step: "scrollTo", node, context: context) else { return nil }
        if map["row"] != nil || map["anchor"] != nil { return scrollToRow(map) }
        let scrollView = scrollViewReference(map)
        let offset = map.required("offset").flatMap { readScrollTarget($0, on: scrollView) }
        let animated = map["animated"].map { context.boolean($0, "animated") } ?? false
        let duration = map["duration"].map { context.duration($0, "duration") } ?? Self.defaultDragDuration
        guard let scrollView, let offset, let animated, let duration else { return nil }
        return .scrollTo(Step.ScrollTo(scrollView: scrollView, offset: offset.along, crossOffset: offset.across, animated: animated, duration: duration))
    }

    private func waitForIdle(_ node: Node) -> Step.Action? {
        guard let map = MappingReader(step: "waitForIdle", node, context: context) else { return nil }
        let timeout = map["timeout"].map { context.duration($0, "timeout") } ?? Self.defaultIdleTimeout
        return timeout.map { .waitForIdle(timeout: $0) }
    }

    /// A step naming a behaviour by its `id` whose plugin handles the step.
    private func command(_ name: String, _ node: Node) -> Step.Action? {
        guard let id = context.identifier(node, name) else { return nil }
        guard commandTargets[name]?.contains(id) == true else {
            let handlers = commandHandlers[name] ?? []
            let taker = commandPlugins[name].map { " (a `\($0)` with an `id` does)" } ?? ""
            let what = handlers.isEmpty ? "; no behaviour here takes it" + taker : Suggestion.hint(for: id, among: handlers)
            context.error("`\(id)` is not a behaviour that `\(name)` acts on" + what, at: node.mark)
            return nil
        }
        return .command(name, behaviour: id)
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
    private func readScrollTarget(_ node: Node, on scrollView: String?) -> (along: OffsetTarget, across: OffsetTarget?)? {
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
