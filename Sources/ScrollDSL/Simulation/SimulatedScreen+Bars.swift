/// Bars that hide: `setNavigationBarHidden`, `setToolbarHidden` and
/// `hidesBarsOnSwipe`. The insets of the screen's scroll views follow at
/// once, as for the keyboard; the navigation bar's height animates.
extension SimulatedScreen {
    /// Hides or shows the navigation bar, animated over 330 ms or at once.
    func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard let navigationBar, navigationBar.style != .hidden, hidden != bars.navigationBarHidden else { return }
        let now = clock.now
        let from = navigationBarHeight
        bars.navigationBarHidden = hidden
        if animated {
            bars.animation = (hiding: hidden, from: from, start: now)
            activity.barsAnimationEnd = max(activity.barsAnimationEnd ?? now, now + BarMetrics.hidingDuration)
        } else {
            bars.animation = nil
        }
        insetsFollowBars()
    }

    /// Hides or shows the toolbar (its band leaves the bottom insets at once).
    func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard toolbarBand > 0, hidden != bars.toolbarHidden else { return }
        bars.toolbarHidden = hidden
        insetsFollowBars()
    }

    var isNavigationBarHidden: Bool { bars.navigationBarHidden }
    var isToolbarHidden: Bool { bars.toolbarHidden }

    /// A finger on the content scroll view has moved `distance` since its
    /// touch-down (content terms: positive when it moves the content up):
    /// past 10 pt up, the bars hide; past 10 pt down, they show.
    func fingerSwiped(_ distance: Double) {
        guard abs(distance) > BarMetrics.swipeDistance else { return }
        let hiding = distance > 0
        setNavigationBarHidden(hiding, animated: true)
        if toolbarHasItems { setToolbarHidden(hiding, animated: true) }
    }

    /// The bars show again, at once (the screen made anew).
    func showBars() {
        bars = BarsState()
    }

    /// Each scroll view of the screen takes the hidden bands out of its inset.
    private func insetsFollowBars() {
        let hidden = ContentInset(
            top: bars.navigationBarHidden ? navigationBar?.style.height ?? 0 : 0,
            bottom: bars.toolbarHidden ? toolbarBand : 0, left: 0, right: 0)
        for scrollView in scrollViews { scrollView.barsMoved(hiding: hidden, at: clock.now) }
    }
}

/// Which of a screen's bars are hidden, and the navigation bar's animation.
struct BarsState {
    var navigationBarHidden = false
    var toolbarHidden = false
    /// The navigation bar hiding or showing: which, from what height, since when.
    var animation: (hiding: Bool, from: Double, start: VirtualTime)?

    /// The navigation bar's height at `time`, `shown` being its height while it shows.
    func navigationBarHeight(shown: Double, at time: VirtualTime) -> Double {
        guard let animation, time < animation.start + BarMetrics.hidingDuration else { return navigationBarHidden ? 0 : shown }
        let eased = ScrollPhysics.smoothstep(max(0, (time - animation.start).seconds / BarMetrics.hidingDuration.seconds))
        let target = animation.hiding ? 0 : shown
        return animation.from + (target - animation.from) * eased
    }
}
