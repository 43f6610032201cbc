extension Step.ContentChange {
    /// What changes along y.
    var vertical: AxisLayout {
        AxisLayout(content: contentHeight, insetBefore: insetTop, insetAfter: insetBottom, viewport: viewportHeight)
    }
    /// What changes along x.
    var horizontal: AxisLayout {
        AxisLayout(content: contentWidth, insetBefore: insetLeft, insetAfter: insetRight, viewport: viewportWidth)
    }
}
