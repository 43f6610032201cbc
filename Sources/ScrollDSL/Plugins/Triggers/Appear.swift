/// The screen appearing (`viewDidAppear`).
public enum Appear: TriggerPlugin {
    public static let declaration = TriggerDeclaration(
        name: "appear",
        documentation: "At the screen's `didAppear`, after it became visible."
    )

    /// The screen's `didAppear`.
    public static func events(for screen: SimulatedScreen, in world: World) -> Observable<Void> {
        screen.didAppear
    }
}
