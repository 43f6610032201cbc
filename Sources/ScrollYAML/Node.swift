/// One node of a YAML document, with the position it starts at.
///
/// Aliases are expanded into copies of their anchored node, and YAML 1.1 merge
/// keys (`<<: *defaults`) are applied, so later layers see plain trees.
package struct Node: Sendable {
    /// What a node holds.
    package enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// One key and its value in a mapping, in file order.
    package struct Pair: Sendable {
        package let key: Node
        package let value: Node

        package init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// What the node holds.
    package let content: Content
    /// Where the node starts.
    package let mark: Mark

    package init(content: Content, mark: Mark) {
        self.content = content
        self.mark = mark
    }

    /// The scalar, when this node is one.
    package var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items, when this node is a sequence.
    package var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs, when this node is a mapping.
    package var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value stored under a scalar key, when this node is a mapping.
    package subscript(key: String) -> Node? {
        mapping?.first { $0.key.isScalar(key) }?.value
    }

    /// Whether this node is the scalar `text`, compared in place: maps are
    /// searched by key thousands of times in a large spec.
    @inline(__always)
    package func isScalar(_ text: String) -> Bool {
        if case .scalar(let scalar) = content { return scalar.text == text }
        return false
    }

    /// How a spec author would name this node's kind in a message.
    package var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.value.kindDescription
        case .sequence(let items): return items.isEmpty ? "an empty list" : "a list"
        case .mapping(let pairs): return pairs.isEmpty ? "an empty map" : "a map"
        }
    }
}
