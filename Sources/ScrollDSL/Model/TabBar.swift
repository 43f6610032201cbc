/// The tab bar's behaviour as iOS 26 draws it (`tabBar`, beside `tabs`):
/// whether it minimises as the content scrolls, and its bottom accessory.
package struct TabBar: Sendable, Equatable {
    /// `tabBarMinimizeBehavior`.
    package var minimizeBehavior = TabBarMinimizeBehavior.automatic
    /// The height of the bottom accessory (`tabViewBottomAccessory`), when there is one.
    package var accessoryHeight: Double?
    /// Whether scrolling back by 10 pt expands a minimised bar (ScrollDSL's
    /// model of the bar's return; iOS returns it at the top).
    package var expandsOnScrollBack = false

    /// How far the content scrolls one way (a finger or a glide) before the bar minimises, or expands on scrolling back (a ScrollDSL choice).
    static let minimizingDistance = 10.0

    /// A tab bar as iOS 26 draws it by default: it never minimises and has no accessory.
    package init() {}
}

/// `UITabBarController.tabBarMinimizeBehavior` (SwiftUI's `tabBarMinimizeBehavior`).
package enum TabBarMinimizeBehavior: String, Sendable, CaseIterable {
    /// The system's choice: `never` on iPhone and iPad.
    case automatic
    /// The bar never minimises.
    case never
    /// It minimises as the content scrolls down (toward its end).
    case onScrollDown
    /// It minimises as the content scrolls up (toward its start).
    case onScrollUp

    /// What it does on an iPhone or iPad.
    var resolved: TabBarMinimizeBehavior { self == .automatic ? .never : self }
}

/// Where the bottom accessory shows (`UITabAccessory.Environment`'s placement).
enum AccessoryPlacement: String, Sendable {
    /// Above the expanded tab bar.
    case expanded
    /// Inside the minimised tab bar.
    case inline
    /// There is no accessory.
    case none
}
