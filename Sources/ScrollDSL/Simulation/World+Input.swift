/// Fingers and programmatic scrolls.
extension World {
    /// A tap at height `y`: UIKit hit-tests it `hitTestsPerTap` times.
    func tap(y: Double) throws(RunFailure) {
        try turn(.input("tap(y: \(y.formatted))")) {
            for _ in 0..<spec.device.hitTestsPerTap {
                hitTests.send(y)
            }
        }
    }

    /// Touch down on a scroll view and start moving the finger `by` over `duration`.
    func beginDrag(_ id: String, by: Double, duration: VirtualTime, at mark: Mark) throws(RunFailure) {
        let target = try dragTarget(id, at: mark)
        try turn(.input("touchDown(\(id))")) { target.touchDown() }
        drag = ActiveDrag(target: target, start: now, duration: duration, by: by)
    }

    /// Lift the finger of the drag in progress, at `velocity`.
    func endDrag(_ id: String, velocity: Double) throws(RunFailure) {
        guard let drag else { return }
        self.drag = nil
        try turn(.input("lift(\(id))")) {
            drag.target.track(drag.by, fingerVelocity: drag.fingerVelocity)
            drag.target.lift(velocity: velocity, at: now)
        }
    }

    /// Touch down and lift at once, at `velocity`.
    func fling(_ id: String, velocity: Double, at mark: Mark) throws(RunFailure) {
        let target = try dragTarget(id, at: mark)
        try turn(.input("fling(\(id))")) {
            target.touchDown()
            target.lift(velocity: velocity, at: now)
        }
    }

    /// `setContentOffset(_:animated:)`.
    func scroll(_ id: String, to target: OffsetTarget, animated: Bool, duration: VirtualTime) throws(RunFailure) {
        let scrollView = scrollView(id)
        let offset = scrollView.offset(of: target)
        try turn(.input("scrollTo(\(id))")) {
            scrollView.scroll(to: offset, animated: animated, duration: duration, at: now)
        }
    }

    /// Fingers reach only scroll views on a visible screen.
    private func dragTarget(_ id: String, at mark: Mark) throws(RunFailure) -> any DragTarget {
        let owner = spec.screens.first { $0.scrollViews.contains { $0.id == id } }
        if let owner, !screen(owner.id).isVisible {
            throw RunFailure("cannot touch `\(id)`: its screen `\(owner.id)` is not visible at t=\(now); show it first with \(navigation.stepShowing(owner.id))", at: mark)
        }
        return dragTargets[id] ?? scrollView(id)
    }
}

extension SimulatedScrollView {
    /// The offset an `OffsetTarget` names for this scroll view.
    func offset(of target: OffsetTarget) -> Double {
        target.offset(top: top, bottom: bottom)
    }
}
