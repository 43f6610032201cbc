/// The hardware keyboard: the scroll view with focus takes its presses.
extension World {
    /// `focus`: `id` takes the keyboard's presses from now on, as a finger's touch gives it.
    func focus(_ id: String, at mark: Mark) throws(RunFailure) {
        _ = try visibleScrollView(id, at: mark, for: "focus")
        focusedScrollView = id
    }

    /// The scroll view a key press scrolls: the focused one, on a visible
    /// screen, while no software keyboard shows (its text field takes the keys then).
    func scrollViewTakingKeys(at mark: Mark) throws(RunFailure) -> SimulatedScrollView {
        guard !stage.keyboard.isShown else {
            throw RunFailure("the keyboard shows at t=\(now): a key press goes to its text field, not to a scroll view; hide it first with `- hideKeyboard`", at: mark)
        }
        guard let id = focusedScrollView else {
            throw RunFailure("no scroll view has focus at t=\(now): a finger touches one first, or `- focus: SCROLLVIEW` gives it", at: mark)
        }
        return try visibleScrollView(id, at: mark, for: "press a key on")
    }

    /// A key press scrolls `scrollView` to (`x`, `y`), animated for
    /// `duration`, starting in the turn of the press.
    func pressKey(scrolling scrollView: SimulatedScrollView, toX x: Double, y: Double, duration: VirtualTime) throws(RunFailure) {
        try turn(.input("key", on: scrollView.id)) {
            let main = scrollView.axis == .horizontal ? x : y
            scrollView.scroll(to: main, across: scrollView.scrollsBoth ? x : nil, animated: true, duration: duration, at: now)
            scrollView.isPositionedByUser = true
        }
    }
}
