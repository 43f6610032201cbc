/// Decodes `screens`: each screen's scroll views, views and behaviours, declaring
/// every identifier and checking each tab has at most one root.
struct ScreenDecoder {
    static let keys = LanguageKeys.screen.map(\.name)
    private static let viewKeys = LanguageKeys.view.map(\.name)

    let context: DecodingContext
    let device: Device
    let tabs: TabList
    /// The tab bar's accessory, whose band the screens' insets include.
    var tabBar: TabBar?

    func decodeAll(_ node: Node) -> ScreenList {
        guard let items = context.list(node, "screens") else { return ScreenList() }
        var list = ScreenList()
        for item in items {
            decode(item, into: &list)
        }
        return finish(list, of: node)
    }

    /// Decodes one item of `screens` into the screens read so far.
    func decode(_ item: Node, into list: inout ScreenList) {
        list.itemCount += 1
        guard let screen = decode(item) else { return }
        recordWrites(of: screen.behaviours, into: &list)
        checkRoles(of: screen.behaviours)
        if let tab = screen.tab {
            if let other = list.rootOfTab[tab] {
                context.error("tab `\(tab)` already has the root screen `\(other)`; a tab has one root", at: item["tab"]?.mark ?? item.mark)
            }
            list.rootOfTab[tab] = screen.id
        }
        list.screens.append(screen)
    }

    /// The screens of the list `node`, once all its items are read.
    func finish(_ list: ScreenList, of node: Node) -> ScreenList {
        if list.itemCount == 0 {
            context.error("`screens` must list at least one screen", at: node.mark)
        }
        for reference in context.screenReferences {
            if let problem = context.symbols.problem(resolving: reference.id, as: .screen) { context.error(problem, at: reference.mark) }
        }
        checkPropertyReads(in: list.screens)
        return list
    }

    /// Each property of another behaviour a behaviour's plugin reads
    /// (`refresh.refreshing`) names a behaviour of the spec that declares it.
    /// The spec's behaviours are gathered once, and only when a plugin reads
    /// one: a large spec has many, and most plugins read none.
    private func checkPropertyReads(in screens: [Screen]) {
        lazy var behaviours = screens.flatMap(\.behaviours)
        for screen in screens {
            for behaviour in screen.behaviours {
                guard let reads = context.plugins.behaviour(named: behaviour.plugin)?.declaration.readsProperties, !reads.isEmpty else { continue }
                check(reads, of: behaviour, among: behaviours)
            }
        }
    }

    private func check(_ reads: [PropertyPath], of behaviour: BehaviourSpec, among behaviours: [BehaviourSpec]) {
        for path in reads {
            let reader = "`\(behaviour.plugin)` reads `\(path)`"
            guard let target = behaviours.first(where: { $0.id == path.target }) else {
                let ids = behaviours.compactMap(\.id)
                let hint = ids.isEmpty ? "; give the behaviour it reads `id: \(path.target)`" : Suggestion.hint(for: path.target, among: ids)
                context.error("\(reader), and no behaviour of this spec has the id `\(path.target)`" + hint, at: behaviour.mark)
                continue
            }
            let declared = context.plugins.behaviour(named: target.plugin)?.declaration.properties.map(\.property.name) ?? []
            if !declared.contains(path.property.name) {
                context.error("\(reader), and `\(path.target)` (a `\(target.plugin)`) has no property `\(path.property.name)`" + Suggestion.hint(for: path.property.name, among: declared), at: behaviour.mark)
            }
        }
    }

