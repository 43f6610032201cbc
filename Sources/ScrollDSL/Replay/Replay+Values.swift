extension Replay {
    /// The value `path` (`feed.offset`) had at `time`: the last sample at or
    /// before it, numbers moving on smoothly between two samples of one
    /// motion, as the replay page draws them; `nil` before the first sample.
    func value(_ path: String, at time: VirtualTime) -> PropertyValue? {
        guard let seriesIndex = seriesByPath[path] else { return nil }
        let series = recording.series[seriesIndex]
        guard let index = Self.lastPoint(in: series.points, atOrBefore: time) else { return nil }
        let point = series.points[index]
        guard case .number(let from) = point.value, index + 1 < series.points.count,
              case .number(let to) = series.points[index + 1].value else { return point.value }
        let next = series.points[index + 1].time
        guard next - point.time <= Self.smoothGap else { return point.value }
        return .number(from + (to - from) * (time - point.time).seconds / (next - point.time).seconds)
    }

    /// The index of the last of `points` (in time order) at or before `time`, by halving.
    private static func lastPoint(in points: [(time: VirtualTime, value: PropertyValue)], atOrBefore time: VirtualTime) -> Int? {
        var (low, high) = (0, points.count)
        while low < high {
            let middle = (low + high) / 2
            if points[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    /// Two samples at most this far apart are one motion (a frame and a half).
    static let smoothGap = VirtualTime(nanoseconds: ReplayPage.frameInterval.nanoseconds * 3 / 2)

    /// A number `path` had at `time`, or `fallback`.
    func number(_ path: String, at time: VirtualTime, or fallback: Double) -> Double {
        if case .number(let value)? = value(path, at: time) { return value }
        return fallback
    }
}
