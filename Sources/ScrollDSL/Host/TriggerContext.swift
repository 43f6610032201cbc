/// All a trigger sees while it builds its events: the screen of the
/// behaviour listening, the window's hit tests and tab reselects, the device
/// and the clock.
public final class TriggerContext {
    let world: World
    let simulatedScreen: SimulatedScreen

    init(world: World, screen: SimulatedScreen) {
        self.world = world
        simulatedScreen = screen
    }

    /// The screen of the behaviour listening.
    public var screen: any ScreenHost { simulatedScreen }
    /// Each hit test of a tap, with the tap's `y` (`UIWindow.hitTest(_:with:)`,
    /// which UIKit calls several times per tap).
    public var hitTests: Observable<Double> { world.stage.hitTests }
    /// Each reselect of the selected tab while its root screen is on top, with the tab.
    public var tabReselected: Observable<String> { world.stage.tabReselected }
    /// The device the run simulates.
    public var device: Device { world.setting.device }
    /// Virtual time: now, work after a delay, work at the end of this turn.
    public var clock: BehaviourClock { world.time }
}
