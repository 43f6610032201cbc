/// A run as a replay draws it: the spec it ran (its screens' geometry) and
/// the values it recorded at its frame interval, with its steps
/// and failures.
public struct Replay: Sendable {
    /// The spec that ran (for a device list, the device's variant).
    package let spec: Spec
    /// The sampled values, steps and failures.
    package let recording: PlotData
    /// Each recorded property's series, by path, so that drawing a frame
    /// looks each value up at once, however many properties there are.
    let seriesByPath: [String: Int]

    /// The replay of `spec`'s run that recorded `recording`.
    package init(spec: Spec, recording: PlotData) {
        self.spec = spec
        self.recording = recording
        seriesByPath = Dictionary(recording.series.indices.map { (recording.series[$0].path.description, $0) }) { first, _ in first }
    }
}
