/// The delegate moments of a scroll view that few behaviours hear, made when
/// the first behaviour asks for one: a screen of a thousand scroll views no
/// behaviour listens to allocates none of them.
final class ScrollViewMoments {
    let willEndDragging = PublishSubject<DragRelease>("willEndDragging")
    let willBeginDecelerating = PublishSubject<Void>("willBeginDecelerating")
    let didEndDecelerating = PublishSubject<Void>("didEndDecelerating")
    let didEndScrollingAnimation = PublishSubject<Void>("didEndScrollingAnimation")
    let shouldScrollToTop = PublishSubject<ScrollToTopRequest>("shouldScrollToTop")
    let didScrollToTop = PublishSubject<Void>("didScrollToTop")
    let didChangeLayout = PublishSubject<LayoutChange>("didChangeLayout")

    /// Cuts every moment from the behaviours' graphs.
    func removeAllObservers() {
        for subject in [willBeginDecelerating, didEndDecelerating, didEndScrollingAnimation, didScrollToTop] {
            subject.removeAllObservers()
        }
        willEndDragging.removeAllObservers()
        shouldScrollToTop.removeAllObservers()
        didChangeLayout.removeAllObservers()
    }
}
