/// All a trigger sees while it builds its events: the screen of the
/// behaviour listening, the window's hit tests and tab reselects, the device
/// and the clock.
public final class TriggerContext {
    let world: any HostWorld

    init(world: any HostWorld, screen: any ScreenHost) {
        self.world = world
        self.screen = screen
    }

    /// The screen of the behaviour listening.
    public let screen: any ScreenHost
    /// Each hit test of a tap, with the tap's `y` (`UIWindow.hitTest(_:with:)`,
    /// which UIKit calls several times per tap).
    public var hitTests: Observable<Double> { world.hitTests }
    /// Each reselect of the selected tab while its root screen is on top, with the tab.
    public var tabReselected: Observable<String> { world.tabReselected }
    /// The device the run simulates.
    public var device: Device { world.device }
    /// Virtual time: now, work after a delay, work at the end of this turn.
    public var clock: BehaviourClock { world.time }
}
