/// Whether a script exploration made (or shrank) can be played on a spec:
/// the rules the decoder and the run check, followed step by step (fingers
/// held and lifted, the screen each touch or tap needs shown, pushes and pops
/// that can happen: each step's ``ScriptStep/isPlayable(in:)``), with fingers
/// no faster than a hand moves them and taps no closer than a hand makes them (``HandPace``).
struct ScriptCheck {
    let spec: Spec

    func isPlayable(_ steps: [Step]) -> Bool {
        var play = ScriptPlay(tabs: spec.tabs, screens: spec.screens)
        var pace = HandPace.Clock()
        for step in steps {
            guard step.action.isHandSpeed, !step.action.isTap || pace.allowsTap else { return false }
            pace.count(step.action)
            guard step.action.isPlayable(in: &play) else { return false }
        }
        return play.held.isEmpty
    }
}
