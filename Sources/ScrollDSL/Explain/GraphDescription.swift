/// A behaviour's compiled graph as `scrollrun explain` prints it: every node
/// once, sources first, each with the nodes it receives from, then the sinks.
public struct GraphDescription {
    /// One operator, subject or source.
    package struct Vertex {
        /// `n1`, `n2`, … in the order printed.
        package let id: String
        /// The operator and its argument.
        package let label: String
        /// The ids of the nodes it receives from.
        package let inputs: [String]
    }

    /// One subscribed end of the graph.
    package struct Sink {
        /// What it does.
        package let label: String
        /// The id of the node it subscribes to.
        package let input: String
    }

    /// The behaviour's plugin name.
    public let plugin: String
    /// Its screen.
    package let screen: String
    /// Where it is declared.
    package let mark: Mark
    /// What it does outside the graph (routing drags, say).
    package let notes: [String]
    /// Its operators and sources, sources first.
    package let nodes: [Vertex]
    /// Where its values go: the properties and scroll views it writes.
    package let sinks: [Sink]

    /// Describes the graph a behaviour was compiled into.
    package init(behaviour: BehaviourSpec, context: BehaviourContext) {
        plugin = behaviour.plugin
        screen = context.screen.id
        mark = behaviour.mark
        notes = context.notes.map(\.visiblyEscaped)
        var ids: [ObjectIdentifier: String] = [:]
        var nodes: [Vertex] = []
        func visit(_ node: any GraphNode) -> String {
            let key = ObjectIdentifier(node)
            if let id = ids[key] { return id }
            let inputs = node.sources.map(visit)
            let id = "n\(nodes.count + 1)"
            ids[key] = id
            nodes.append(Vertex(id: id, label: node.label.visiblyEscaped, inputs: inputs))
            return id
        }
        sinks = context.sinks.map { Sink(label: $0.label.visiblyEscaped, input: visit($0.source)) }
        self.nodes = nodes
    }

    /// Plain text: one line a node, `n3 debounce(0) ← n2`.
    public var text: String {
        var lines = ["\(plugin) on screen `\(screen)` (line \(mark.line))"]
        lines += notes.map { "  note: \($0)" }
        if nodes.isEmpty && sinks.isEmpty { lines.append("  (no reactive graph)") }
        let width = (nodes.map { $0.id.count + $0.label.count } + sinks.map { 5 + $0.label.count }).max() ?? 0
        for node in nodes {
            let head = "\(node.id) \(node.label)"
            let from = node.inputs.isEmpty ? "source" : "← " + node.inputs.joined(separator: ", ")
            lines.append("  " + head.padding(width + 2) + from)
        }
        for sink in sinks {
            lines.append("  " + "sink \(sink.label)".padding(width + 2) + "← \(sink.input)")
        }
        return lines.joined(separator: "\n")
    }

    /// A Mermaid flowchart subgraph, `prefix` keeping node ids unique across behaviours.
    package func mermaid(prefix: String) -> String {
        var lines = ["  subgraph \(prefix)[\"\(plugin) on \(screen)\"]"]
        for node in nodes {
            lines.append("    \(prefix)\(node.id)[\"\(Self.escape(node.label))\"]")
            lines += node.inputs.map { "    \(prefix)\($0) --> \(prefix)\(node.id)" }
        }
        for (index, sink) in sinks.enumerated() {
            let id = "\(prefix)s\(index + 1)"
            lines.append("    \(id)[/\"\(Self.escape(sink.label))\"/]")
            lines.append("    \(prefix)\(sink.input) --> \(id)")
        }
        for (index, note) in notes.enumerated() {
            lines.append("    \(prefix)note\(index + 1)>\"\(Self.escape(note))\"]")
        }
        lines.append("  end")
        return lines.joined(separator: "\n")
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}

extension Program {
    /// The graphs of every behaviour, in file order.
    public var graphDescriptions: [GraphDescription] {
        behaviours.map { GraphDescription(behaviour: $0.behaviour, context: $0.context) }
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
