/// What a run recorded for `--plot`: properties over virtual time, the script's
/// steps, and the failed expectations.
public struct PlotData: Sendable {
    /// One property over time: a point each time its value changed.
    public struct Series: Sendable {
        /// `feed.offset`, `titleBar.position`, …
        public let path: PropertyPath
        /// The kind of value it holds.
        public let kind: ValueKind
        /// Values in time order.
        public internal(set) var points: [(time: VirtualTime, value: PropertyValue)] = []

        /// Whether the values are numbers (drawn on the axes) rather than words (drawn as a lane).
        public var isNumeric: Bool { kind == .number }
    }

    /// A script step, drawn as a marker on the time axis.
    public struct StepMarker: Sendable {
        /// When the step began.
        public let time: VirtualTime
        /// The step's line in the script.
        public let line: Int
        /// What the marker says, such as `drag feed`.
        public let label: String
    }

    /// A failed check, drawn where the value was.
    public struct FailureMarker: Sendable {
        /// When the check failed.
        public let time: VirtualTime
        /// The property that failed it.
        public let path: PropertyPath
        /// Its value then.
        public let value: PropertyValue
        /// The failure, as reports write it.
        public let message: String
    }

    /// Why the run stopped before its script ended (a broken invariant, a
    /// limit, a step that could not be taken), drawn where it stopped.
    public struct StopMarker: Sendable {
        /// When the run stopped.
        public let time: VirtualTime
        /// Why, as reports write it.
        public let message: String
    }

    /// The spec's name, for the title.
    public let title: String
    /// The spec file, for the subtitle.
    public let file: String
    /// One series per plotted property.
    public internal(set) var series: [Series]
    /// The script's steps, in time order.
    public internal(set) var steps: [StepMarker] = []
    /// The failed checks, in time order.
    public internal(set) var failures: [FailureMarker] = []
    /// Why the run stopped early, if it did.
    public internal(set) var stop: StopMarker?
    /// When the run ended: the right end of the time axis.
    public internal(set) var endTime = VirtualTime.zero
}

extension Step.Action {
    /// A short label for plot markers: `drag feed`, `tapStatusBar`, `expect`.
    var plotLabel: String {
        switch self {
        case .selectTab(let tab): return "selectTab \(tab)"
        case let .push(screen, _, fresh): return "push \(screen)" + (fresh ? " (fresh)" : "")
        case .pop: return "pop"
        case .tapStatusBar: return "tapStatusBar"
        case .showKeyboard: return "showKeyboard"
        case .hideKeyboard: return "hideKeyboard"
        case let .tap(x, y): return x.map { "tap x=\($0.formatted) y=\(y.formatted)" } ?? "tap y=\(y.formatted)"
        case .tapView(let view): return "tap \(view)"
        case .drag(let drag): return "drag \(drag.scrollView) \(drag.by.formatted)"
        case .fling(let scrollView, let velocity): return "fling \(scrollView) \(velocity.formatted)"
        case .scrollTo(let scroll): return "scrollTo \(scroll.scrollView)"
        case .scrollToRow(let scroll): return "scrollTo \(scroll.scrollView) row \(scroll.row)"
        case .insertRows(let insertion): return "insertRows \(insertion.scrollView) ×\(insertion.rows.count)"
        case .deleteRows(let deletion): return "deleteRows \(deletion.scrollView) ×\(deletion.rows.count)"
        case .pinch(let pinch): return "pinch \(pinch.scrollView) ×\(pinch.scale.formatted)"
        case .zoomTo(let zoom): return "zoomTo \(zoom.scrollView) \(zoom.scale.formatted)"
        case .wait(let duration): return "wait \(duration)"
        case .waitForIdle: return "waitForIdle"
        case .at(let time): return "at \(time)"
        case .expect: return "expect"
        case .log(let text): return text
        case .touchDown(let scrollView): return "touchDown \(scrollView)"
        case let .moveBy(scrollView, by, _): return "moveBy \(scrollView) \(by.formatted)"
        case .lift(let scrollView, _): return "lift \(scrollView)"
        case .set(let changes): return "set " + changes.map(\.scrollView).joined(separator: ", ")
        case .remember(let kept): return "remember " + kept.map(\.name).joined(separator: ", ")
        case let .command(name, behaviour): return "\(name) \(behaviour)"
        }
    }
}
