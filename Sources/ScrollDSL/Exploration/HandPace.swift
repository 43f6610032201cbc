/// How fast a hand taps: the steps `explore` makes and shrinks never tap
/// (the status bar, a view, a point or a tab) sooner than
/// ``minimumTapInterval`` after the last tap, as a finger cannot.
enum HandPace {
    /// The least time between two taps: ten taps a second.
    static let minimumTapInterval = VirtualTime.milliseconds(100)

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
