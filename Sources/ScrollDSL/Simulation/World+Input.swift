/// Fingers, taps, programmatic scrolls and content changes.
extension World {
    /// A tap at a point (`x` the middle of the screen when `nil`): UIKit
    /// hit-tests it `hitTestsPerTap` times; a tap on the status bar also
    /// scrolls to the top, as the system does; the topmost view of a visible
    /// screen whose frame holds the point is tapped.
    func tap(x: Double?, y: Double) throws(RunFailure) {
        try turn(.tap(x: x, y: y)) {
            tapped(x: x ?? setting.device.width / 2, y: y)
        }
    }

    private func tapped(x: Double, y: Double) {
        for _ in 0..<setting.device.hitTestsPerTap {
            stage.hitTests.send(y)
        }
        if stage.sheet != nil, tapAboveSheet(y: y) { return }
        if y < setting.device.statusBarTapLimit { systemScrollToTop() }
        guard let view = stage.viewHit(x: x, y: y) else { return }
        // A tap on content that glides or animates only stops it, as a touch-down does.
        if let moving = view.content?.scrollView, moving.phase == .decelerating || moving.phase == .animating, !moving.isPastBounds {
            moving.stopContent()
            moving.settle()
            return
        }
        view.tap(x: x, y: y)
    }

    /// A tap on a view: at the middle of its frame where it shows (moved by
    /// its translation), or on the view itself when it has none. Its screen must be visible.
    func tap(view id: String, at mark: Mark) throws(RunFailure) {
        let view = stage.view(id)
        let owner = stage.screen(showing: view)
        guard owner.isVisible else {
            throw RunFailure("cannot tap `\(id)`: its screen `\(owner.id)` is not visible at t=\(now); \(stage.navigation.stepShowing(owner.id))", at: mark)
        }
        try turn(.input("tap", on: id)) {
            if let content = view.content {
                // A view in content is tapped where it shows, if it shows.
                if let frame = content.frame { tapped(x: frame.middle.x, y: frame.middle.y) }
            } else if let frame = view.frame {
                tapped(x: frame.middle.x, y: frame.middle.y + view.translation)
            } else {
                view.tap()
            }
        }
    }

    /// A tap on an item's middle (`tap: {scrollView, item}`), on the screen:
    /// a view over it takes it; a scroll view that glides or animates only
    /// stops; otherwise the item is selected (`didSelectItemAt`). An item that
    /// does not show where it is tapped is not reached.
    func tap(item id: String, in scrollViewID: String, at mark: Mark) throws(RunFailure) {
        let scrollView = stage.scrollView(scrollViewID)
        guard let item = scrollView.items?.item(id) else {
            throw RunFailure("`\(scrollViewID)` has no item `\(id)` at t=\(now): something deleted it before this step", at: mark)
        }
        let frame = scrollView.frame(of: item)
        let (x, y) = frame.middle
        try turn(.input("tap", on: "\(scrollViewID), item: \(id)")) {
            if stage.viewHit(x: x, y: y) != nil { return tapped(x: x, y: y) }
            if scrollView.phase == .decelerating || scrollView.phase == .animating, !scrollView.isPastBounds {
                scrollView.stopContent()
                scrollView.settle()
                return
            }
            let span = scrollView.visibleSpan
            let middle = item.position + item.size / 2
            guard middle > span.leading, middle < span.trailing else { return }
            scrollView.didSelectItemSubject?.send(id)
        }
    }

    /// UIKit's scroll-to-top: the one visible scroll view whose `scrollsToTop`
    /// is true scrolls to its top (animated, 300 ms), and only when exactly one
    /// is; on a scroll view where a behaviour listens to status-bar taps, the
    /// behaviour replaces the system. A scroll view under a finger stays put.
    private func systemScrollToTop() {
        guard let only = stage.onlyScrollViewScrollingToTop(), !stage.handlesStatusBarTap(on: only), only.phase != .tracking else { return }
        only.scrollToTopAsSystem(at: now)
    }

