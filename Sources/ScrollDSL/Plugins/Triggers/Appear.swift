/// The screen appearing (`viewDidAppear`).
public enum Appear: TriggerPlugin {
    public static let declaration = TriggerDeclaration(
        name: "appear",
        documentation: "At the screen's `didAppear`, after it became visible."
    )
}
