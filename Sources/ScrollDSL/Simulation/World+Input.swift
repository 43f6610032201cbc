/// Fingers, taps, programmatic scrolls and content changes.
extension World {
    /// A tap at a point (`x` the middle of the screen when `nil`): UIKit
    /// hit-tests it `hitTestsPerTap` times; a tap on the status bar also
    /// scrolls to the top, as the system does; the topmost view of a visible
    /// screen whose frame holds the point is tapped.
    func tap(x: Double?, y: Double) throws(RunFailure) {
        let label = x.map { "tap(x: \($0.formatted), y: \(y.formatted))" } ?? "tap(y: \(y.formatted))"
        try turn(.input(label)) {
            tapped(x: x ?? spec.device.width / 2, y: y)
        }
    }

    private func tapped(x: Double, y: Double) {
        for _ in 0..<spec.device.hitTestsPerTap {
            stage.hitTests.send(y)
        }
        if y < spec.device.statusBarTapLimit { systemScrollToTop() }
        stage.viewHit(x: x, y: y)?.tap(x: x, y: y)
    }

    /// A tap on a view: at the middle of its frame where it shows (moved by
    /// its translation), or on the view itself when it has none. Its screen must be visible.
    func tap(view id: String, at mark: Mark) throws(RunFailure) {
        let owner = spec.screens.first { $0.views.contains { $0.id == id } }!
        guard stage.screen(owner.id).isVisible else {
            throw RunFailure("cannot tap `\(id)`: its screen `\(owner.id)` is not visible at t=\(now); \(stage.navigation.stepShowing(owner.id))", at: mark)
        }
        let view = stage.view(id)
        try turn(.input("tap(\(id))")) {
            if let frame = view.frame {
                tapped(x: frame.middle.x, y: frame.middle.y + view.translation)
            } else {
                view.tap()
            }
        }
    }

    /// UIKit's scroll-to-top: the one visible scroll view whose `scrollsToTop`
    /// is true scrolls to its top (animated, 300 ms), and only when exactly one
    /// is; on a scroll view where a behaviour listens to status-bar taps, the
    /// behaviour replaces the system. A scroll view under a finger stays put.
    private func systemScrollToTop() {
        let visible = spec.screens.filter { stage.screen($0.id).isVisible }.flatMap(\.scrollViews).filter(\.scrollsToTop)
        guard visible.count == 1, let only = visible.first, !statusBarTapHandled.contains(only.id) else { return }
        let scrollView = stage.scrollView(only.id)
        guard scrollView.phase != .tracking else { return }
        scrollView.scrollToTopAsSystem(at: now)
    }

    /// A finger touches down on a scroll view: what it moves is decided at
    /// once, or once it has moved far enough to tell (``Gesture``).
    func touchDown(_ id: String, at mark: Mark) throws(RunFailure) {
        let finger = Finger(scrollView: id, gesture: try gesture(touching: id, at: mark))
        // The finger is down from this turn on: its end is not idle.
        touches.add(finger)
        try turn(.input("touchDown(\(id))")) {
            touches.acting(finger) { finger.touchDown() }
            keyboardNoticesTouch(of: finger, on: stage.scrollView(id))
        }
    }

    /// The finger on `id` starts moving `by` over `duration`.
    func startMove(_ id: String, by: Vector, duration: VirtualTime) throws(RunFailure) {
        guard let finger = touches.finger(on: id) else { return }
        finger.startMove(by: by, duration: duration, at: now)
        try keyboardNoticesDrag(on: stage.scrollView(id), moving: by != .zero)
    }

    /// The end of a `moveBy`: a turn in which the finger is exactly where the move ends.
    func finishMove(_ id: String) throws(RunFailure) {
        guard let finger = touches.finger(on: id) else { return }
        try turn(.input("move(\(id))")) {
            touches.acting(finger) { finger.track(at: now) }
            if stage.keyboard.holder != nil { stage.moveKeyboard(to: now) }
        }
    }

    /// The finger on `id` lifts, at `release`.
    func lift(_ id: String, release: Step.Release) throws(RunFailure) {
        guard let finger = touches.lift(on: id) else { return }
        let velocity: Vector
        switch release {
        case .velocity(let value): velocity = value
        case .finger: velocity = finger.velocity(at: now)
        }
        try turn(.input("lift(\(id))")) {
            touches.acting(finger) { finger.track(at: now) }
            if stage.keyboard.holder != nil { stage.moveKeyboard(to: now) }
            touches.acting(finger) { finger.lift(at: now, release: velocity) }
            stage.letGo(of: finger)
            keyboardNoticesLift(of: finger, release: velocity)
        }
    }

    /// A drag: touch down, move `by` over `duration`, lift at `release`.
    func drag(_ drag: Step.Drag, at mark: Mark) throws(RunFailure) {
        try touchDown(drag.scrollView, at: mark)
        try startMove(drag.scrollView, by: drag.by, duration: drag.duration)
        try advance(to: now + drag.duration)
        try lift(drag.scrollView, release: drag.release)
    }

    /// Touch down and lift at once, at `velocity`: its direction decides
    /// which scroll view takes it.
    func fling(_ id: String, velocity: Vector, at mark: Mark) throws(RunFailure) {
        let finger = Finger(scrollView: id, gesture: try gesture(touching: id, at: mark))
        try turn(.input("fling(\(id))")) {
            touches.acting(finger) {
                finger.touchDown()
                finger.lift(at: now, release: velocity)
            }
            stage.letGo(of: finger)
        }
        try keyboardNoticesDrag(on: stage.scrollView(id), moving: velocity != .zero)
    }

    /// `setContentOffset(_:animated:)`.
    func scroll(_ scroll: Step.ScrollTo) throws(RunFailure) {
        let scrollView = stage.scrollView(scroll.scrollView)
        try turn(.input("scrollTo(\(scroll.scrollView))")) {
            // `bottom` and `right` are the bounds a zoom under way leaves when it ends.
            scrollView.finishZoomAnimation()
            let offset = scrollView.offset(of: scroll.offset)
            let across = scroll.crossOffset.map(scrollView.offset(of:))
            scrollView.scroll(to: offset, across: across, animated: scroll.animated, duration: scroll.duration, at: now)
        }
    }

    /// `set`: new content height, insets or viewport, in one turn.
    func change(_ changes: [Step.ContentChange]) throws(RunFailure) {
        let names = changes.map(\.scrollView).joined(separator: ", ")
        try turn(.input("set(\(names))")) {
            for change in changes {
                stage.scrollView(change.scrollView).change(vertical: change.vertical, horizontal: change.horizontal, at: now)
            }
        }
    }

    /// A script step naming a behaviour (`endRefreshing: refresh`), in a turn of its own.
    func perform(_ command: String, on behaviour: String) throws(RunFailure) {
        try turn(.input("\(command)(\(behaviour))")) { registry.commands[behaviour]?[command]?() }
    }

    /// What a finger on `id` moves.
    private func gesture(touching id: String, at mark: Mark) throws(RunFailure) -> Gesture {
        try requireVisible(id, at: mark)
        return Gesture.touching(stage.scrollView(id))
    }

    /// Fingers reach only scroll views on a visible screen.
    func requireVisible(_ id: String, at mark: Mark) throws(RunFailure) {
        let owner = spec.screens.first { $0.scrollViews.contains { $0.id == id } }
        if let owner, !stage.screen(owner.id).isVisible {
            throw RunFailure("cannot touch `\(id)`: its screen `\(owner.id)` is not visible at t=\(now); \(stage.navigation.stepShowing(owner.id))", at: mark)
        }
    }
}
