/// Bounds on numbers in a spec, beyond which a value is a mistake rather than
/// a design (1e308 points of content, a fling at the speed of light).
enum SpecLimits {
    /// The largest length or offset, in points.
    static let length = 10_000_000.0
    /// The largest zoom scale or pinch factor a spec may give.
    static let zoomScale = 1000.0
    /// The largest velocity, in points per second.
    static let velocity = 1_000_000.0
    /// The largest device dimension, in points.
    static let deviceSize = 10_000.0
    /// The most hit tests UIKit could plausibly make for one tap.
    static let hitTestsPerTap = 100
    /// The most steps a script may have.
    static let steps = 100_000
    /// The most items (or rows) a scroll view may declare or a step insert.
    static let items = 100_000
    /// The most rows a script's `insertRows` and `deleteRows` may lay out
    /// again, counting every row of the list after each step (each moves the
    /// rows after it): 99,990 insertions at the front of a list would be quadratic.
    static let itemsLaidOut = 10_000_000
    /// The most devices a `device` list may hold (each runs the script again).
    static let devices = 64
    /// The most samples one `touches` step may play (an hour at 120 Hz is 432,000).
    static let touchSamples = 1_000_000
    /// The latest time of a sample, in milliseconds from its step's start (a day).
    static let touchSampleTime = 86_400_000.0
}