    private func decode(_ node: Node) -> Screen? {
        guard let map = MappingReader(node, subject: "a screen", keys: Self.keys, context: context) else { return nil }
        let id = map.required("id").flatMap { context.identifier($0, "id") } ?? ""
        if !id.isEmpty, let problem = context.symbols.declare(id, kind: .screen, screen: id, at: node.mark) {
            context.error(problem, at: map["id"]?.mark ?? node.mark)
        }
        var screen = Screen(id: id, tab: map["tab"].flatMap(decodeTab), scrollViews: [], views: [], behaviours: [], mark: node.mark)
        let bars = BarsDecoder(context: context)
        screen.navigationBar = map["navigationBar"].flatMap(bars.navigationBar)
        if let toolbar = map["toolbar"].flatMap(bars.toolbar) { (screen.toolbar, screen.toolbarHasItems) = toolbar }
        let chrome = ScreenChrome(device: device, navigationBar: screen.navigationBar, toolbar: screen.toolbar, hasTabBar: !tabs.names.isEmpty, accessoryHeight: tabBar?.accessoryHeight ?? 0)
        let scrollViews = ScrollViewDecoder(context: context, device: device, screen: id, chrome: chrome)
        screen.scrollViews = map["scrollViews"].map { decodeItems($0, "scrollViews", with: scrollViews.decode) } ?? []
        ContainmentReader(context: context).check(screen.scrollViews)
        bars.adjustContained(&screen.scrollViews, chrome: chrome)
        if let node = map["navigationBar"], screen.navigationBar != nil {
            bars.resolveContentScrollView(of: &screen.navigationBar!, among: screen.scrollViews, at: node)
        }
        screen.views = map["views"].map { node in decodeItems(node, "views") { decodeView($0, screen: id, scrollViews: screen.scrollViews) } } ?? []
        let behaviours = BehaviourDecoder(context: context)
        screen.behaviours = map["behaviours"].map { node in decodeItems(node, "behaviours") { behaviours.decode($0, on: screen) } } ?? []
        return screen
    }

    private func decodeTab(_ node: Node) -> String? {
        guard let tab = context.identifier(node, "tab") else { return nil }
        return tabs.declared(tab, at: node, context: context)
    }

    private func decodeItems<Item>(_ node: Node, _ what: String, with decode: (Node) -> Item?) -> [Item] {
        context.list(node, what)?.compactMap(decode) ?? []
    }

    private func decodeView(_ node: Node, screen: String, scrollViews: [ScrollViewSpec]) -> ViewSpec? {
        guard let map = MappingReader(node, subject: "a view", keys: Self.viewKeys, context: context),
              let idNode = map.required("id"), let id = context.identifier(idNode, "id") else { return nil }
        if let problem = context.symbols.declare(id, kind: .view, screen: screen, at: node.mark) {
            context.error(problem, at: idNode.mark)
        }
        let height = map["height"].flatMap { context.number($0, "height", minimum: 0, maximum: SpecLimits.length) }
        guard map["in"] != nil || map["item"] != nil || map["at"] != nil else {
            return ViewSpec(id: id, height: height, frame: frame(map, height: height), mark: node.mark)
        }
        var view = ViewSpec(id: id, height: height, frame: nil, mark: node.mark)
        view.placement = placement(map, height: height, on: scrollViews)
        return view
    }

    /// Where a view lies in a scroll view's content (`in`, `item`, `at`).
    private func placement(_ map: MappingReader, height: Double?, on scrollViews: [ScrollViewSpec]) -> ContentPlacement? {
        if let y = map["y"] {
            context.error("a view in a scroll view's content is placed by `at`, not `y`", at: y.mark)
            return nil
        }
        guard let inNode = map.required("in"), let target = context.identifier(inNode, "in") else { return nil }
        guard let scrollView = scrollViews.first(where: { $0.id == target }) else {
            context.error("`in` names no scroll view of this screen: `\(target)`" + Suggestion.hint(for: target, among: scrollViews.map(\.id)), at: inNode.mark)
            return nil
        }
        var item: String?
        if let itemNode = map["item"] {
            guard let id = context.string(itemNode, "item", acceptingAnyScalar: true) else { return nil }
            let ids = scrollView.sections?.flatMap { $0.items.map(\.id) } ?? []
            guard ids.contains(id) else {
                let fix = ids.isEmpty ? "; `\(target)` declares no items" : Suggestion.hint(for: id, among: ids)
                context.error("`\(target)` has no item `\(id)` to place the view in" + fix, at: itemNode.mark)
                return nil
            }
            item = id
        }
        guard let height else {
            context.error("a view in a scroll view's content gives its `height`", at: inNode.mark)
            return nil
        }
        var origin = (x: 0.0, y: 0.0)
        if let at = map["at"] {
            guard let point = MappingReader(at, subject: "`at`", keys: ["x", "y"], context: context) else { return nil }
            origin.x = point["x"].flatMap { context.number($0, "at.x", minimum: -SpecLimits.length, maximum: SpecLimits.length) } ?? 0
            origin.y = point["y"].flatMap { context.number($0, "at.y", minimum: -SpecLimits.length, maximum: SpecLimits.length) } ?? 0
        }
        let width = map["width"].flatMap { context.number($0, "width", minimum: 0, maximum: SpecLimits.length) } ?? scrollView.viewportWidth
        return ContentPlacement(scrollView: target, item: item, x: origin.x, y: origin.y, width: width, height: height)
    }

