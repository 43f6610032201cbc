/// What a run recorded for `--plot`: properties over virtual time, the script's
/// steps, and the failed expectations.
public struct PlotData: Sendable {
    /// One property over time: a point each time its value changed.
    package struct Series: Sendable {
        /// `feed.offset`, `titleBar.position`, …
        package let path: PropertyPath
        /// The kind of value it holds.
        package let kind: ValueKind
        /// Values in time order.
        package internal(set) var points: [(time: VirtualTime, value: PropertyValue)] = []
        /// What the plot calls it, when not its path (`feed.offset (recording)`).
        package var label: String?

        /// What the legend and its tooltip say.
        package var name: String { label ?? path.description }

        /// Whether the values are numbers (drawn on the axes) rather than words (drawn as a lane).
        package var isNumeric: Bool { kind == .number }
    }

    /// A script step, drawn as a marker on the time axis.
    package struct StepMarker: Sendable {
        /// When the step began.
        package let time: VirtualTime
        /// The step's line in the script.
        package let line: Int
        /// What the marker says, such as `drag feed`.
        package let label: String
    }

    /// A failed check, drawn where the value was.
    package struct FailureMarker: Sendable {
        /// When the check failed.
        package let time: VirtualTime
        /// The property that failed it.
        package let path: PropertyPath
        /// Its value then.
        package let value: PropertyValue
        /// The failure, as reports write it.
        package let message: String
    }

    /// Why the run stopped before its script ended (a broken invariant, a
    /// limit, a step that could not be taken), drawn where it stopped.
    package struct StopMarker: Sendable {
        /// When the run stopped.
        package let time: VirtualTime
        /// Why, as reports write it.
        package let message: String
    }

    /// The spec's name, for the title.
    package let title: String
    /// The spec file, for the subtitle.
    package let file: String
    /// One series per plotted property.
    package internal(set) var series: [Series]
    /// The script's steps, in time order.
    package internal(set) var steps: [StepMarker] = []
    /// The failed checks, in time order.
    package internal(set) var failures: [FailureMarker] = []
    /// Why the run stopped early, if it did.
    package internal(set) var stop: StopMarker?
    /// When the run ended: the right end of the time axis.
    package internal(set) var endTime = VirtualTime.zero
}
