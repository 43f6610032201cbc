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
