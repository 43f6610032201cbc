/// One node of a YAML document, with the position it starts at.
///
/// Aliases are expanded into copies of their anchored node, and YAML 1.1 merge
/// keys (`<<: *defaults`) are applied, so later layers see plain trees.
public struct Node: Sendable {
    /// What a node holds.
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// One key and its value in a mapping, in file order.
    public struct Pair: Sendable {
        public let key: Node
        public let value: Node
    }

    /// What the node holds.
    public let content: Content
    /// Where the node starts.
    public let mark: Mark

    /// The scalar, when this node is one.
    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items, when this node is a sequence.
    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs, when this node is a mapping.
    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value stored under a scalar key, when this node is a mapping.
    public subscript(key: String) -> Node? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// How a spec author would name this node's kind in a message.
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.value.kindDescription
        case .sequence: return "a list"
        case .mapping: return "a map"
        }
    }
}
