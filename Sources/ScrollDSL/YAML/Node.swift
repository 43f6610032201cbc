/// One node of a YAML document, with the position it starts at.
///
/// Aliases are expanded into copies of their anchored node, and YAML 1.1 merge
/// keys (`<<: *defaults`) are applied, so later layers see plain trees. A node
/// is a small handle: a list's items and a map's pairs live in the arena the
/// document was read into, which the node keeps alive.
public struct Node: Sendable {
    /// What a node holds.
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence(Items)
        case mapping(Pairs)
    }

    /// One key and its value in a mapping, in file order.
    public struct Pair: Sendable {
        public let key: Node
        public let value: Node
    }

    /// The arena holding a collection's children; a scalar needs none, and
    /// making nodes of keys and scalar values then counts no references.
    let arena: NodeArena?
    let record: NodeArena.Record

    init(_ record: NodeArena.Record, in arena: NodeArena) {
        if case .scalar = record.payload {
            self.arena = nil
        } else {
            self.arena = arena
        }
        self.record = record
    }

    /// Where the node starts.
    public var mark: Mark { record.mark }

    /// What the node holds.
    public var content: Content {
        switch record.payload {
        case .scalar(let scalar): return .scalar(scalar)
        case .sequence(let start, let count): return .sequence(Items(arena: arena!, start: start, count: count))
        case .mapping(let start, let pairCount): return .mapping(Pairs(arena: arena!, start: start, count: pairCount))
        }
    }

    /// The scalar, when this node is one.
    public var scalar: Scalar? { record.scalar }

    /// The items, when this node is a sequence.
    public var sequence: Items? {
        if case .sequence(let start, let count) = record.payload { return Items(arena: arena!, start: start, count: count) }
        return nil
    }

    /// The pairs, when this node is a mapping.
    public var mapping: Pairs? {
        if case .mapping(let start, let pairCount) = record.payload { return Pairs(arena: arena!, start: start, count: pairCount) }
        return nil
    }

    /// The value stored under a scalar key, when this node is a mapping.
    public subscript(key: String) -> Node? {
        mapping?.value(forKey: key)
    }

    /// How a spec author would name this node's kind in a message.
    public var kindDescription: String { record.kindDescription }
}
