/// A tap on the tab bar item of the tab already selected.
public enum TabReselect: TriggerPlugin {
    public static let declaration = TriggerDeclaration(
        name: "tabReselect",
        documentation: """
        `selectTab` of the tab already selected while its root screen is on top. With \
        screens pushed, reselecting pops to the root instead (animated) and fires nothing.
        """
    )
}
