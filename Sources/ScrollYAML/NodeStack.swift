/// The children of every open collection while a document is read, innermost
/// last; a closing collection moves its own out in one exactly sized array.
///
/// Growing an array per collection as its children arrive cost several
/// allocations and copies each; here the stack grows rarely, and the nodes
/// are moved, not copied and released. The arrays are reserved and appended
/// to: `init(unsafeUninitializedCapacity:)` runs the standard library's
/// unspecialized code, which looks the array's type up at run time each call.
package final class NodeStack {
    private var nodes: UnsafeMutablePointer<Node>
    private var capacity: Int
    /// How many nodes are on the stack.
    private(set) var count = 0

    package init() {
        capacity = 64
        nodes = .allocate(capacity: capacity)
    }

    deinit {
        nodes.deinitialize(count: count)
        nodes.deallocate()
    }

    /// The node on top of the stack, if any.
    package var top: Node? { count > 0 ? nodes[count - 1] : nil }

    /// The value of the first complete key–value pair from `start` up whose
    /// key is `key`, leaving the stack as it is.
    package func value(of key: String, from start: Int) -> Node? {
        stride(from: start, to: count - 1, by: 2).first { nodes[$0].isScalar(key) }.map { nodes[$0 + 1] }
    }

    package func push(_ node: consuming Node) {
        if count == capacity { grow() }
        (nodes + count).initialize(to: node)
        count += 1
    }

    /// The nodes from `start` to the top, as a sequence's items.
    package func popItems(from start: Int) -> [Node] {
        let taken = count - start
        guard taken > 0 else { return [] }
        var items: [Node] = []
        items.reserveCapacity(taken)
        for index in start..<count {
            items.append((nodes + index).move())
        }
        count = start
        return items
    }

    /// The nodes from `start` to the top, as a mapping's keys and values in turn.
    package func popPairs(from start: Int) -> [Node.Pair] {
        let pairCount = (count - start) / 2
        var pairs: [Node.Pair] = []
        pairs.reserveCapacity(pairCount)
        for index in 0..<pairCount {
            let key = nodes + start + 2 * index
            pairs.append(Node.Pair(key: key.move(), value: (key + 1).move()))
        }
        // libyaml pairs every key with a value; a key left alone would be dropped.
        (nodes + start + 2 * pairCount).deinitialize(count: count - start - 2 * pairCount)
        count = start
        return pairs
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: nodes, count: count)
        nodes.deallocate()
        nodes = larger
        capacity *= 2
    }
}
