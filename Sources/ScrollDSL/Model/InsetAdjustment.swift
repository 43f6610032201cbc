/// How the system adjusts one scroll view's inset (UIKit's
/// `adjustedContentInset = contentInset + the safe area and bars it overlaps`),
/// worked out once from the screen's bars and the scroll view's frame.
package struct InsetAdjustment: Sendable, Equatable {
    // Ordered to pack (eight-byte fields first): every scroll view holds one.

    /// What the safe area and the bars cover of the scroll view's frame, per side.
    package var overlap: ContentInset
    /// The bottom of its frame on the screen, where a keyboard may cover it;
    /// `nil` inside another scroll view, which the keyboard leaves alone.
    package var frameBottom: Double?
    /// `contentInsetAdjustmentBehavior`.
    package var behavior: InsetAdjustmentBehavior
    /// Whether `automatic` adjusts it vertically whatever its content: the
    /// screen's own scroll view, in a navigation or tab bar controller.
    package var inController: Bool

    /// No bars and no safe area: the inset is the app's, as in version 1 of the language.
    package static func none(frameBottom: Double?) -> InsetAdjustment {
        InsetAdjustment(overlap: ContentInset(), frameBottom: frameBottom, behavior: .automatic, inController: false)
    }

    /// The system's part of the inset of a scroll view along `axis` with this
    /// content and viewport, while a keyboard's top edge is at `keyboardTop`
    /// on the screen (`nil` when none shows) and the bands of `hiddenBars`
    /// are hidden (a navigation bar at the top, a toolbar at the bottom): the
    /// keyboard's overlap replaces the bottom bars' when it is larger, as apps set it.
    package func inset(
        axis: ScrollAxis, content: (width: Double, height: Double), viewport: (width: Double, height: Double), keyboardTop: Double? = nil,
        hiddenBars: ContentInset = ContentInset()
    ) -> ContentInset {
        guard behavior != .never else { return ContentInset() }
        let vertical = adjustsVertically(axis: axis, content: content.height, viewport: viewport.height)
        let horizontal = adjustsHorizontally(axis: axis, content: content.width, viewport: viewport.width)
        var inset = ContentInset(
            top: vertical ? max(0, overlap.top - hiddenBars.top) : 0, bottom: vertical ? max(0, overlap.bottom - hiddenBars.bottom) : 0,
            left: horizontal ? overlap.left : 0, right: horizontal ? overlap.right : 0
        )
        if let keyboardTop, let frameBottom, axis.scrollsVertically {
            inset.bottom = max(inset.bottom, min(viewport.height, frameBottom - keyboardTop))
        }
        return inset
    }

    private func adjustsVertically(axis: ScrollAxis, content: Double, viewport: Double) -> Bool {
        guard axis.scrollsVertically else { return false }
        switch behavior {
        case .always: return true
        case .never: return false
        case .scrollableAxes: return content > viewport
        case .automatic: return inController || content > viewport
        }
    }

    private func adjustsHorizontally(axis: ScrollAxis, content: Double, viewport: Double) -> Bool {
        guard axis.scrollsHorizontally else { return false }
        switch behavior {
        case .always: return true
        case .never: return false
        case .scrollableAxes, .automatic: return content > viewport
        }
    }
}

extension ContentInset {
    /// The insets before and after the content along one axis: left and
    /// right horizontally, top and bottom vertically.
    func along(horizontally: Bool) -> (before: Double, after: Double) {
        horizontally ? (left, right) : (top, bottom)
    }

    /// Sets the insets before and after the content along one axis.
    mutating func set(_ sides: (before: Double, after: Double), horizontally: Bool) {
        if horizontally { (left, right) = sides } else { (top, bottom) = sides }
    }

    /// The sum of two insets, side by side.
    static func + (lhs: ContentInset, rhs: ContentInset) -> ContentInset {
        ContentInset(top: lhs.top + rhs.top, bottom: lhs.bottom + rhs.bottom, left: lhs.left + rhs.left, right: lhs.right + rhs.right)
    }
}

extension InsetAdjustment {
    /// Equal to the bit: `0` and `-0` differ, so that sharing one never changes a result.
    func isIdentical(to other: InsetAdjustment) -> Bool {
        behavior == other.behavior && inController == other.inController
            && overlap.isIdentical(to: other.overlap) && frameBottom?.bitPattern == other.frameBottom?.bitPattern
    }
}

extension ContentInset {
    /// Equal to the bit, side by side.
    func isIdentical(to other: ContentInset) -> Bool {
        top.bitPattern == other.top.bitPattern && bottom.bitPattern == other.bottom.bitPattern
            && left.bitPattern == other.left.bitPattern && right.bitPattern == other.right.bitPattern
    }
}
