/// Where a replay draws a view at a moment, from the properties behaviours
/// write: `translation` and `parallaxOffset` shift it, `y` places it,
/// `stretchedHeight` and `scale` size it, `alpha`, `hidden` and `visible` fade
/// it, `position` (`top` or `bottom`) puts a bar without a frame at an edge.
/// The replay page's script places views by the same rules.
struct ViewPlacement {
    /// x, y, width and height on the screen.
    let frame: (Double, Double, Double, Double)
    let alpha: Double
    let position: String

    /// `view` at `time`, or `nil` when it has no frame, height or position to draw.
    init?(_ view: ViewSpec, in replay: Replay, at time: VirtualTime) {
        let device = replay.spec.device
        func number(_ name: String, _ fallback: Double) -> Double { replay.number("\(view.id).\(name)", at: time, or: fallback) }
        var position = ""
        if case .text(let text)? = replay.value("\(view.id).position", at: time) { position = text }
        var frame: (Double, Double, Double, Double)
        if let declared = view.frame {
            frame = (declared.x, declared.y, declared.width, declared.height)
        } else if let height = view.height {
            frame = (0, 0, device.width, height)
        } else if !position.isEmpty {
            frame = (0, position == "bottom" ? device.height - 140 : device.statusBarHeight, device.width, 44)
        } else {
            return nil
        }
        let scale = number("scale", 1)
        frame.1 = number("y", frame.1) + number("translation", 0) + number("parallaxOffset", 0)
        frame.3 = number("stretchedHeight", frame.3) * scale
        frame.2 *= scale
        let hidden = replay.value("\(view.id).hidden", at: time) == .boolean(true) || replay.value("\(view.id).visible", at: time) == .boolean(false)
        self.frame = frame
        alpha = hidden ? 0.15 : min(max(number("alpha", 1), 0), 1)
        self.position = position
    }
}
