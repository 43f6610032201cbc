/// What a plugin file's `requires` reads of the scroll views and views its
/// parameters name: each as its declaration places it at time 0, at rest,
/// since the rules are checked before anything runs (a scroll view that
/// zooms is read at scale 1).
extension ScrollViewSpec {
    /// `scrollView.MEMBER` before anything moves it.
    func restingValue(of member: TypedExpression.ScrollViewMember) -> PropertyValue {
        let horizontal = axis == .horizontal
        let bounds = bounds()
        let offset = offset(of: initialOffset)
        let inset = contentInset.along(horizontally: horizontal)
        switch member {
        case .offset: return .number(offset)
        case .velocity: return .number(0)
        case .phase: return .text(ScrollPhase.idle.rawValue)
        case .scrollPhase: return .text(SwiftUIScrollPhase.idle.rawValue)
        case .top: return .number(bounds.lower)
        case .bottom: return .number(bounds.upper)
        case .distanceFromTop: return .number(offset - bounds.lower)
        case .distanceFromBottom: return .number(bounds.upper - offset)
        case .contentHeight: return .number(horizontal ? contentWidth : contentHeight)
        case .viewportHeight: return .number(horizontal ? viewportWidth : viewportHeight)
        case .isTracking, .isDecelerating: return .boolean(false)
        case .contentInsetTop: return .number(inset.before)
        case .contentInsetBottom: return .number(inset.after)
        case .zoomScale: return .number(minimumZoomScale > 1 ? minimumZoomScale : 1)
        case .itemCount: return .number(Double(sections?.reduce(0) { $0 + $1.items.count } ?? 0))
        }
    }
}

extension ViewSpec {
    /// `view.PROPERTY` before any behaviour moves or writes it.
    func restingValue(of property: String) -> PropertyValue {
        switch Property(property) {
        case Property("height"), .visibleHeight: return .number(height ?? 0)
        case .translation, .fraction: return .number(0)
        default: return .null
        }
    }
}
