/// One sample of a finger's path (`touches:`): when, from the step's start,
/// and where on the screen, in points.
package struct TouchSample: Sendable, Equatable {
    /// From the step's start.
    var time: VirtualTime
    /// Where the finger is on the screen (down the screen is positive `y`).
    var x: Double
    var y: Double

    /// A sample at `time` at the screen point (`x`, `y`).
    init(time: VirtualTime, x: Double, y: Double) {
        self.time = time
        self.x = x
        self.y = y
    }
}
