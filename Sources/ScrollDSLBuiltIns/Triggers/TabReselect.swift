import ScrollDSL

/// A tap on the tab bar item of the tab already selected.
public struct TabReselect: TriggerPlugin {
    /// The plugin.
    public init() {}

    public var declaration: TriggerDeclaration { Self.declaration }

    /// `tabReselect`: its name and what it hears.
    public static let declaration = TriggerDeclaration(
        name: "tabReselect",
        documentation: """
        `selectTab` of the tab already selected while its root screen is on top. With \
        screens pushed, reselecting pops to the root instead (animated) and fires nothing.
        """
    )

    /// Reselects of the tab `screen` is the root of.
    public func events(in context: TriggerContext) -> Observable<Void> {
        let tab = context.screen.tab
        return context.tabReselected
            .filter("filter(tab == \(tab ?? "none"))") { $0 == tab }
            .map(to: ())
    }
}
