extension Step {
    /// `touchDown`, `moveBy`, `lift` or `drag` naming a view: a finger on the
    /// view, which owns it when its behaviours hear its fingers (`{pan}`,
    /// `{touch}`), or moves the scroll view whose content holds it.
    struct ViewFinger: ScriptStep {
        /// What the finger does.
        enum Motion: Sendable, Equatable {
            case touchDown
            /// Moves `by` (screen points) over the duration.
            case moveBy(Vector, VirtualTime)
            case lift(Release)
            /// Touches down, moves and lifts.
            case drag(Vector, VirtualTime, Release)
        }

        /// The view touched.
        var view: String
        var motion: Motion

        var label: String {
            switch motion {
            case .touchDown: return "touchDown \(view)"
            case .moveBy(let by, _): return "moveBy \(view) \(by.formatted)"
            case .lift: return "lift \(view)"
            case .drag(let by, _, _): return "drag \(view) \(by.formatted)"
            }
        }

        func perform(at mark: Mark, in run: any ScriptRun) throws(RunFailure) {
            let world = run.world
            switch motion {
            case .touchDown:
                try world.touchDown(view: view, mark: mark)
            case let .moveBy(by, duration):
                try world.startMove(view, by: by, duration: duration)
                try world.advance(to: world.now + duration)
                try world.finishMove(view)
            case .lift(let release):
                try world.lift(view, velocity: release.velocity)
            case let .drag(by, duration, release):
                try world.touchDown(view: view, mark: mark)
                try world.startMove(view, by: by, duration: duration)
                try world.advance(to: world.now + duration)
                try world.lift(view, velocity: release.velocity)
            }
        }

        func line(_ writer: StepWriter) -> String? {
            switch motion {
            case .touchDown:
                return "touchDown: {view: \(view)}"
            case let .moveBy(by, duration):
                return "moveBy: {view: \(view), by: \(writer.vector(by, on: view)), duration: \(duration)}"
            case .lift(let release):
                return "lift: {view: \(view), release: \(writer.release(release, on: view))}"
            case let .drag(by, duration, release):
                return "drag: {view: \(view), by: \(writer.vector(by, on: view)), duration: \(duration), release: \(writer.release(release, on: view))}"
            }
        }

        var certainDuration: VirtualTime {
            switch motion {
            case .touchDown, .lift: return .zero
            case .moveBy(_, let duration), .drag(_, let duration, _): return duration
            }
        }

        func isPlayable(in play: inout ScriptPlay) -> Bool {
            switch motion {
            case .touchDown:
                guard !play.held.contains(view), play.shows({ $0.views.contains { $0.id == view } }) else { return false }
                play.held.insert(view)
                return true
            case .moveBy: return play.held.contains(view)
            case .lift: return play.held.remove(view) != nil
            case .drag: return !play.held.contains(view) && play.shows { $0.views.contains { $0.id == view } }
            }
        }
    }
}

extension StepDecoder {
    /// The view a new finger lands on (`touchDown` or `drag`), which no finger
    /// holds and whose screen the script has shown.
    func freeView(_ node: Node, _ step: String) -> String? {
        guard let id = shownReference(node, "view", as: .view, to: "touch") else { return nil }
        if let held = script.holder(of: id) {
            context.error("cannot `\(step)` `\(id)`: the `touchDown` on line \(held.line) holds it; `lift` it first", at: node.mark)
            return nil
        }
        return id
    }

    /// Whether a finger step that names a `view` names no `scrollView` too (reported when it does).
    func namesOnlyView(_ map: MappingReader, _ step: String) -> Bool {
        guard let scrollView = map["scrollView"] else { return true }
        context.error("`\(step)` names a `view` or a `scrollView`, not both", at: scrollView.mark)
        return false
    }

    /// Whether `id` names a view (a finger's, once it is held).
    func isView(_ id: String) -> Bool {
        context.symbols[id]?.kind == .view
    }
}
