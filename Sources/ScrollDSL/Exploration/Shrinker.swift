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
            if case .touchDown(let scrollView) = best[index].action, let (end, drag) = gesture(in: best, from: index, on: scrollView) {
                var joined = best
                joined.replaceSubrange(index...end, with: [Step(action: .drag(drag), mark: best[index].mark)])
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
            switch steps[index].action {
            case let .moveBy(held, by, duration) where held == scrollView:
                drag.by = drag.by + by
                drag.duration = drag.duration + duration
            case let .lift(held, release) where held == scrollView && drag.by != .zero:
                drag.release = release
                let fingerSpeed = max(abs(drag.by.x), abs(drag.by.y)) / drag.duration.seconds
                guard release != .finger || (drag.duration > .zero && fingerSpeed <= SpecLimits.velocity) else { return nil }
                return (index, drag)
            default:
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
            if case .wait(let first) = best[index].action, case .wait(let second) = best[index + 1].action {
                var merged = best
                merged[index].action = .wait(first + second)
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

    /// `steps` with each step in the simplest of its ``simpler(_:)`` forms that still fails.
    private static func simplified(_ steps: [Step], _ fails: ([Step]) -> Bool) -> [Step] {
        var best = steps
        for index in best.indices {
            for simpler in simpler(best[index].action) {
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

    /// Simpler forms of a step, simplest first: round numbers, a finger's own
    /// release, a pinch or zoom about the middle, usual durations, fewer rows, shorter waits.
    static func simpler(_ action: Step.Action) -> [Step.Action] {
        switch action {
        case .drag(let drag):
            var forms = rounder(drag.by, steps: [500, 100, 10]).map { by in changed(drag) { $0.by = by } }
            if drag.release != .velocity(.zero) { forms.append(changed(drag) { $0.release = .velocity(.zero) }) }
            if drag.duration != usualDuration { forms.append(changed(drag) { $0.duration = usualDuration }) }
            return forms.map(Step.Action.drag)
        case let .fling(scrollView, velocity):
            return rounder(velocity, steps: [1000, 100]).map { .fling(scrollView: scrollView, velocity: $0) }
        case let .moveBy(scrollView, by, duration):
            return rounder(by, steps: [100, 10]).map { .moveBy(scrollView: scrollView, by: $0, duration: duration) }
        case .pinch(let pinch):
            var forms = simpler(pinch)
            if pinch.duration != usualDuration { forms.append(changed(pinch) { $0.duration = usualDuration }) }
            return forms.map(Step.Action.pinch)
        case .zoomTo(let zoom):
            return simpler(zoom).map(Step.Action.zoomTo)
        case .insertRows(let insertion) where insertion.rows.count > 1:
            return fewer(insertion.rows.count).map { count in .insertRows(changed(insertion) { $0.rows.removeLast(insertion.rows.count - count) }) }
        case .deleteRows(let deletion) where deletion.rows.count > 1:
            return fewer(deletion.rows.count).map { count in .deleteRows(changed(deletion) { $0.rows.removeLast(deletion.rows.count - count) }) }
        case let .lift(scrollView, release) where release != .velocity(.zero):
            return [.lift(scrollView: scrollView, release: .velocity(.zero))]
        case .wait(let time) where time > .milliseconds(16):
            let half = VirtualTime(nanoseconds: time.nanoseconds / 2 / 1_000_000 * 1_000_000)
            return [VirtualTime.milliseconds(16), half].filter { $0 != time }.map(Step.Action.wait)
        default:
            return []
        }
    }

    /// A pinch's or zoom's simpler scales (whole, halves, tenths), then the
    /// same about the viewport's middle.
    private static func simpler(_ zoom: Step.Zoom) -> [Step.Zoom] {
        var scales: [Double] = []
        for scale in [1.0, 2, 10].map({ (zoom.scale * $0).rounded() / $0 }) where scale > 0 && scale != zoom.scale && !scales.contains(scale) {
            scales.append(scale)
        }
        var forms = scales.map { scale in changed(zoom) { $0.scale = scale } }
        if zoom.center != nil { forms.append(changed(zoom) { $0.center = nil }) }
        return forms
    }

    /// The duration a drag or pinch step takes unless it says.
    private static let usualDuration = StepDecoder.defaultDragDuration

    /// A copy of `value` with `change` made.
    private static func changed<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
        var copy = value
        change(&copy)
        return copy
    }

    /// Fewer than `count` (above 1): one, then half.
    private static func fewer(_ count: Int) -> [Int] {
        count / 2 > 1 ? [1, count / 2] : [1]
    }

    /// `value` with both components rounded to each of `steps` (when that
    /// changes it and keeps it off 0).
    private static func rounder(_ value: Vector, steps: [Double]) -> [Vector] {
        var seen: [Vector] = [value]
        return steps.compactMap { step in
            let rounded = Vector(x: (value.x / step).rounded() * step, y: (value.y / step).rounded() * step)
            guard rounded != .zero, !seen.contains(rounded) else { return nil }
            seen.append(rounded)
            return rounded
        }
    }
}
