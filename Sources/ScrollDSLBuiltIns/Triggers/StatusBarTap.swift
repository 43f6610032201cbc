import ScrollDSL

/// A tap in the status bar (seed 000's `UIApplication.rx.statusBarTap`).
public struct StatusBarTap: TriggerPlugin {
    /// The plugin.
    public init() {}

    public var declaration: TriggerDeclaration { Self.declaration }

    /// `statusBarTap`: its name and what it hears.
    public static let declaration = TriggerDeclaration(
        name: "statusBarTap",
        documentation: """
        A tap with `y < statusBarHeight + 20` (the status bar plus 20 pt of slop). UIKit \
        hit-tests one tap `hitTestsPerTap` times; the trigger debounces them to the end \
        of the turn and fires once per tap.
        """
    )

    /// Seed 000's chain: hit tests of the key window, filtered to the status bar
    /// and its slop, debounced to one event per turn.
    public func events(in context: TriggerContext) -> Observable<Void> {
        let limit = context.device.statusBarTapLimit
        return context.hitTests
            .filter("filter(y < \(limit.formatted))") { $0 < limit }
            .debounce(.zero, on: context.clock)
            .map(to: ())
    }
}
