/// Makes a failing script smaller while it still breaks the same invariant:
/// fewer steps (chunks, then single steps, then a held finger's gesture as
/// one drag), then simpler numbers, then shorter waits, and again while a
/// pass finds something, since a simpler step can leave others with nothing
/// to do. Every candidate is checked playable before it runs; the number of
/// runs is bounded.
struct Shrinker {
    let check: ScriptCheck
    /// Whether a script still breaks the invariant (one run each).
    let fails: ([Step]) -> Bool
    let budget: Int

    func shrink(_ steps: [Step]) -> [Step] {
        var best = steps
        var tries = 0
        var found = 0
        func attempt(_ candidate: [Step]) -> Bool {
            guard tries < budget, check.isPlayable(candidate) else { return false }
            tries += 1
            guard fails(candidate) else { return false }
            found += 1
            return true
        }
        var foundBefore: Int
        repeat {
            foundBefore = found
            best = Self.simplified(Self.waitsMerged(Self.gesturesJoined(Self.stepsRemoved(best, attempt), attempt), attempt), attempt)
        } while found > foundBefore && tries < budget
        return best
    }

    /// `steps` without the chunks of steps whose removal still fails, the
    /// chunk halving down to one step, through two (a finger's touchDown and
    /// lift go together; halving three would skip two).
    private static func stepsRemoved(_ steps: [Step], _ fails: ([Step]) -> Bool) -> [Step] {
        var best = steps
        var chunk = max(best.count, 1)
        while chunk >= 1 {
            var start = 0
            while start < best.count {
                let end = min(start + chunk, best.count)
                let candidate = Array(best[..<start] + best[end...])
                // Small chunks are tried at every place: a finger's touchDown and lift go together.
                if fails(candidate) { best = candidate } else { start += chunk <= 2 ? 1 : chunk }
            }
            chunk = chunk == 3 ? 2 : chunk / 2
        }
        return best
    }

    /// `steps` with each finger held, moved and lifted with nothing between
    /// made one `drag` (its moves' sum, over their time, with its lift's
    /// release), where that still fails.
    private static func gesturesJoined(_ steps: [Step], _ fails: ([Step]) -> Bool) -> [Step] {
        var best = steps
        var index = 0
        while index < best.count {
            if let scrollView = (best[index].action as? Step.TouchDown)?.scrollView, let (end, drag) = gesture(in: best, from: index, on: scrollView) {
                var joined = best
                joined.replaceSubrange(index...end, with: [Step(action: drag, mark: best[index].mark)])
                if fails(joined) { best = joined }
            }
            index += 1
        }
        return best
    }

    /// The gesture that starts with the `touchDown` at `start`: where its
    /// `lift` is, and the drag it makes, when only moves of its finger come
    /// between and the drag can be written (a finger's release needs time
    /// and a velocity in the limits).
    private static func gesture(in steps: [Step], from start: Int, on scrollView: String) -> (end: Int, drag: Step.Drag)? {
        var drag = Step.Drag(scrollView: scrollView, by: .zero, duration: .zero, release: .finger)
        for index in steps.indices.dropFirst(start + 1) {
            let action = steps[index].action
            if let move = action as? Step.MoveBy, move.scrollView == scrollView {
                drag.by = drag.by + move.by
                drag.duration = drag.duration + move.duration
            } else if let lift = action as? Step.Lift, lift.scrollView == scrollView, drag.by != .zero {
                drag.release = lift.release
                let fingerSpeed = max(abs(drag.by.x), abs(drag.by.y)) / drag.duration.seconds
                guard lift.release != .finger || (drag.duration > .zero && fingerSpeed <= SpecLimits.velocity) else { return nil }
                return (index, drag)
            } else {
                return nil
            }
        }
        return nil
    }

    /// `steps` with two waits in a row made one, where that still fails.
    private static func waitsMerged(_ steps: [Step], _ fails: ([Step]) -> Bool) -> [Step] {
        var best = steps
        var index = 0
        while index + 1 < best.count {
            if let first = best[index].action as? Step.Wait, let second = best[index + 1].action as? Step.Wait {
                var merged = best
                merged[index].action = Step.Wait(duration: first.duration + second.duration)
                merged.remove(at: index + 1)
                if fails(merged) {
                    best = merged
                    continue
                }
            }
            index += 1
        }
        return best
    }

    /// `steps` with each step in the simplest of its ``ScriptStep/simpler()`` forms that still fails.
    private static func simplified(_ steps: [Step], _ fails: ([Step]) -> Bool) -> [Step] {
        var best = steps
        for index in best.indices {
            for simpler in best[index].action.simpler() {
                var candidate = best
                candidate[index].action = simpler
                if fails(candidate) {
                    best = candidate
                    break
                }
            }
        }
        return best
    }
}