    /// A finger touches down on a scroll view: what it moves is decided at
    /// once, or once it has moved far enough to tell (``Gesture``).
    func touchDown(_ id: String, at mark: Mark) throws(RunFailure) {
        let scrollView = try touchedScrollView(id, at: mark)
        let finger = Finger(id, gesture: gesture(touching: scrollView))
        // The finger is down from this turn on: its end is not idle.
        touches.add(finger)
        try turn(.input("touchDown", on: id)) {
            touches.acting(finger) { finger.touchDown() }
            keyboardNoticesTouch(of: finger, on: scrollView)
        }
    }

    /// The finger on `id` (a scroll view or a view) starts moving `by` over
    /// `duration`, in the step's terms.
    func startMove(_ id: String, by: Vector, duration: VirtualTime) throws(RunFailure) {
        guard let finger = touches.finger(on: id) else { return }
        finger.startMove(by: by, duration: duration, at: now)
        if let scrollView = stage.scrollView(ifDeclared: id) { try keyboardNoticesDrag(on: scrollView, moving: by != .zero) }
    }

    /// From now on the finger on `id` follows `samples`, the first of which is now.
    func follow(_ id: String, samples: [TouchSample]) {
        touches.finger(on: id)?.follow(samples, from: now)
    }

    /// The end of a `moveBy`: a turn in which the finger is exactly where the move ends.
    func finishMove(_ id: String) throws(RunFailure) {
        guard let finger = touches.finger(on: id) else { return }
        try turn(.input("move", on: id)) {
            touches.acting(finger) { finger.track(at: now) }
            if stage.keyboard.holder != nil { stage.moveKeyboard(to: now) }
        }
    }

    /// The finger on `id` lifts, at `velocity` (in the step's terms), or at its own (`nil`).
    func lift(_ id: String, velocity given: Vector?) throws(RunFailure) {
        guard let finger = touches.lift(on: id) else { return }
        let velocity = given.map(finger.ownTerms) ?? finger.velocity(at: now)
        try turn(.input("lift", on: id)) {
            touches.acting(finger) { finger.track(at: now) }
            if stage.keyboard.holder != nil { stage.moveKeyboard(to: now) }
            touches.acting(finger) { finger.lift(at: now, release: velocity) }
            stage.letGo(of: finger)
            keyboardNoticesLift(of: finger, release: velocity)
        }
        if let tracker = finger.viewTracker { stage.screen(showing: tracker.view).fingersOnViews.removeAll { $0 === tracker } }
    }

    /// Touch down and lift at once, at `velocity`: its direction decides
    /// which scroll view takes it.
    func fling(_ id: String, velocity: Vector, at mark: Mark) throws(RunFailure) {
        let scrollView = try touchedScrollView(id, at: mark)
        let finger = Finger(id, gesture: gesture(touching: scrollView))
        try turn(.input("fling", on: id)) {
            touches.acting(finger) {
                finger.touchDown()
                finger.lift(at: now, release: velocity)
            }
            stage.letGo(of: finger)
        }
        try keyboardNoticesDrag(on: scrollView, moving: velocity != .zero)
    }

    /// A script step naming a behaviour (`endRefreshing: refresh`), in a turn of its own.
    func perform(_ command: String, on behaviour: String) throws(RunFailure) {
        try turn(.input(command, on: behaviour)) { registry.commands[behaviour]?[command]?() }
    }

    /// The scroll view `id` names, which fingers reach only on a visible screen.
    /// The scroll view `id` a finger lands on, whose screen must be visible;
    /// it takes the keyboard's focus (a key press scrolls it).
    func touchedScrollView(_ id: String, at mark: Mark) throws(RunFailure) -> SimulatedScrollView {
        let scrollView = try visibleScrollView(id, at: mark, for: "touch")
        focusedScrollView = id
        return scrollView
    }

    /// The scroll view `id`, whose screen must be visible to `action` it.
    func visibleScrollView(_ id: String, at mark: Mark, for action: String) throws(RunFailure) -> SimulatedScrollView {
        let scrollView = stage.scrollView(id)
        let owner = stage.screen(showing: scrollView)
        guard owner.isVisible else {
            throw RunFailure("cannot \(action) `\(id)`: its screen `\(owner.id)` is not visible at t=\(now); \(stage.navigation.stepShowing(owner.id))", at: mark)
        }
        return scrollView
    }
}
