/// Where a script being checked stands: the screens shown and the fingers down.
struct ScriptPlay {
    /// The screens of the spec the script plays on.
    let screens: [Screen]
    /// Tabs and stacks as the steps so far leave them.
    var navigation: Navigation
    /// The scroll views a finger holds.
    var held: Set<String> = []

    /// Where a script stands before its first step, on `tabs` and `screens`.
    init(tabs: [String], screens: [Screen]) {
        self.screens = screens
        navigation = Navigation(tabs: tabs, screens: screens)
    }

    /// Whether a new finger may land on `scrollView`: no finger holds it, and its screen shows.
    func canTouch(_ scrollView: String) -> Bool {
        !held.contains(scrollView) && shows { $0.scrollViews.contains { $0.id == scrollView } }
    }

    /// Whether the first screen that `holds` is one shown: on top, or presented as a sheet.
    func shows(_ holds: (Screen) -> Bool) -> Bool {
        guard let screen = screens.first(where: holds) else { return navigation.top == nil }
        return navigation.isShown(screen.id)
    }
}
