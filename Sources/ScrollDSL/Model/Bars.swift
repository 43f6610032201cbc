/// A screen's navigation bar (`navigationBar`), as `UINavigationController` shows it.
package struct NavigationBar: Sendable, Equatable {
    /// How it shows its title.
    package var style: NavigationBarStyle
    /// The scroll view whose offset collapses a large title and decides the
    /// scroll-edge appearance (`setContentScrollView`): the screen's first
    /// vertical scroll view that is not inside another unless the spec says.
    package var contentScrollView: String?
    /// `hidesBarsOnSwipe`: a finger moving the content scroll view's content
    /// up by more than 10 pt in one gesture hides the bar (and a toolbar with
    /// items), one moving it down by more than 10 pt shows them.
    package var hidesBarsOnSwipe = false
}

/// The styles of a navigation bar.
package enum NavigationBarStyle: String, Sendable, CaseIterable {
    /// A 44 pt bar with an inline title.
    case standard
    /// `prefersLargeTitles`: 96 pt with the large title showing, down to 44
    /// as the content scrolls under it.
    case large
    /// `isNavigationBarHidden`: no bar; the screen is still in a navigation controller.
    case hidden

    /// Its height with the content at its top edge.
    package var height: Double {
        switch self {
        case .standard: return BarMetrics.navigationBar
        case .large: return BarMetrics.navigationBar + BarMetrics.largeTitle
        case .hidden: return 0
        }
    }
}

/// `contentInsetAdjustmentBehavior`: when the system adds the safe area and
/// the bars that overlap a scroll view to its inset.
package enum InsetAdjustmentBehavior: String, Sendable, CaseIterable {
    /// As `scrollableAxes`, and vertically always for the scroll view of a
    /// screen in a navigation or tab bar controller.
    case automatic
    /// Along the axes where the content is longer than the viewport.
    case scrollableAxes
    /// Never: the inset is the app's alone.
    case never
    /// Along every axis the scroll view scrolls.
    case always
}

/// The heights UIKit gives its bars, in points.
package enum BarMetrics {
    /// A navigation bar with an inline title.
    package static let navigationBar = 44.0
    /// What a large title adds to it.
    package static let largeTitle = 52.0
    /// A tab bar, above the safe area's bottom.
    package static let tabBar = 49.0
    /// A toolbar, above the tab bar or the safe area's bottom.
    package static let toolbar = 44.0
    /// How far a finger moves in one gesture before `hidesBarsOnSwipe` hides or shows the bars (a ScrollDSL choice).
    static let swipeDistance = 10.0
    /// How long a bar takes to hide or show when animated, on the smoothstep curve (a ScrollDSL choice).
    static let hidingDuration = VirtualTime.milliseconds(330)
}

/// `keyboardDismissMode`: what dragging a scroll view does to the keyboard.
package enum KeyboardDismissMode: String, Sendable, CaseIterable {
    /// Nothing.
    case none
    /// A drag that moves the finger hides it.
    case onDrag
    /// The keyboard follows a finger below its top edge; at the lift it hides
    /// when the finger moves down, and returns otherwise.
    case interactive
}
