/// A scroll view as declared: its content, viewport and physics settings.
package struct ScrollViewSpec: Sendable {
    // Stored properties are ordered to pack (eight-byte fields first, the
    // one-byte ones last): a large spec holds thousands of scroll views.

    /// Its identifier.
    package var id: String
    /// Height of the scrolled content.
    package var contentHeight: Double
    /// Height of the visible area; defaults to the device height.
    package var viewportHeight: Double
    /// Width of the scrolled content; the viewport's width unless the spec says.
    package var contentWidth = 0.0
    /// Width of the visible area; defaults to the device width.
    package var viewportWidth = 0.0
    /// The inset the app sets (`contentInset`); the system adds ``insetAdjustment``'s part.
    package var contentInset: ContentInset
    /// Speed kept per millisecond of deceleration, in (0, 1).
    package var decelerationRate: Double
    /// The smallest scale a pinch or `zoomTo` reaches; the scroll view zooms
    /// when it differs from ``maximumZoomScale``.
    package var minimumZoomScale = 1.0
    /// The largest scale a pinch or `zoomTo` reaches (`bouncesZoom` overshoots it during a pinch).
    package var maximumZoomScale = 1.0
    /// The scroll view whose content holds it, and where (`in`, `at`).
    package var container: Containment? {
        get { containerBox?.value }
        set { containerBox = newValue.map(Boxed.init) }
    }
    /// ``container``, boxed: few scroll views sit inside another, and the
    /// rest carry a reference rather than room for a `Containment`.
    var containerBox: Boxed<Containment>?
    /// Its items in sections, when it declares them (`items`, `sections`, or
    /// a list's `rows`); its content length along the axis is then theirs.
    package var sections: [ItemSection]?
    /// The space between adjacent items, headers and footers (`spacing`).
    package var itemSpacing = 0.0
    /// Whether its items are 1.2's `rows`, which steps made for it name as rows.
    var declaresRows = false
    /// Where its content rests and stays as it changes (`anchor`, `scrollPosition`, `bounceBehavior`).
    var anchoring: ScrollAnchoring {
        get { anchoringBox?.value ?? ScrollAnchoring() }
        set { anchoringBox = newValue == ScrollAnchoring() ? nil : Boxed(newValue) }
    }
    /// ``anchoring``, boxed: few scroll views anchor.
    var anchoringBox: Boxed<ScrollAnchoring>?
    /// The style and visibility of its edge effects (`edgeEffect`).
    var edgeEffects: ScrollEdgeEffects {
        get { edgeEffectsBox?.value ?? ScrollEdgeEffects() }
        set { edgeEffectsBox = newValue == ScrollEdgeEffects() ? nil : Boxed(newValue) }
    }
    /// ``edgeEffects``, boxed: few scroll views declare theirs.
    var edgeEffectsBox: Boxed<ScrollEdgeEffects>?
    /// How the system adds the safe area and bars to its inset.
    package var insetAdjustment: InsetAdjustment {
        get { insetAdjustmentBox?.value ?? .none(frameBottom: nil) }
        set { insetAdjustmentBox = Boxed(newValue) }
    }
    /// ``insetAdjustment``, boxed: the scroll views of screens alike share
    /// one (the decoder passes a box on while the adjustment stays the same).
    var insetAdjustmentBox: Boxed<InsetAdjustment>?
    /// Where it is declared.
    package var mark: Mark
    /// Where it rests at time 0, along its axis (vertical for `both`).
    package var initialOffset: OffsetTarget
    /// Where it rests at time 0 across its axis (`both` scroll views may say; `left` otherwise).
    package var initialCrossOffset = OffsetTarget.top
    /// The axes it scrolls along.
    package var axis = ScrollAxis.vertical
    /// Whether it rubber-bands past its bounds.
    package var bounces: Bool
    /// Whether the system scrolls it to the top on a status-bar tap.
    package var scrollsToTop = true
    /// Whether a `both` scroll view moves only along a gesture's dominant direction.
    package var directionalLock = false
    /// `bouncesZoom`: a pinch may overshoot a limit and animates back to it.
    package var bouncesZoom = true
    /// What dragging it does to the keyboard.
    package var keyboardDismissMode = KeyboardDismissMode.none

    /// The system's part of its inset at time 0.
    package var systemInset: ContentInset {
        insetAdjustment.inset(axis: axis, content: (contentWidth, contentHeight), viewport: (viewportWidth, viewportHeight))
    }
    /// `adjustedContentInset` at time 0: the app's inset and the system's.
    package var adjustedContentInset: ContentInset { contentInset + systemInset }

    /// Whether its limits let it zoom.
    package var zooms: Bool { maximumZoomScale > minimumZoomScale }

    /// The smallest resting vertical offset: `-adjustedContentInset.top`.
    package var top: Double { restingBounds(adjusted: adjustedContentInset).vertical.lower }
    /// The largest resting vertical offset, never above ``top``.
    package var bottom: Double { restingBounds(adjusted: adjustedContentInset).vertical.upper }
    /// The smallest resting horizontal offset: `-adjustedContentInset.left`.
    package var left: Double { restingBounds(adjusted: adjustedContentInset).horizontal.lower }
    /// The largest resting horizontal offset, never below ``left``.
    package var right: Double { restingBounds(adjusted: adjustedContentInset).horizontal.upper }

    /// The resting bounds along its axis (vertical for `both`), or across it.
    package func bounds(across: Bool = false) -> (lower: Double, upper: Double) {
        let bounds = restingBounds(adjusted: adjustedContentInset)
        return (axis == .horizontal) != across ? bounds.horizontal : bounds.vertical
    }

    /// Where it rests at time 0 along its axis within the bounds `top`…`bottom`:
    /// `anchor.initialOffset`'s point, or `initialOffset`.
    func restingOffset(top: Double, bottom: Double) -> Double {
        anchoring.initialOffset.map { ScrollAnchoring.offset($0, top: top, bottom: bottom) } ?? initialOffset.offset(top: top, bottom: bottom)
    }

    /// The offset a target names along its axis, or across it.
    package func offset(of target: OffsetTarget, across: Bool = false) -> Double {
        let bounds = bounds(across: across)
        return target.offset(top: bounds.lower, bottom: bounds.upper)
    }

    /// The resting offsets at time 0 with the inset `adjusted`, vertical and
    /// horizontal: from minus the inset before the content to the content's
    /// end and the inset after it, less the viewport, never below the first.
    func restingBounds(adjusted: ContentInset) -> (vertical: (lower: Double, upper: Double), horizontal: (lower: Double, upper: Double)) {
        let alignment = anchoring.alignment
        let vertical = ScrollAnchoring.bounds(lower: -adjusted.top, length: contentHeight + adjusted.bottom, viewport: viewportHeight, alignment: axis == .horizontal ? nil : alignment)
        let horizontal = ScrollAnchoring.bounds(lower: -adjusted.left, length: contentWidth + adjusted.right, viewport: viewportWidth, alignment: axis == .horizontal ? alignment : nil)
        return ((vertical.top, vertical.bottom), (horizontal.top, horizontal.bottom))
    }
}

