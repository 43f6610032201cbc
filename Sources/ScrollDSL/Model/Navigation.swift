/// Tabs and navigation stacks: which screen is on top of which tab, and the
/// push or pop animating now.
struct Navigation {
    /// The selected tab; `nil` when the spec has no tabs.
    var selectedTab: String?
    /// Screen stacks by tab (`""` when the spec has no tabs), root first.
    var stacks: [String: [String]] = [:]
    /// The transition animating now.
    var transition: Transition?
    /// The screen presented as a sheet over the others, if one is.
    var presented: String?
    /// When the transition under way ends: what time and frames ask, read
    /// without copying the transition's screen names.
    var transitionEnd: VirtualTime? { transition?.end }

    /// How long `push` and `pop` animate.
    static let transitionDuration = VirtualTime.milliseconds(350)

    /// The navigation at time 0 of `tabs` and `screens`: the first tab
    /// selected, each tab's root on its stack (the first screen without tabs).
    init(tabs: [String], screens: [Screen]) {
        if let first = tabs.first {
            selectedTab = first
            var roots: [String: String] = [:]
            for screen in screens.reversed() {
                if let tab = screen.tab { roots[tab] = screen.id }
            }
            for tab in tabs {
                stacks[tab] = roots[tab].map { [$0] } ?? []
            }
        } else {
            stacks[""] = screens.first.map { [$0.id] } ?? []
        }
    }

    /// The stack of the selected tab.
    var currentStack: [String] {
        get { stacks[selectedTab ?? ""] ?? [] }
        set { stacks[selectedTab ?? ""] = newValue }
    }

    /// The screen on top of the selected tab.
    var top: String? { currentStack.last }

    /// Whether `screen` shows: on top of the selected tab, or presented as a sheet.
    func isShown(_ screen: String) -> Bool {
        top == screen || presented == screen
    }

    /// Follows a tap on `tab` in the tab bar, as a script reads it:
    /// reselecting the selected tab pops its stack to the root. Returns
    /// whether it did (an animated transition).
    mutating func select(_ tab: String) -> Bool {
        guard tab == selectedTab, currentStack.count > 1 else {
            selectedTab = tab
            return false
        }
        currentStack = [currentStack[0]]
        return true
    }

    /// What to do to show a hidden `screen`, for error messages.
    func stepShowing(_ screen: String) -> String {
        if presented == screen { return "its sheet is still rising or going: wait for it with `- waitForIdle`" }
        if let transition, transition.appearing == screen {
            return "it is still appearing: wait for the transition to end (`- wait: \(Self.transitionDuration)`)"
        }
        guard let holder = stack(holding: screen) else { return "show it first with `- push: \(screen)`" }
        if holder != (selectedTab ?? "") { return "show it first with `- selectTab: \(holder)`" }
        return "show it first with `- pop` back to it"
    }

    /// The stack holding `screen`, if any.
    func stack(holding screen: String) -> String? {
        stacks.keys.sorted().first { stacks[$0]?.contains(screen) == true }
    }

    /// Whether `screen` is on a stack (``stack(holding:)`` without sorting the tabs).
    func isStacked(_ screen: String) -> Bool {
        stacks.values.contains { $0.contains(screen) }
    }

    /// Every screen on a stack: one set, for asking ``isStacked(_:)`` of many screens.
    var stackedScreens: Set<String> {
        Set(stacks.values.joined())
    }
}

/// A push or pop animating: `did…` calls come at `end`.
struct Transition {
    let end: VirtualTime
    let disappearing: String?
    let appearing: String?
}

/// The four view controller lifecycle calls.
enum LifecycleCall: String {
    case willAppear, didAppear, willDisappear, didDisappear
}