    /// A view's frame, when it gives `y` (and its `height`).
    private func frame(_ map: MappingReader, height: Double?) -> ViewFrame? {
        guard let yNode = map["y"] else {
            for key in ["x", "width"] where map[key] != nil {
                context.error("a view's `\(key)` places its frame, which starts at its `y`: give `y` too", at: map[key]!.mark)
            }
            return nil
        }
        guard let y = context.number(yNode, "y", minimum: 0, maximum: SpecLimits.length) else { return nil }
        guard let height else {
            context.error("a view with a frame (`y`) gives its `height`", at: yNode.mark)
            return nil
        }
        let x = map["x"].flatMap { context.number($0, "x", minimum: 0, maximum: SpecLimits.length) } ?? 0
        let width = map["width"].flatMap { context.number($0, "width", minimum: 0, maximum: SpecLimits.length) } ?? device.width
        return ViewFrame(x: x, y: y, width: width, height: height)
    }

    /// Two behaviours of one screen taking one role on a scroll view (two
    /// `snap`s, two refresh controls) is an error at the second, naming the first.
    private func checkRoles(of behaviours: [BehaviourSpec]) {
        var owners: [String: BehaviourSpec] = [:]
        for behaviour in behaviours {
            for claim in context.plugins.behaviour(named: behaviour.plugin)?.declaration.claims ?? [] {
                guard let scrollView = behaviour[claim.parameter]?.string else { continue }
                let key = "\(claim.role.rawValue) \(scrollView)"
                guard let first = owners[key] else {
                    owners[key] = behaviour
                    continue
                }
                let (before, after) = claim.role.phrase
                context.error(
                    "`\(behaviour.plugin)` here and `\(first.plugin)` on line \(first.mark.line) both \(before) `\(scrollView)`\(after); "
                        + "give each scroll view one such behaviour", at: behaviour.mark)
            }
        }
    }

    /// Records in `list` the view properties a screen's `behaviours` write.
    /// Two behaviours of one screen writing the same view property is an
    /// error at the second, naming the first.
    private func recordWrites(of behaviours: [BehaviourSpec], into list: inout ScreenList) {
        // The index of each written property's first writer on this screen
        // (room for a few properties a behaviour, so it is not grown as it fills).
        var writers = [PropertyPath: Int](minimumCapacity: 4 * behaviours.count)
        for (index, behaviour) in behaviours.enumerated() {
            guard let declaration = context.plugins.behaviour(named: behaviour.plugin)?.declaration else { continue }
            // A `[view]` parameter's writes land on every view it lists.
            for write in declaration.writes {
                for view in behaviour[write.parameter]?.identifiers ?? [] {
                    for (property, kind) in write.properties {
                        let path = PropertyPath(target: view, property: property)
                        list.written.record(WrittenProperty(kind: kind, unit: declaration.unit(of: property)), at: path, in: context.symbols)
                        if let first = writers[path].map({ behaviours[$0] }) {
                            context.error("`\(path)` is written by two behaviours: `\(first.plugin)` on line \(first.mark.line) and `\(behaviour.plugin)` here; give each view property one writer", at: behaviour.mark)
                        } else {
                            writers[path] = index
                        }
                    }
                }
            }
        }
    }
}

/// The screens decoded so far from one `screens` list.
struct ScreenList {
    fileprivate(set) var screens: [Screen] = []
    /// Every view property the screens' behaviours write, with the kind of
    /// value written (the last writer's), so expectations may read them.
    fileprivate(set) var written = WrittenProperties()
    /// Each tab's root screen so far.
    fileprivate var rootOfTab: [String: String] = [:]
    /// Items read, decodable or not.
    fileprivate var itemCount = 0
}

/// What a behaviour writes as one view property: the kind of value, and the
/// unit of a number.
struct WrittenProperty: Equatable {
    let kind: ValueKind
    let unit: NumberUnit
}
