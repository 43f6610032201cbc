/// The system's scroll to the top after a status-bar tap, as
/// `scrollViewShouldScrollToTop` is asked about it.
public final class ScrollToTopRequest {
    /// Whether the scroll view scrolls to its top; a behaviour that handles
    /// the tap itself sets `false`.
    public var shouldScroll = true

    /// A request the scroll view grants unless told otherwise.
    public init() {}
}
