/// What the script has set up so far, as its steps are read in order: the
/// fingers that are down, the keyboard and the screen on top
/// of each tab. A script has no branches, so all are known for every step
/// before anything runs.
final class ScriptState {
    /// Tabs and stacks as `selectTab`, `push` and `pop` leave them (the
    /// animations are the run's to check).
    var navigation = Navigation(tabs: [], screens: [])

    /// Fingers down, in touch order: each scroll view or view held and its `touchDown`.
    private(set) var fingers: [(id: String, mark: Mark)] = []
    /// The item ids of each scroll view with items, as the steps so far leave them.
    var itemIDs: [String: Set<String>] = [:]
    /// The items the steps so far deleted (and no later step inserted again),
    /// by scroll view, with the line of the step that deleted each.
    var deletedItems: [String: [String: Int]] = [:]
    /// The items the script's item steps so far lay out again (``SpecLimits/itemsLaidOut``).
    var itemsLaidOut = 0
    /// The detents of the sheet the script presents, while it does.
    var sheetDetents: [String] = []
    /// The `showKeyboard` that left the keyboard shown, while it is.
    private var keyboardShown: Mark?
    /// Whether some scroll view dismisses the keyboard by itself (`keyboardDismissMode`),
    /// so that only the run knows whether it is shown.
    var keyboardDismissesItself = false

    /// The `touchDown` holding the scroll view or view `id`, if one is.
    func holder(of id: String) -> Mark? {
        fingers.first { $0.id == id }?.mark
    }

    func touchDown(_ id: String, at mark: Mark) {
        fingers.append((id, mark))
    }

    func lift(_ id: String) {
        fingers.removeAll { $0.id == id }
    }

    /// The `showKeyboard` that surely leaves the keyboard shown here, if one
    /// does (none when a scroll view may dismiss it by itself).
    var keyboardSurelyShown: Mark? {
        keyboardDismissesItself ? nil : keyboardShown
    }

    /// Follows `showKeyboard` (`shows`) or `hideKeyboard` at `mark`; returns
    /// the problem when the keyboard is already that way.
    func keyboard(shows: Bool, at mark: Mark) -> String? {
        defer { keyboardShown = shows ? mark : nil }
        guard !keyboardDismissesItself else { return nil }
        if shows, let shown = keyboardShown {
            return "the keyboard is already shown (by `showKeyboard` on line \(shown.line)); hide it first with `- hideKeyboard`"
        }
        if !shows, keyboardShown == nil {
            return "the keyboard is not shown here; show it first with `- showKeyboard`"
        }
        return nil
    }

    /// Follows a navigation step: one that shows another screen (or presents
    /// a sheet over it) hides the keyboard, which belongs to the screen it showed on.
    func navigate(_ step: any ScriptStep) {
        let (shown, presented) = (navigation.top, navigation.presented)
        step.navigate(&navigation)
        if navigation.top != shown || (navigation.presented != nil && navigation.presented != presented) { keyboardShown = nil }
    }
}
