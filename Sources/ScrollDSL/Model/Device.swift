/// The simulated phone a spec runs on.
public struct Device: Sendable, Equatable {
    /// Its name, when a spec lists several devices: `SE`, `ProMax`.
    public var name: String?
    /// Screen width in points.
    public var width: Double = 393
    /// Screen height in points; the default viewport height of scroll views.
    public var height: Double = 852
    /// Height of the status bar; taps above `statusBarHeight + 20` are status-bar taps.
    public var statusBarHeight: Double = 54
    /// Frames per second, 30…240.
    public var frameRate: Double = 120
    /// How many times UIKit hit-tests one tap.
    public var hitTestsPerTap: Int = 3
    /// `safeAreaInsets` of the window: the status bar and sensor housing
    /// above, the home indicator below.
    public var safeAreaInsets = ContentInset(top: 59, bottom: 34)
    /// The keyboard's height, the home indicator's area included.
    public var keyboardHeight: Double = 336

    /// The iPhone-sized defaults of docs/language.md.
    public init() {}

    /// Taps with `y` below this reach the status bar (its frame plus 20 pt of slop).
    public var statusBarTapLimit: Double { statusBarHeight + 20 }
}
