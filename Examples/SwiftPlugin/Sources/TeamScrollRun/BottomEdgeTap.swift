import ScrollDSL

/// A tap near the bottom edge of the screen (where the team's app has its
/// "back to top" button), once per tap however often UIKit hit-tests it.
struct BottomEdgeTap: TriggerPlugin {
    let declaration = TriggerDeclaration(
        name: "bottomEdgeTap",
        documentation: "A tap within 80 pt of the bottom of the screen, once per tap."
    )

    func events(for screen: SimulatedScreen, in world: World) -> Observable<Void> {
        let edge = world.spec.device.height - 80
        return world.hitTests
            .filter("filter(y > \(edge))") { $0 > edge }
            .debounce(world.scheduler)
            .map(to: ())
    }
}
