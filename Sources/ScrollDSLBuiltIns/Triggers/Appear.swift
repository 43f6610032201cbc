import ScrollDSL

/// The screen appearing (`viewDidAppear`).
public struct Appear: TriggerPlugin {
    /// The plugin.
    public init() {}

    public var declaration: TriggerDeclaration { Self.declaration }

    /// `appear`: its name and what it hears.
    public static let declaration = TriggerDeclaration(
        name: "appear",
        documentation: "At the screen's `didAppear`, after it became visible."
    )

    /// The screen's `viewDidAppear`.
    public func events(in context: TriggerContext) -> Observable<Void> {
        context.screen.viewDidAppear
    }
}
