/// What steps with a finger read: the scroll view a finger touches or holds
/// (fingers are tracked as the script is read, so a move or lift with no finger
/// down, a second touch on a held scroll view and a forgotten lift are found
/// before anything runs), and how it lifts.
extension StepDecoder {
    /// A scroll view a `drag` or `fling` touches, which no `touchDown` may hold.
    func freeScrollView(_ map: MappingReader, _ step: String) -> String? {
        guard let id = scrollViewReference(map) else { return nil }
        if let held = script.holder(of: id) {
            context.error("cannot `\(step)` `\(id)`: the `touchDown` on line \(held.line) holds it; `lift` it first", at: map["scrollView"]?.mark ?? map.mark)
            return nil
        }
        return id
    }

    /// `release`: a velocity in points per second, or `finger`.
    func readRelease(_ node: Node, on scrollView: String?) -> Step.Release? {
        if case .string(let text)? = node.scalar?.value {
            guard text == "finger" else {
                context.error("`release` cannot be `\(text)`; it is a velocity in points per second, or `finger` (the finger's own velocity)", at: node.mark)
                return nil
            }
            return .finger
        }
        return readVelocity(node, "release", on: scrollView).map(Step.Release.velocity)
    }

    /// Whether `by / duration`, the velocity `release: finger` hands on, is one a spec may use.
    func checkFingerVelocity(by: Vector, duration: VirtualTime, at mark: Mark) -> Bool {
        guard duration > .zero else {
            context.error("`release: finger` needs a `duration` above 0: the finger's velocity is `by / duration`", at: mark)
            return false
        }
        for component in [by.x, by.y] where abs(component / duration.seconds) > SpecLimits.velocity {
            context.error("`release: finger` would be \((component / duration.seconds).formatted) pt/s, past the limit of \(SpecLimits.velocity.formatted) pt/s", at: mark)
            return false
        }
        return true
    }

    /// The held scroll view or view a `moveBy` or `lift` acts on: the one named, or the only finger down.
    func heldFinger(_ map: MappingReader?, _ step: String, at mark: Mark) -> String? {
        if let map, let viewNode = map["view"] {
            guard namesOnlyView(map, step), let id = context.identifier(viewNode, "view") else { return nil }
            if let problem = context.symbols.problem(resolving: id, as: .view) {
                context.error(problem, at: viewNode.mark)
                return nil
            }
            guard script.holder(of: id) != nil else {
                context.error("no finger is down on `\(id)`; add `- touchDown: {view: \(id)}` before this `\(step)`", at: viewNode.mark)
                return nil
            }
            return id
        }
        if let map, map["scrollView"] != nil {
            guard let id = scrollViewReference(map) else { return nil }
            guard script.holder(of: id) != nil else {
                context.error("no finger is down on `\(id)`; add `- touchDown: {scrollView: \(id)}` before this `\(step)`", at: map["scrollView"]!.mark)
                return nil
            }
            return id
        }
        switch script.fingers.count {
        case 0:
            context.error("`\(step)` needs a finger down; add `- touchDown: {scrollView: …}` before it", at: mark)
            return nil
        case 1:
            return script.fingers[0].id
        default:
            let held = script.fingers.map { "`\($0.id)`" }.joined(separator: ", ")
            context.error("several fingers are down (\(held)); name one with `scrollView` (or `view`)", at: mark)
            return nil
        }
    }
}
