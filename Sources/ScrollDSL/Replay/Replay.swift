/// A run as a replay draws it: the spec it ran (its screens' geometry) and
/// the values it recorded ``ReplayPage/frameInterval`` apart, with its steps
/// and failures.
public struct Replay: Sendable {
    /// The spec that ran (for a device list, the device's variant).
    public let spec: Spec
    /// The sampled values, steps and failures.
    public let recording: PlotData
}
