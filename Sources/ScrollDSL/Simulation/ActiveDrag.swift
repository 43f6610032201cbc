/// A finger moving linearly across a scroll view for a drag step.
struct ActiveDrag {
    let target: any DragTarget
    let start: VirtualTime
    let duration: VirtualTime
    let by: Double

    /// How far the finger has moved at `time`.
    func distance(at time: VirtualTime) -> Double {
        guard duration > .zero, time < start + duration else { return by }
        return by * Double((time - start).nanoseconds) / Double(duration.nanoseconds)
    }

    /// The finger's speed, in points per second.
    var fingerVelocity: Double {
        duration > .zero ? by / duration.seconds : 0
    }
}
