import ScrollDSL

/// A tap near the bottom edge of the screen (where the team's app has its
/// "back to top" button), once per tap however often UIKit hit-tests it.
struct BottomEdgeTap: TriggerPlugin {
    let declaration = TriggerDeclaration(
        name: "bottomEdgeTap",
        documentation: "A tap within 80 pt of the bottom of the screen, once per tap."
    )

    func events(in context: TriggerContext) -> Observable<Void> {
        let edge = context.device.height - 80
        return context.hitTests
            .filter("filter(y > \(edge))") { $0 > edge }
            .debounce(.zero, on: context.clock)
            .map(to: ())
    }
}
