/// How fast a hand moves and taps: the steps `explore` makes and shrinks
/// never move a finger or fling faster than ``fastestHand``, nor tap (the
/// status bar, a view, a point or a tab) sooner than ``minimumTapInterval``
/// after the last tap, as a finger cannot.
enum HandPace {
    /// The fastest a hand moves a finger or flings, in points per second.
    static let fastestHand = 10_000.0

    /// The least time between two taps: ten taps a second.
    static let minimumTapInterval = VirtualTime.milliseconds(100)

    /// Whether a finger moving `distance` points in `duration` is no faster than a hand.
    static func isHandSpeed(moving distance: Vector, in duration: VirtualTime) -> Bool {
        distance.length <= fastestHand * duration.seconds
    }

    /// Follows a script step by step: the time surely passed since its last tap.
    struct Clock {
        /// Since the last tap; `nil` before the first.
        private var sinceTap: VirtualTime?

        /// Whether a tap may come now.
        var allowsTap: Bool {
            sinceTap.map { $0 >= HandPace.minimumTapInterval } ?? true
        }

        /// Counts `action`: a tap starts the count again, and the time the
        /// step surely takes (a drag's, move's or pinch's duration, a wait) adds to it.
        mutating func count(_ action: any ScriptStep) {
            if action.isTap {
                sinceTap = .zero
            } else if let since = sinceTap {
                sinceTap = since + action.certainDuration
            }
        }
    }
}
