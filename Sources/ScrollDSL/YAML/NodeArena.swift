/// The nodes of one document, or of one streamed list item, in one block of
/// memory: a collection's children sit next to each other, and a collection
/// names them by where they start and how many there are.
///
/// Reading a file this way costs no allocation per list or map, and an item
/// handed to a list reader is released by emptying its arena, which the tree
/// builder then reuses for the next item. Records are only ever added while a
/// document is read, and an arena is emptied only when no node refers to it,
/// so a node's children never change under it.
///
/// The tree builder keeps the children of its open collections in an arena
/// too, used as a stack: a closing collection moves its own into the
/// document's arena in one block.
final class NodeArena: @unchecked Sendable {
    /// One node without its arena: what it holds and where it starts.
    struct Record {
        let payload: Payload
        let mark: Mark

        /// The scalar, when this record is one.
        var scalar: Scalar? {
            if case .scalar(let scalar) = payload { return scalar }
            return nil
        }

        /// How a spec author would name this node's kind in a message.
        var kindDescription: String {
            switch payload {
            case .scalar(let scalar): return scalar.value.kindDescription
            case .sequence: return "a list"
            case .mapping: return "a map"
            }
        }
    }

    /// A scalar, or where a collection's children are in the arena.
    enum Payload {
        case scalar(Scalar)
        case sequence(start: Int, count: Int)
        /// Keys and values alternate from `start`.
        case mapping(start: Int, pairCount: Int)
    }

    private var records: UnsafeMutablePointer<Record>
    private var capacity: Int
    /// How many records the arena holds.
    private(set) var count = 0

    init() {
        capacity = 64
        records = .allocate(capacity: capacity)
    }

    deinit {
        records.deinitialize(count: count)
        records.deallocate()
    }

    subscript(index: Int) -> Record {
        records[index]
    }

    /// The last record, if any.
    var last: Record? { count > 0 ? records[count - 1] : nil }

    /// The records from `start` to the end.
    func records(from start: Int) -> UnsafeBufferPointer<Record> {
        UnsafeBufferPointer(start: records + start, count: count - start)
    }

    func append(_ record: consuming Record) {
        reserve(1)
        (records + count).initialize(to: record)
        count += 1
    }

    /// Appends copies of `added` and returns where they start.
    func append(contentsOf added: [Record]) -> Int {
        reserve(added.count)
        for (offset, record) in added.enumerated() {
            (records + count + offset).initialize(to: record)
        }
        count += added.count
        return count - added.count
    }

    /// Moves the records from `start` to the end onto the end of `arena`,
    /// and returns where they start there.
    func move(from start: Int, to arena: NodeArena) -> Int {
        let moved = count - start
        count = start
        arena.reserve(moved)
        (arena.records + arena.count).moveInitialize(from: records + start, count: moved)
        arena.count += moved
        return arena.count - moved
    }

    /// Drops the records from `start` to the end, keeping the memory.
    func remove(from start: Int) {
        (records + start).deinitialize(count: count - start)
        count = start
    }

    /// `node` as a record of this arena: itself when it lives here, else a
    /// copy of it and of everything under it (an alias of a node read
    /// into another arena).
    func adopt(_ node: Node) -> Record {
        guard let other = node.arena, other !== self else { return node.record }
        return copy(node.record, from: other)
    }

    private func copy(_ record: Record, from other: NodeArena) -> Record {
        switch record.payload {
        case .scalar:
            return record
        case .sequence(let start, let count):
            let items = (start..<start + count).map { copy(other[$0], from: other) }
            return Record(payload: .sequence(start: append(contentsOf: items), count: count), mark: record.mark)
        case .mapping(let start, let pairCount):
            let entries = (start..<start + 2 * pairCount).map { copy(other[$0], from: other) }
            return Record(payload: .mapping(start: append(contentsOf: entries), pairCount: pairCount), mark: record.mark)
        }
    }

    private func reserve(_ added: Int) {
        guard count + added > capacity else { return }
        let newCapacity = max(capacity * 2, count + added)
        let larger = UnsafeMutablePointer<Record>.allocate(capacity: newCapacity)
        larger.moveInitialize(from: records, count: count)
        records.deallocate()
        records = larger
        capacity = newCapacity
    }
}
