/// Whether a script exploration made (or shrank) can be played on a spec:
/// the rules the decoder and the run check, followed step by step (fingers
/// held and lifted, the screen each touch or tap needs shown, pushes and pops
/// that can happen: each step's ``ScriptStep/isPlayable(in:)``), with fingers
/// no faster than a hand moves them and taps no closer than a hand makes them (``HandPace``).
struct ScriptCheck {
    let spec: Spec

    func isPlayable(_ steps: [Step]) -> Bool {
        var play = ScriptPlay(spec: spec)
        var pace = HandPace.Clock()
        for step in steps {
            guard step.action.isHandSpeed, !step.action.isTap || pace.allowsTap else { return false }
            pace.count(step.action)
            guard step.action.isPlayable(in: &play) else { return false }
        }
        return play.held.isEmpty
    }
}

/// Where a script being checked stands: the screens shown and the fingers down.
struct ScriptPlay {
    /// The spec the script plays on.
    let spec: Spec
    /// Tabs and stacks as the steps so far leave them.
    var navigation: Navigation
    /// The scroll views a finger holds.
    var held: Set<String> = []

    init(spec: Spec) {
        self.spec = spec
        navigation = Navigation(tabs: spec.tabs, screens: spec.screens)
    }

    /// Whether a new finger may land on `scrollView`: no finger holds it, and its screen shows.
    func canTouch(_ scrollView: String) -> Bool {
        !held.contains(scrollView) && shows { $0.scrollViews.contains { $0.id == scrollView } }
    }

    /// Whether the first screen that `holds` is the one shown.
    func shows(_ holds: (Screen) -> Bool) -> Bool {
        spec.screens.first(where: holds)?.id == navigation.top
    }
}
