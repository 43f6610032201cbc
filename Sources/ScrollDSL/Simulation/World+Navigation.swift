/// Tab switches, pushes and pops, with UIKit's lifecycle calls (docs/language.md,
/// "Screen lifecycle and triggers").
extension World {
    /// Time 0, watched by `observers`: the selected tab's root (or the first
    /// screen) appears; then, as UIKit's first layout does, every scroll view
    /// reports its offset once (`scrollViewDidScroll`), so behaviours start
    /// from `initialOffset`.
    func start(observedBy observers: [any RunObserver] = []) throws(RunFailure) {
        self.observers = observers
        try lifecycle(.willAppear, stage.navigation.top)
        stage.scrollViewList.forEach { $0.needsLayoutReport = true }
        try lifecycle(.didAppear, stage.navigation.top)
    }

    /// `selectTab`: switch, reselect (firing `tabReselect`), or pop to the root
    /// when screens are pushed on the selected tab.
    func selectTab(_ tab: String) throws(RunFailure) {
        try finishTransition()
        guard tab == stage.navigation.selectedTab else {
            let old = stage.navigation.top
            try turn(.input("selectTab", on: tab)) {
                stage.navigation.selectedTab = tab
                if stage.keyboard.isShown { keyboardHides() }
            }
            let new = stage.navigation.top
            try lifecycle(.willDisappear, old)
            try lifecycle(.willAppear, new)
            try lifecycle(.didDisappear, old)
            try lifecycle(.didAppear, new)
            return
        }
        let stack = stage.navigation.currentStack
        if stack.count > 1 {
            stage.navigation.currentStack = [stack[0]]
            try beginTransition(from: stack.last, to: stack[0], animated: true)
        } else {
            try turn(.input("selectTab", on: tab)) {
                if !stack.isEmpty { stage.tabReselected.send(tab) }
            }
        }
    }

    /// `push`: show `screen` on the selected tab's stack; with `fresh`, made
    /// anew first, as UIKit makes a new view controller.
    func push(_ screen: String, animated: Bool, fresh: Bool = false, at mark: Mark) throws(RunFailure) {
        try finishTransition()
        if let holder = stage.navigation.stack(holding: screen) {
            let place = holder.isEmpty ? "on the navigation stack" : "on the stack of tab `\(holder)`"
            throw RunFailure("cannot push `\(screen)`: it is already \(place)", at: mark)
        }
        if fresh, let remakeScreen {
            let held = setting.screens.first { $0.id == screen }?.scrollViews.first { touches.finger(on: $0.id) != nil }
            if let held {
                throw RunFailure("cannot push `\(screen)` fresh: a finger still holds `\(held.id)`; lift it first", at: mark)
            }
            remakeScreen(screen)
        }
        let old = stage.navigation.top
        stage.navigation.currentStack.append(screen)
        try beginTransition(from: old, to: screen, animated: animated)
    }

    /// `pop`: back one screen, animated.
    func pop(at mark: Mark) throws(RunFailure) {
        try finishTransition()
        var stack = stage.navigation.currentStack
        guard stack.count > 1, let old = stack.popLast() else {
            let shown = stage.navigation.top.map { "only the root screen `\($0)` is shown" } ?? "no screen is shown on this tab"
            throw RunFailure("cannot pop: \(shown); nothing was pushed", at: mark)
        }
        stage.navigation.currentStack = stack
        try beginTransition(from: old, to: stack.last, animated: true)
    }

    private func beginTransition(from old: String?, to new: String?, animated: Bool) throws(RunFailure) {
        try keyboardLeavesWithScreen()
        try lifecycle(.willDisappear, old)
        try lifecycle(.willAppear, new)
        stage.navigation.transition = Transition(end: now + Navigation.transitionDuration, disappearing: old, appearing: new)
        if !animated { try finishTransition() }
    }

    /// Ends the transition in progress, if any, with its `did…` calls.
    func finishTransition() throws(RunFailure) {
        guard let transition = stage.navigation.transition else { return }
        stage.navigation.transition = nil
        try lifecycle(.didDisappear, transition.disappearing)
        try lifecycle(.didAppear, transition.appearing)
    }

    func lifecycle(_ call: LifecycleCall, _ id: String?) throws(RunFailure) {
        guard let id else { return }
        let screen = stage.screen(id)
        try turn(.lifecycle(screen: id, call: call.rawValue)) {
            switch call {
            case .willAppear:
                screen.willAppearSubject?.send(())
            case .willDisappear:
                screen.setVisible(false)
                screen.willDisappearSubject?.send(())
            case .didAppear:
                screen.setVisible(true)
                screen.didAppearSubject?.send(())
            case .didDisappear:
                screen.didDisappearSubject?.send(())
            }
        }
    }
}
