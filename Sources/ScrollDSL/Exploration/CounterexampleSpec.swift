/// A counterexample as a spec file: the explored spec, its script replaced by
/// the shrunk one, so `scrollrun run` fails the same way.
package enum CounterexampleSpec {
    /// How a counterexample's file name ends: `NAME.counterexample.scroll.yaml`.
    package static let fileSuffix = ".counterexample.scroll.yaml"

    /// The text of the counterexample of the spec whose file held `source`
    /// (the bytes it was explored from, named `file` in diagnostics).
    /// `usePaths` turns each path of the spec's `use:` into the one the new
    /// file needs (the same, beside the spec). Of a list of devices, it keeps
    /// the one the invariant broke on.
    package static func text(
        of source: [UInt8], file: String, _ counterexample: Counterexample, seed: UInt64, usePaths: (String) -> String = { $0 }
    ) throws(InvalidSpec) -> String {
        let parsed: Node?
        do {
            parsed = try Parser.parse(source)
        } catch {
            throw InvalidSpec(diagnostics: [Diagnostic(file: file, mark: error.mark, message: error.message)])
        }
        guard let root = parsed else {
            throw InvalidSpec(diagnostics: [Diagnostic(file: file, mark: .start, message: "the spec is empty")])
        }
        let pairs = (root.mapping ?? []).compactMap { pair -> Node.Pair? in
            switch pair.key.scalar?.text {
            case "script": return nil
            case "use": return Node.Pair(key: pair.key, value: rewritten(pair.value, usePaths))
            case "device": return counterexample.device.flatMap { pair.value.sequence?[$0] }.map { Node.Pair(key: pair.key, value: $0) } ?? pair
            default: return pair
            }
        }
        let header = [
            "# A counterexample found by `scrollrun explore` (seed \(seed), run \(counterexample.run)\(counterexample.deviceNote)): "
                + counterexample.stepCount + ",",
            "# shrunk from \(counterexample.originalSteps). `scrollrun run` on this file fails the same way:",
            "#   \(counterexample.message.visiblyEscaped)",
        ]
        return (header + [YAMLWriter.text(Node(content: .mapping(pairs), mark: root.mark))] + counterexample.scriptBlock)
            .joined(separator: "\n") + "\n"
    }

    private static func rewritten(_ node: Node, _ usePaths: (String) -> String) -> Node {
        guard let items = node.sequence else { return node }
        return Node(content: .sequence(items.map { item in
            guard let scalar = item.scalar else { return item }
            return Node(content: .scalar(Scalar(text: usePaths(scalar.text), style: .doubleQuoted, tag: nil)), mark: item.mark)
        }), mark: node.mark)
    }
}
