import Foundation

/// The header that slides away as the list scrolls and comes back (seed 002):
/// the view controller feeds it each `scrollViewDidScroll`, and sets the
/// header's top constraint to each constant it sends.
public final class HeaderViewModel {
    /// What the view controller reads off the scroll view at each `scrollViewDidScroll`.
    public struct ScrollInfo: Equatable {
        public var contentOffsetY: CGFloat
        public var topConstraintConstant: CGFloat
        public var heightOfViewToMove: CGFloat
        public var hasReachedTop: Bool
        public var hasReachedBottom: Bool
        /// The resting range of the offset: `-adjustedContentInset.top` to the bottom.
        public var restingOffsets: ClosedRange<CGFloat>

        public init(
            contentOffsetY: CGFloat, topConstraintConstant: CGFloat, heightOfViewToMove: CGFloat,
            hasReachedTop: Bool, hasReachedBottom: Bool, restingOffsets: ClosedRange<CGFloat>
        ) {
            self.contentOffsetY = contentOffsetY
            self.topConstraintConstant = topConstraintConstant
            self.heightOfViewToMove = heightOfViewToMove
            self.hasReachedTop = hasReachedTop
            self.hasReachedBottom = hasReachedBottom
            self.restingOffsets = restingOffsets
        }
    }

    public enum Input {
        case scrollViewDidScroll(ScrollInfo)
    }

    public enum Output: Equatable {
        case topConstraintConstant(CGFloat)
    }

    /// Called with each output, on the caller's thread.
    public var onOutput: ((Output) -> Void)?
    private var previous: ScrollInfo?

    public init() {}

    public func apply(_ input: Input) {
        switch input {
        case .scrollViewDidScroll(let info):
            defer { previous = info }
            guard let previous, !(info.hasReachedTop && info.hasReachedBottom) else { return }
            onOutput?(.topConstraintConstant(constant(from: previous, to: info)))
        }
    }

    /// The seed's math (`combinePrevious`, then the delta), with offsets held
    /// to the resting range: a bounce at either end moves the content, not
    /// the header (the spec "bounce at the bottom" failed without it, the
    /// header peeking in as the content sprang back).
    private func constant(from previous: ScrollInfo, to current: ScrollInfo) -> CGFloat {
        let range = current.restingOffsets
        let delta = current.contentOffsetY.clamped(to: range) - previous.contentOffsetY.clamped(to: range)
        let minimumConstantValue = -current.heightOfViewToMove
        if delta < 0 {
            return min(current.topConstraintConstant - delta, 0)
        }
        return max(minimumConstantValue, current.topConstraintConstant - delta)
    }
}

extension CGFloat {
    fileprivate func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
