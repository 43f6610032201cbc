extension Replay {
    /// The value `path` (`feed.offset`) had at `time`: the last sample at or
    /// before it, numbers moving on smoothly between two samples of one
    /// motion, as the replay page draws them; `nil` before the first sample.
    func value(_ path: String, at time: VirtualTime) -> PropertyValue? {
        guard let series = recording.series.first(where: { $0.path.description == path }),
              let index = series.points.lastIndex(where: { $0.time <= time }) else { return nil }
        let point = series.points[index]
        guard case .number(let from) = point.value, index + 1 < series.points.count,
              case .number(let to) = series.points[index + 1].value else { return point.value }
        let next = series.points[index + 1].time
        guard next - point.time <= Self.smoothGap else { return point.value }
        return .number(from + (to - from) * (time - point.time).seconds / (next - point.time).seconds)
    }

    /// Two samples at most this far apart are one motion (a frame and a half).
    static let smoothGap = VirtualTime(nanoseconds: ReplayPage.frameInterval.nanoseconds * 3 / 2)

    /// A number `path` had at `time`, or `fallback`.
    func number(_ path: String, at time: VirtualTime, or fallback: Double) -> Double {
        if case .number(let value)? = value(path, at: time) { return value }
        return fallback
    }
}
