/// A finger's travel (points) or a velocity (points per second) on the
/// screen's two axes, in content-offset terms: a positive `y` moves the
/// content's offset down the content, as a finger moving up does; a positive
/// `x` moves it right. A spec's plain number is along its scroll view's axis.
public struct Vector: Sendable, Equatable {
    /// Along the horizontal axis.
    public var x: Double
    /// Along the vertical axis.
    public var y: Double

    /// A vector of components `x` and `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `value` along `axis` (vertical for `both`), nothing across.
    public init(_ value: Double, along axis: ScrollAxis) {
        self = axis == .horizontal ? Vector(x: value, y: 0) : Vector(x: 0, y: value)
    }

    /// Nothing either way.
    public static let zero = Vector(x: 0, y: 0)

    /// The component along `axis` (vertical for `both`).
    public func along(_ axis: ScrollAxis) -> Double { axis == .horizontal ? x : y }
    /// The component across `axis`.
    public func across(_ axis: ScrollAxis) -> Double { axis == .horizontal ? y : x }

    /// How labels write it: the number alone when it has no `x`, `{x, y}` otherwise.
    public var formatted: String {
        x == 0 ? y.formatted : "{x: \(x.formatted), y: \(y.formatted)}"
    }

    /// Its length.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Whether it points more sideways than up or down (`|x| > |y|`).
    public var isHorizontal: Bool { abs(x) > abs(y) }

    /// Each component scaled by `factor`.
    public static func * (vector: Vector, factor: Double) -> Vector {
        Vector(x: vector.x * factor, y: vector.y * factor)
    }

    /// Each component divided by `divisor`.
    public static func / (vector: Vector, divisor: Double) -> Vector {
        Vector(x: vector.x / divisor, y: vector.y / divisor)
    }

    /// The sum of two vectors.
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// The difference of two vectors.
    static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The same length, the other way.
    static prefix func - (vector: Vector) -> Vector {
        Vector(x: -vector.x, y: -vector.y)
    }
}
