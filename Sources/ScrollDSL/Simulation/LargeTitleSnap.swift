/// A large title never rests part way in UIKit: when the content scroll view
/// of a large navigation bar turns idle after a gesture with the title part
/// collapsed, the content animates to the nearer state.
struct LargeTitleSnap {
    /// How long the content takes to reach the nearer state (a DSL choice:
    /// UIKit documents none), on the smoothstep curve.
    static let duration = VirtualTime.milliseconds(300)

    /// The app's top inset the spec declares: above it, a refresh control holds
    /// the list under its spinner, and the title stays as it is.
    let declaredInsetTop: Double
    /// Whether a gesture ended (a lift, a caught motion let go, a glide handed
    /// on) and what follows is its own: no programmatic scroll, content or inset
    /// change, or glide target a behaviour chose since.
    var isArmed = false

    /// Where the content goes when it rests `scrolled` points past `top`: to
    /// `top` below half the large title, to the standard bar from half on
    /// (the tie a DSL choice); `nil` when the title rests in full or collapsed.
    static func target(scrolled: Double, top: Double) -> Double? {
        let height = BarMetrics.largeTitle
        guard scrolled > 0, scrolled < height else { return nil }
        return scrolled < height / 2 ? top : top + height
    }
}

extension SimulatedScrollView {
    /// Turned idle: the large title's snap, if a gesture armed it and the title rests part way.
    func snapLargeTitle() {
        guard var snap = largeTitleSnap, snap.isArmed else { return }
        snap.isArmed = false
        largeTitleSnap = snap
        guard phase == .idle, contentInset.top <= snap.declaredInsetTop,
              let target = LargeTitleSnap.target(scrolled: offset - top, top: top) else { return }
        scroll(to: target, animated: true, duration: LargeTitleSnap.duration, at: clock.now)
    }
}
