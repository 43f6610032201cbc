/// A scroll view as declared: its content, viewport and physics settings.
public struct ScrollViewSpec: Sendable {
    /// Its identifier.
    public var id: String
    /// Height of the scrolled content.
    public var contentHeight: Double
    /// Height of the visible area; defaults to the device height.
    public var viewportHeight: Double
    /// The adjusted content inset.
    public var contentInset: ContentInset
    /// Whether it rubber-bands past its bounds.
    public var bounces: Bool
    /// Speed kept per millisecond of deceleration, in (0, 1).
    public var decelerationRate: Double
    /// Where it rests at time 0.
    public var initialOffset: OffsetTarget
    /// Whether the system scrolls it to the top on a status-bar tap.
    public var scrollsToTop = true
    /// Where it is declared.
    public var mark: Mark

    /// The smallest resting offset: `-contentInset.top`.
    public var top: Double { -contentInset.top }
    /// The largest resting offset, never above ``top``.
    public var bottom: Double { max(top, contentHeight + contentInset.bottom - viewportHeight) }

    /// The offset a target names.
    public func offset(of target: OffsetTarget) -> Double {
        target.offset(top: top, bottom: bottom)
    }
}

/// The adjusted content inset of a scroll view.
public struct ContentInset: Sendable, Equatable {
    /// Inset above the content.
    public var top: Double
    /// Inset below the content.
    public var bottom: Double

    /// Creates an inset.
    public init(top: Double = 0, bottom: Double = 0) {
        self.top = top
        self.bottom = bottom
    }
}

/// An offset given as a bound or as a number.
public enum OffsetTarget: Sendable, Equatable {
    case top
    case bottom
    case value(Double)

    /// How a spec writes it: `top`, `bottom` or the number.
    public var word: String {
        switch self {
        case .top: return "top"
        case .bottom: return "bottom"
        case .value(let value): return value.formatted
        }
    }

    /// The offset this names, for a scroll view with these bounds.
    public func offset(top: Double, bottom: Double) -> Double {
        switch self {
        case .top: return top
        case .bottom: return bottom
        case .value(let value): return value
        }
    }
}

/// The named deceleration rates of UIKit.
public enum DecelerationRate {
    /// `UIScrollView.DecelerationRate.normal`.
    public static let normal = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fast = 0.99
}
