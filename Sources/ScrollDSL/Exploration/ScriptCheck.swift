/// Whether a script exploration made (or shrank) can be played on a spec:
/// the rules the decoder and the run check, followed step by step (fingers
/// held and lifted, the screen each touch or tap needs shown, pushes and pops
/// that can happen), with fingers no faster than a hand moves them and taps
/// no closer than a hand makes them (``HandPace``).
struct ScriptCheck {
    let spec: Spec

    func isPlayable(_ steps: [Step]) -> Bool {
        var navigation = Navigation(tabs: spec.tabs, screens: spec.screens)
        var held: Set<String> = []
        var pace = HandPace.Clock()
        for step in steps {
            guard HandPace.isHandSpeed(step.action), !step.action.isTap || pace.allowsTap else { return false }
            pace.count(step.action)
            let shown = navigation.top
            // A new finger may land on `scrollView`: no finger holds it, and its screen shows.
            func canTouch(_ scrollView: String) -> Bool {
                !held.contains(scrollView) && screen(of: scrollView) == shown
            }
            switch step.action {
            case .drag(let drag):
                guard canTouch(drag.scrollView) else { return false }
            case let .fling(scrollView, _):
                guard canTouch(scrollView) else { return false }
            case .touchDown(let scrollView):
                guard canTouch(scrollView) else { return false }
                held.insert(scrollView)
            case .pinch(let pinch):
                guard canTouch(pinch.scrollView) else { return false }
            case let .moveBy(scrollView, _, _):
                guard held.contains(scrollView) else { return false }
            case let .lift(scrollView, _):
                guard held.remove(scrollView) != nil else { return false }
            case .tapView(let view):
                guard spec.screens.first(where: { $0.views.contains { $0.id == view } })?.id == shown else { return false }
            case .selectTab(let tab):
                guard held.isEmpty else { return false }
                _ = navigation.select(tab)
            case .push(let target, _, _):
                guard held.isEmpty, !navigation.isStacked(target) else { return false }
                navigation.currentStack.append(target)
            case .pop:
                guard held.isEmpty, navigation.currentStack.count > 1 else { return false }
                navigation.currentStack.removeLast()
            case .set(let changes):
                guard changes.allSatisfy({ !held.contains($0.scrollView) }) else { return false }
            case let .command(_, behaviour):
                guard spec.screens.first(where: { $0.behaviours.contains { $0.id == behaviour } })?.id == shown else { return false }
            default:
                break
            }
        }
        return held.isEmpty
    }

    private func screen(of scrollView: String) -> String? {
        spec.screens.first { $0.scrollViews.contains { $0.id == scrollView } }?.id
    }
}
