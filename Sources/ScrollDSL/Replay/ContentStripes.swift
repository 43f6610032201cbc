/// The stripes a replay draws on a scroll view's content so that its motion
/// shows: one every 100 pt of content, or every 200, 400, … once zoomed out so
/// far that a stripe would be under 8 pt on the screen. Only the stripes the
/// viewport shows are drawn, so a frame costs the same for any content size.
enum ContentStripes {
    /// The smallest stripe drawn, in points on the screen.
    static let smallest = 8.0

    /// A stripe's length on the screen at `zoom`.
    static func length(zoom: Double) -> Double {
        var stride = 100.0
        while stride * zoom < smallest { stride *= 2 }
        return stride * zoom
    }

    /// The stripes of `cell` points, over `content` points, that a viewport of
    /// `length` points from `offset` shows (at least the first, for content
    /// shorter than a stripe or out of sight).
    static func shown(from offset: Double, length: Double, cell: Double, content: Double) -> ClosedRange<Int> {
        let count = max(1, (content / cell).rounded(.up))
        let first = min(max(0, (offset / cell).rounded(.down)), count - 1)
        let last = min(max(first, ((offset + length) / cell).rounded(.up) - 1), count - 1)
        return Int(first)...Int(last)
    }
}
