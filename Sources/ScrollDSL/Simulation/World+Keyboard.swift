/// The keyboard: `showKeyboard` and `hideKeyboard`, the bottom insets it
/// gives, and the scroll views that dismiss it (`keyboardDismissMode`).
extension World {
    /// `showKeyboard`: it slides up; the visible screens' own scroll views
    /// get its overlap as bottom inset at once, as apps set it when told it will show.
    func showKeyboard(at mark: Mark) throws(RunFailure) {
        guard !stage.keyboard.isShown else {
            throw RunFailure("cannot show the keyboard at t=\(now): it is already shown; hide it first with `- hideKeyboard`", at: mark)
        }
        try turn(.input("showKeyboard")) {
            stage.keyboard.show(at: now)
            let top = stage.keyboard.shownTop
            for screen in setting.screens where stage.screen(screen.id).isVisible {
                for scrollView in screen.scrollViews where scrollView.insetAdjustment.frameBottom != nil {
                    stage.scrollView(scrollView.id).keyboardMoved(to: top, at: now)
                }
            }
        }
    }

    /// `hideKeyboard`: it slides down and the insets it gave are taken back.
    func hideKeyboard(at mark: Mark) throws(RunFailure) {
        guard stage.keyboard.isShown else {
            throw RunFailure("cannot hide the keyboard at t=\(now): it is not shown (a drag may have dismissed it); show it with `- showKeyboard`", at: mark)
        }
        try turn(.input("hideKeyboard")) { keyboardHides() }
    }

    /// The keyboard belongs to the screen it showed on: a push or pop away
    /// from it hides it at the transition's start, in a turn of its own
    /// (UIKit resigns the first responder when its view leaves the window).
    func keyboardLeavesWithScreen() throws(RunFailure) {
        guard stage.keyboard.isShown else { return }
        try turn(.input("dismissKeyboard")) { keyboardHides() }
    }

    /// The keyboard hides now (a step, a drag, the lift of the finger holding
    /// it, or its screen leaving); the insets it gave are taken back at once.
    func keyboardHides() {
        stage.keyboard.hide(at: now)
        for scrollView in stage.scrollViewList { scrollView.keyboardMoved(to: nil, at: now) }
    }

    /// A finger touched down on `scrollView`: with `interactive`, the shown
    /// keyboard follows it from now on wherever it goes below its top edge.
    /// The finger lands in the middle of the scroll view's frame.
    func keyboardNoticesTouch(of finger: Finger, on scrollView: SimulatedScrollView) {
        guard stage.keyboard.isShown, scrollView.keyboardDismissMode == .interactive else { return }
        stage.keyboard.hold(by: finger, touchY: scrollView.frameHeight / 2)
    }

    /// A finger starts dragging `scrollView` (moving, or a fling): with `onDrag`, the keyboard hides.
    func keyboardNoticesDrag(on scrollView: SimulatedScrollView, moving: Bool) throws(RunFailure) {
        guard moving, stage.keyboard.isShown, scrollView.keyboardDismissMode == .onDrag else { return }
        try turn(.input("dismissKeyboard", on: scrollView.id)) { keyboardHides() }
    }

    /// `finger` lifted at `release` (offset points per second; up the screen
    /// is positive): the keyboard it held hides when the finger moves down,
    /// and returns otherwise.
    func keyboardNoticesLift(of finger: Finger, release: Vector) {
        guard let holder = stage.keyboard.holder, holder.finger === finger else { return }
        if stage.keyboard.top > stage.keyboard.shownTop, release.y < 0 {
            keyboardHides()
        } else {
            stage.keyboard.letGo(at: now)
        }
    }
}
