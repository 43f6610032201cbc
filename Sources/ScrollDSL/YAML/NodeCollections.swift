extension Node {
    /// A sequence's items, in file order.
    public struct Items: RandomAccessCollection, Sendable {
        let arena: NodeArena
        let start: Int
        public let count: Int

        /// No items, for a list that is absent.
        static let empty = Items(arena: NodeArena(), start: 0, count: 0)

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> Node {
            precondition(position >= 0 && position < count, "index out of range")
            return Node(arena[start + position], in: arena)
        }
    }

    /// A mapping's key–value pairs, in file order.
    public struct Pairs: RandomAccessCollection, Sendable {
        let arena: NodeArena
        let start: Int
        public let count: Int

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> Pair {
            precondition(position >= 0 && position < count, "index out of range")
            let key = start + 2 * position
            return Pair(key: Node(arena[key], in: arena), value: Node(arena[key + 1], in: arena))
        }

        /// The key of the pair at `position`, without making a node of its value.
        func key(at position: Int) -> Node {
            precondition(position >= 0 && position < count, "index out of range")
            return Node(arena[start + 2 * position], in: arena)
        }

        /// The value under the scalar key `key`, if any; the keys are compared
        /// where they lie, without making a node of each.
        public func value(forKey key: String) -> Node? {
            for position in stride(from: start, to: start + 2 * count, by: 2) {
                if case .scalar(let scalar) = arena[position].payload, scalar.text == key {
                    return Node(arena[position + 1], in: arena)
                }
            }
            return nil
        }
    }
}
