/// The kinds of step `scrollrun explore` makes, named as `explore: {steps: …}`
/// names them, with how often each comes unless the spec says.
enum ExploreKind: String, CaseIterable {
    case drag, fling, touchDown, moveBy, lift, wait, tapStatusBar, tapView = "tap", selectTab, push, pop, setContent = "set", command = "commands"
    case pinch, keyboard, scrollTo, zoomTo
    /// A sheet the spec's script presents: presented, moved to a detent, dismissed.
    case sheet
    /// A hardware key pressed on a scroll view just focused, where the spec's script presses keys.
    case key
    /// `stopScrolling` on a scroll view, where the spec's script stops one.
    case stopScrolling

    /// Whether the step may change the stack shown (and so the screen).
    var navigates: Bool {
        switch self {
        case .selectTab, .push, .pop: return true
        default: return false
        }
    }

    /// How often it comes, among the kinds possible at a step, unless the spec says.
    var weight: Int {
        switch self {
        case .drag, .wait: return 5
        case .fling, .moveBy, .lift: return 3
        case .touchDown, .tapStatusBar, .pinch: return 2
        case .tapView, .selectTab, .push, .pop, .setContent, .command, .keyboard, .scrollTo, .zoomTo, .sheet, .key, .stopScrolling: return 1
        }
    }
}
