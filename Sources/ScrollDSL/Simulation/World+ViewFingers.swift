/// Fingers on views (`touchDown: {view}`): a view whose behaviours hear its
/// fingers (`{pan}`, `{touch}`, ``ViewHost/pans``, ``ViewHost/touches``) owns
/// them; on a view in content that none hears, the finger moves the scroll
/// view, as UIKit's pan recognizer takes its subviews' touches; on a view of
/// a sheet's screen (its grabber, a header) it drags the sheet, as the
/// presentation's own pan does; on any other view it moves nothing.
extension World {
    /// A finger touches down on the view `id`: at `point` on the screen, or
    /// at the middle of its frame where it shows. Its screen must be visible.
    func touchDown(view id: String, at point: Vector? = nil, mark: Mark) throws(RunFailure) {
        let view = stage.view(id)
        let owner = stage.screen(showing: view)
        guard owner.isVisible else {
            throw RunFailure("cannot touch `\(id)`: its screen `\(owner.id)` is not visible at t=\(now); \(stage.navigation.stepShowing(owner.id))", at: mark)
        }
        let finger: Finger
        if let sheet = stage.sheet, sheet.dimsPresenter, owner === sheet.presenter {
            // The sheet's dimming view takes the touch.
            finger = Finger(id, gesture: .failed)
        } else if view.hearsFingers {
            let start: Vector?
            if let point { start = point } else { start = try middle(of: view, at: mark) }
            let tracker = ViewFingerTracker(view: view, touchingAt: start)
            owner.fingersOnViews.append(tracker)
            finger = Finger(id, driving: tracker)
        } else if let scrollView = view.content?.scrollView {
            focusedScrollView = scrollView.id
            finger = Finger(id, gesture: gesture(touching: scrollView), namesView: true)
        } else if let sheet = stage.sheet, sheet.screen === owner, sheet.detent != nil {
            finger = Finger(id, dragging: sheet)
        } else {
            finger = Finger(id, gesture: .failed)
        }
        touches.add(finger)
        try turn(.input("touchDown", on: id)) {
            touches.acting(finger) { finger.touchDown() }
        }
    }

    /// Where a finger lands on `view`: the middle of its frame where it shows
    /// (moved by its translation, or by its scroll view's offset); `nil` for a
    /// view with no frame.
    private func middle(of view: SimulatedView, at mark: Mark) throws(RunFailure) -> Vector? {
        if let content = view.content {
            guard let frame = content.frame, content.shows(x: frame.middle.x, y: frame.middle.y) else {
                throw RunFailure("cannot touch `\(view.id)`: its scroll view `\(content.scrollView.id)` does not show its middle at t=\(now)", at: mark)
            }
            return Vector(x: frame.middle.x, y: frame.middle.y)
        }
        return view.frame.map { Vector(x: $0.middle.x, y: $0.middle.y + view.translation) }
    }
}
