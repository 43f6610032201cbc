/// The software keyboard: hidden below the screen, shown with its top edge at
/// `height` above the bottom, animating between the two with the system's
/// 250 ms curve, or held by a finger that drags it down (interactive dismissal).
struct Keyboard {
    /// How long showing and hiding animate (`UIKeyboardAnimationDurationUserInfoKey`).
    static let animationDuration = VirtualTime.milliseconds(250)

    /// Its frame's height.
    let height: Double
    /// The screen's height: where its top edge is while hidden.
    let screenHeight: Double
    /// Its top edge on the screen now.
    private(set) var top: Double
    /// Whether it is shown or showing (not hidden or hiding).
    private(set) var isShown = false
    /// The animation under way: from where, to where, since when.
    private var animation: (from: Double, to: Double, start: VirtualTime)?
    /// The finger holding it, with where that finger touched down on the screen.
    private(set) var holder: (finger: Finger, touchY: Double)?

    init(device: Device) {
        height = device.keyboardHeight
        screenHeight = device.height
        top = device.height
    }

    /// Its top edge while shown.
    var shownTop: Double { screenHeight - height }
    /// Whether it moves without a finger (showing or hiding).
    var isAnimating: Bool { animation != nil }

    /// Shows it, animated from where it is, at `time`.
    mutating func show(at time: VirtualTime) {
        isShown = true
        animate(to: shownTop, at: time)
    }

    /// Hides it, animated from where it is, at `time`.
    mutating func hide(at time: VirtualTime) {
        isShown = false
        holder = nil
        animate(to: screenHeight, at: time)
    }

    /// A finger that touched down at `touchY` on a scroll view that dismisses
    /// the keyboard interactively: from now on, where the finger goes below
    /// the keyboard's top edge the keyboard follows it.
    mutating func hold(by finger: Finger, touchY: Double) {
        holder = (finger, touchY)
    }

    /// The holding finger is `fingerY` down the screen: the top edge follows
    /// it between the shown position and the bottom.
    mutating func follow(fingerY: Double) {
        top = min(screenHeight, max(shownTop, fingerY))
    }

    /// The holding finger lifted without hiding it: it returns to where it shows.
    mutating func letGo(at time: VirtualTime) {
        holder = nil
        if top != shownTop { animate(to: shownTop, at: time) }
    }

    /// Moves along the animation to `time`.
    mutating func advance(to time: VirtualTime) {
        guard let animation else { return }
        let progress = (time - animation.start).seconds / Self.animationDuration.seconds
        if progress >= 1 {
            top = animation.to
            self.animation = nil
        } else {
            top = animation.from + (animation.to - animation.from) * ScrollPhysics.smoothstep(max(0, progress))
        }
    }

    private mutating func animate(to target: Double, at time: VirtualTime) {
        animation = top == target ? nil : (top, target, time)
    }
}
