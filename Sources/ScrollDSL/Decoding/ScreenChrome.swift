/// What covers a screen's edges: the device's safe area and the screen's
/// bars, from which each scroll view's inset adjustment is worked out.
struct ScreenChrome {
    /// The covered band along each edge of the screen, in points.
    let edges: ContentInset
    /// Whether the screen sits in a navigation or tab bar controller (UIKit's
    /// `automatic` then adjusts its own scroll views vertically whatever their content).
    let inController: Bool
    /// Whether the screen declares bars, so that every scroll view on it is
    /// adjusted; otherwise only those that state `contentInsetAdjustmentBehavior` are.
    let declaresBars: Bool
    /// The device's height, where the bottom band ends.
    let screenHeight: Double
    let screenWidth: Double

    /// The chrome of a screen with `navigationBar` and `toolbar` on `device`,
    /// in a spec with tab bar or not, whose bottom accessory is `accessoryHeight` tall (0 without one).
    init(device: Device, navigationBar: NavigationBar?, toolbar: Bool, hasTabBar: Bool, accessoryHeight: Double = 0) {
        let safe = device.safeAreaInsets
        let bottomBars = (hasTabBar ? BarMetrics.tabBar + accessoryHeight : 0) + (toolbar ? BarMetrics.toolbar : 0)
        edges = ContentInset(
            top: safe.top + (navigationBar?.style.height ?? 0), bottom: safe.bottom + bottomBars, left: safe.left, right: safe.right
        )
        inController = navigationBar != nil || hasTabBar
        declaresBars = navigationBar != nil || toolbar
        screenHeight = device.height
        screenWidth = device.width
    }

    /// The adjustment of a scroll view whose frame on the screen is `frame`,
    /// with the behaviour it states (`nil`: `automatic`, applied only on a
    /// screen with bars). `isOwn`: the screen's own scroll view, not inside another.
    func adjustment(frame: ViewFrame, behavior stated: InsetAdjustmentBehavior?, isOwn: Bool) -> InsetAdjustment {
        let frameBottom = isOwn ? frame.y + frame.height : nil
        guard declaresBars || stated != nil else { return .none(frameBottom: frameBottom) }
        let overlap = ContentInset(
            top: clamp(edges.top - frame.y, frame.height),
            bottom: clamp(frame.y + frame.height - (screenHeight - edges.bottom), frame.height),
            left: clamp(edges.left - frame.x, frame.width),
            right: clamp(frame.x + frame.width - (screenWidth - edges.right), frame.width)
        )
        return InsetAdjustment(overlap: overlap, frameBottom: frameBottom, behavior: stated ?? .automatic, inController: inController && isOwn)
    }

    private func clamp(_ value: Double, _ limit: Double) -> Double {
        min(max(0, value), limit)
    }
}