/// Where a scroll view sits inside another's content (`in: OUTER`, `at: {x, y}`).
package struct Containment: Sendable {
    /// A point of the outer content.
    package struct Origin: Sendable, Equatable {
        /// Points from the outer content's left edge.
        package var x: Double
        /// Points from the outer content's top edge.
        package var y: Double
    }

    /// The enclosing scroll view.
    package var outer: String
    /// The inner frame's origin in the outer content.
    package var origin: Origin
    /// Where `in` is written.
    package var mark: Mark
    /// Where `at` is written.
    package var originMark: Mark
}

/// The axes a scroll view scrolls along (`axis`).
public enum ScrollAxis: String, Sendable, CaseIterable {
    /// Up and down only (the default).
    case vertical
    /// Left and right only.
    case horizontal
    /// Both ways, as a canvas or a zoomed photo.
    case both

    /// Whether it scrolls along x.
    public var scrollsHorizontally: Bool { self != .vertical }
    /// Whether it scrolls along y.
    public var scrollsVertically: Bool { self != .horizontal }
}

/// A content inset: the four sides by which content is inset from the viewport.
public struct ContentInset: Sendable, Equatable {
    /// Inset above the content.
    public var top: Double
    /// Inset below the content.
    public var bottom: Double
    /// Inset before the content's left edge.
    public var left: Double
    /// Inset after the content's right edge.
    public var right: Double

    /// The sides a spec writes, in order.
    public static let sides = ["top", "bottom", "left", "right"]

    /// Creates an inset.
    public init(top: Double = 0, bottom: Double = 0, left: Double = 0, right: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }
}

/// An offset given as a bound or as a number: `top` and `bottom` name the
/// vertical bounds as `left` and `right` name the horizontal ones.
package enum OffsetTarget: Sendable, Equatable {
    /// The least vertical offset: `-adjustedContentInset.top`.
    case top
    /// The greatest vertical offset.
    case bottom
    /// The least horizontal offset.
    case left
    /// The greatest horizontal offset.
    case right
    /// An offset in points along the scroll view's axis.
    case value(Double)

    /// How a spec writes it: `top`, `bottom`, `left`, `right` or the number.
    package var word: String {
        switch self {
        case .top: return "top"
        case .bottom: return "bottom"
        case .left: return "left"
        case .right: return "right"
        case .value(let value): return value.formatted
        }
    }

    /// The offset this names, for an axis with these bounds (`top` or `left`
    /// the lower, `bottom` or `right` the upper).
    package func offset(top: Double, bottom: Double) -> Double {
        switch self {
        case .top, .left: return top
        case .bottom, .right: return bottom
        case .value(let value): return value
        }
    }
}

/// The named deceleration rates of UIKit.
package enum DecelerationRate {
    /// `UIScrollView.DecelerationRate.normal`.
    package static let normal = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    package static let fast = 0.99
}
