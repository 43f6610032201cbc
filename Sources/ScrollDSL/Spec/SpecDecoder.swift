/// Decodes a YAML root node into a ``Spec``, collecting every problem.
///
/// Keys are read in dependency order (device and tabs, then screens, then the
/// script) whatever order the file gives them, so references always resolve.
struct SpecDecoder {
    static let keys = LanguageKeys.topLevel.map(\.name)

    let context: DecodingContext
    /// Which of the listed devices this pass decodes for (0 for a single device).
    var deviceIndex = 0

    /// The number of devices `root` lists (1 without a list); each gets its own decoding pass.
    static func deviceCount(_ root: Node) -> Int {
        let device = root["device"]
        let count = device?.sequence?.count ?? 1
        // A list past the limit is one error, found in one pass.
        return count > SpecLimits.devices ? 1 : max(1, count)
    }

    /// Decodes the spec at `root`; the lists in `streamed` were decoded item
    /// by item while the file was parsed, and their nodes in `root` are empty.
    func decode(_ root: Node, streamed: DecodedLists? = nil) -> Spec? {
        guard let map = MappingReader(root, subject: "a spec", keys: Self.keys, context: context) else { return nil }
        checkVersion(map)
        let name = map.required("name").flatMap { context.string($0, "name", acceptingAnyScalar: true) } ?? ""
        let description = map["description"].flatMap { context.string($0, "description", acceptingAnyScalar: true) }
        let tags = map["tags"].map(decodeTags) ?? []
        let preamble = streamed?.preamble ?? self.preamble { map[$0] }
        let tolerances = streamed?.tolerances ?? self.tolerances { map[$0] }
        let device = preamble.device
        let screens = map.required("screens").map { node -> ScreenList in
            let decoder = ScreenDecoder(context: context, device: device, tabs: preamble.tabs, tabBar: preamble.tabBar)
            return streamed?.screens.map { decoder.finish($0, of: node) } ?? decoder.decodeAll(node)
        } ?? ScreenList()
        let script = map["script"].map { node -> [Step] in
            if let (decoder, steps) = streamed?.script { return decoder.finish(steps) }
            return StepDecoder(context: context, device: device, tabs: preamble.tabs, screens: screens, tolerances: tolerances).decodeAll(node)
        }
        let invariants = map["invariants"].map { node -> [Invariant] in
            let expectations = ExpectationDecoder(context: context, tabs: preamble.tabs, screens: screens, tolerances: tolerances)
            expectations.readsInvariants = true
            return InvariantDecoder(context: context, expectations: expectations).decodeAll(node)
        } ?? []
        var spec = Spec(
            file: context.file, name: name, description: description, tags: tags, device: device,
            tabs: preamble.tabs.names, screens: screens.screens, script: script, tolerance: tolerances.points, plugins: context.plugins
        )
        spec.unitTolerance = tolerances.unitless
        spec.tabBar = preamble.tabBar
        spec.invariants = invariants
        spec.exploreWeights = map["explore"].map { ExploreDecoder(context: context).decode($0) } ?? [:]
        return spec
    }

    /// The device of this pass and the tabs, which screens and the script are
    /// decoded with. `value` finds a top-level key's node.
    func preamble(_ value: (String) -> Node?) -> SpecPreamble {
        let devices = value("device").map { DeviceDecoder(context: context).decodeAll($0) } ?? [Device()]
        let tabs = value("tabs").map(decodeTabs) ?? TabList()
        let tabBar = value("tabBar").flatMap { TabBarDecoder(context: context).decode($0, tabs: tabs) }
        return SpecPreamble(device: devices[min(deviceIndex, devices.count - 1)], tabs: tabs, tabBar: tabBar)
    }

    /// The default tolerances of expectations, from `tolerance` and
    /// `unitTolerance`; `value` finds a top-level key's node.
    func tolerances(_ value: (String) -> Node?) -> Tolerances {
        let defaults = Tolerances.defaults
        func read(_ key: String) -> Double? {
            value(key).flatMap { context.number($0, key, minimum: 0, maximum: SpecLimits.length) }
        }
        return Tolerances(points: read("tolerance") ?? defaults.points, unitless: read("unitTolerance") ?? defaults.unitless)
    }

    private func checkVersion(_ map: MappingReader) {
        guard let node = map.required("scrollspec") else { return }
        guard case .integer(let version)? = node.scalar?.value else {
            context.error("`scrollspec` must be the language version, 1, not \(node.kindDescription)", at: node.mark)
            return
        }
        if version != 1 {
            context.error("this scrollrun reads version 1 of the spec language, not version \(version)", at: node.mark)
        }
    }

    private func decodeTags(_ node: Node) -> [String] {
        context.list(node, "tags")?.compactMap { context.string($0, "tags", acceptingAnyScalar: true) } ?? []
    }

    private func decodeTabs(_ node: Node) -> TabList {
        var tabs = TabList()
        for item in context.list(node, "tabs") ?? [] {
            guard let tab = context.identifier(item, "tabs") else { continue }
            if !tabs.add(tab) {
                context.error("tab `\(tab)` is listed twice", at: item.mark)
            }
        }
        return tabs
    }
}

/// The top-level settings that screens and the script are decoded with.
struct SpecPreamble {
    let device: Device
    let tabs: TabList
    let tabBar: TabBar?
}
