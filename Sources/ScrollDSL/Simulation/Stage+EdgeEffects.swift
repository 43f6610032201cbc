/// Edge effects (`SV.edgeEffect.EDGE.active|style|hidden`): an edge is active
/// where a bar overlaps it and content passes under the bar there.
extension Stage {
    /// What `path` reads of `scrollView`'s edge effects now.
    func edgeEffectValue(of scrollView: SimulatedScrollView, _ path: EdgeEffectPath) -> PropertyValue {
        let declared = scrollView.edgeEffectsBox?.value[path.edge] ?? EdgeEffect()
        switch path.field {
        case .style: return .text(declared.style.rawValue)
        case .hidden: return .boolean(declared.hidden)
        case .active: return .boolean(!declared.hidden && isEdgeUnderBar(scrollView, path.edge))
        }
    }

    /// Whether a bar that follows `scrollView` overlaps `edge` of it, with
    /// content under the bar: at the top, the navigation bar of its screen, shown and
    /// off its scroll-edge appearance; at the bottom, the tab bar (and its
    /// accessory) or the toolbar, with content past the visible area's end.
    /// The scroll view of a screen not shown has no active edge.
    private func isEdgeUnderBar(_ scrollView: SimulatedScrollView, _ edge: ScrollEdge) -> Bool {
        let screen = screen(showing: scrollView)
        guard screen.isVisible else { return false }
        switch edge {
        case .top:
            guard let bar = screen.navigationBar, bar.style != .hidden, !screen.isNavigationBarHidden,
                  screen.contentScrollView === scrollView else { return false }
            return !screen.isAtScrollEdge
        case .bottom:
            let hasBottomBar = selectedTab != nil || (screen.toolbarBand > 0 && !screen.isToolbarHidden)
            guard hasBottomBar, screen.primaryScrollView === scrollView else { return false }
            return scrollView.offset < scrollView.bottom
        case .left, .right:
            return false
        }
    }
}
