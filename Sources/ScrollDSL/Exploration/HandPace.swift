/// How fast a hand moves and taps: the steps `explore` makes and shrinks
/// never move a finger or fling faster than ``fastestHand``, nor tap (the
/// status bar, a view, a point or a tab) sooner than ``minimumTapInterval``
/// after the last tap, as a finger cannot.
enum HandPace {
    /// The fastest a hand moves a finger or flings, in points per second.
    static let fastestHand = 10_000.0

    /// The least time between two taps: ten taps a second.
    static let minimumTapInterval = VirtualTime.milliseconds(100)

    /// Whether a finger makes `action` no faster than a hand: a drag's or
    /// move's distance over its duration, a fling's or release's velocity.
    static func isHandSpeed(_ action: Step.Action) -> Bool {
        switch action {
        case .drag(let drag):
            if case .velocity(let velocity) = drag.release, velocity.length > fastestHand { return false }
            return isHandSpeed(moving: drag.by, in: drag.duration)
        case let .moveBy(_, by, duration):
            return isHandSpeed(moving: by, in: duration)
        case let .fling(_, velocity), let .lift(_, .velocity(velocity)):
            return velocity.length <= fastestHand
        default:
            return true
        }
    }

    /// Whether a finger moving `distance` points in `duration` is no faster than a hand.
    private static func isHandSpeed(moving distance: Vector, in duration: VirtualTime) -> Bool {
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
        mutating func count(_ action: Step.Action) {
            if action.isTap {
                sinceTap = .zero
            } else if let since = sinceTap {
                sinceTap = since + action.certainDuration
            }
        }
    }
}

extension Step.Action {
    /// A tap of the status bar, a view, a point or a tab.
    var isTap: Bool {
        switch self {
        case .tapStatusBar, .tapView, .tap, .selectTab: return true
        default: return false
        }
    }

    /// The time the step takes whatever the world does (a `waitForIdle`
    /// may take none).
    var certainDuration: VirtualTime {
        switch self {
        case .drag(let drag): return drag.duration
        case let .moveBy(_, _, duration): return duration
        case .pinch(let pinch): return pinch.duration
        case .wait(let time): return time
        default: return .zero
        }
    }
}
