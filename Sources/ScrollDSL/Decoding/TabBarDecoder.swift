/// Decodes the top-level `tabBar`: `{minimizeBehavior, bottomAccessory: {height}, expandsOnScrollBack}`.
struct TabBarDecoder {
    private static let keys = ["minimizeBehavior", "bottomAccessory", "expandsOnScrollBack"]

    let context: DecodingContext

    /// The tab bar `node` describes, in a spec with `tabs`; without them, an error at `node`.
    func decode(_ node: Node, tabs: TabList) -> TabBar? {
        guard let map = MappingReader(node, subject: "`tabBar`", keys: Self.keys, context: context) else { return nil }
        guard !tabs.names.isEmpty else {
            let key = map["minimizeBehavior"] != nil ? "`minimizeBehavior`" : "`tabBar`"
            context.error("\(key) describes the tab bar, which shows only in a spec with `tabs`; declare the tabs (`tabs: [home, search]`) or remove `tabBar`", at: node.mark)
            return nil
        }
        var tabBar = TabBar()
        if let node = map["minimizeBehavior"] {
            guard let behavior = context.word(node, "minimizeBehavior", among: TabBarMinimizeBehavior.self) else { return nil }
            tabBar.minimizeBehavior = behavior
        }
        if let node = map["bottomAccessory"] {
            guard let accessory = MappingReader(node, subject: "`bottomAccessory`", keys: ["height"], context: context),
                  let height = accessory.required("height").flatMap({ context.number($0, "height", minimum: 0, exclusiveMinimum: true) })
            else { return nil }
            tabBar.accessoryHeight = height
        }
        if let node = map["expandsOnScrollBack"] {
            guard let expands = context.boolean(node, "expandsOnScrollBack") else { return nil }
            tabBar.expandsOnScrollBack = expands
        }
        return tabBar
    }
}
