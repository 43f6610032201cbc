/// What a device recorded of a run (`{"scrollrecording": 1, …}` JSON lines):
/// each frame's `contentOffset` and phase of the scroll views it watched, and
/// the finger's touches. `scrollrun compare` holds a run against it.
public struct Recording: Sendable {
    /// The file it was read from, for messages.
    public let file: String
    /// The width of the screen it was recorded on, in points.
    public let deviceWidth: Double
    /// The height of the screen it was recorded on, in points.
    public let deviceHeight: Double
    /// Each scroll view line, in time order.
    let frames: [Frame]
    /// Each touch line, in time order.
    let touches: [Touch]

    /// A scroll view as one frame showed it (`CADisplayLink.timestamp`).
    struct Frame: Sendable {
        var time: VirtualTime
        var scrollView: String
        var x: Double
        var y: Double
        /// `nil` when the line gives none.
        var phase: ScrollPhase?
        var line: Int
    }

    /// A touch of the finger: `down`, `move` or `up`, on the screen.
    struct Touch: Sendable {
        enum Kind: String, Sendable { case down, move, up }
        var time: VirtualTime
        var kind: Kind
        var x: Double
        var y: Double
        var line: Int
    }

    /// Its last line's number.
    var lastLine: Int { max(frames.last?.line ?? 1, touches.last?.line ?? 1) }

    /// The time of its last line.
    var end: VirtualTime { max(frames.last?.time ?? .zero, touches.last?.time ?? .zero) }
}
