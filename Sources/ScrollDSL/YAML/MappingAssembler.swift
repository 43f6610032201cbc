/// Pairs up a mapping's keys and values, applies YAML 1.1 merge keys
/// (`<<: *defaults`, explicit keys win) and rejects duplicate keys.
enum MappingAssembler {
    typealias Record = NodeArena.Record

    /// Moves the keys and values on `stack` from `start` up into `arena` as
    /// one map's pairs, merges applied, and returns the map.
    static func assemble(_ stack: NodeArena, from start: Int, into arena: NodeArena) throws(YAMLError) -> NodeArena.Payload {
        let entries = stack.records(from: start)
        // libyaml pairs every key with a value.
        let pairCount = entries.count / 2
        guard stride(from: 0, to: 2 * pairCount, by: 2).contains(where: { isMergeKey(entries[$0]) }) else {
            try rejectDuplicates(entries)
            return .mapping(start: stack.move(from: start, to: arena), pairCount: pairCount)
        }
        var explicit: [Record] = []
        var merged: [Record] = []
        for index in stride(from: 0, to: 2 * pairCount, by: 2) {
            if isMergeKey(entries[index]) {
                merged += try mergedEntries(entries[index + 1], in: arena)
            } else {
                explicit += [entries[index], entries[index + 1]]
            }
        }
        stack.remove(from: start)
        try explicit.withUnsafeBufferPointer { (explicit) throws(YAMLError) in try rejectDuplicates(explicit) }
        var seen = Set(stride(from: 0, to: explicit.count, by: 2).compactMap { explicit[$0].scalar?.text })
        for index in stride(from: 0, to: merged.count, by: 2) {
            guard let key = merged[index].scalar?.text else { continue }
            if seen.insert(key).inserted { explicit += [merged[index], merged[index + 1]] }
        }
        return .mapping(start: arena.append(contentsOf: explicit), pairCount: explicit.count / 2)
    }

    private static func isMergeKey(_ key: Record) -> Bool {
        guard let scalar = key.scalar else { return false }
        return scalar.style == .plain && scalar.tag == nil && scalar.text == "<<"
    }

    /// The keys and values a merge key's value brings in, read from `arena`.
    private static func mergedEntries(_ value: Record, in arena: NodeArena) throws(YAMLError) -> [Record] {
        switch value.payload {
        case .mapping(let start, let pairCount):
            return (start..<start + 2 * pairCount).map { arena[$0] }
        case .sequence(let start, let count):
            var result: [Record] = []
            for item in (start..<start + count).map({ arena[$0] }) {
                guard case .mapping(let itemStart, let pairCount) = item.payload else { throw mergeError(item) }
                result += (itemStart..<itemStart + 2 * pairCount).map { arena[$0] }
            }
            return result
        case .scalar:
            throw mergeError(value)
        }
    }

    private static func mergeError(_ node: Record) -> YAMLError {
        YAMLError("a merge key `<<` takes a map or a list of maps, not \(node.kindDescription)", at: node.mark)
    }

    /// Rejects a key that `entries`, keys and values in turn, hold twice.
    private static func rejectDuplicates(_ entries: UnsafeBufferPointer<Record>) throws(YAMLError) {
        let keys = stride(from: 0, to: entries.count - 1, by: 2)
        if entries.count / 2 <= 16 {
            for index in keys.dropFirst() {
                guard let key = entries[index].scalar?.text,
                      let first = stride(from: 0, to: index, by: 2).first(where: { entries[$0].scalar?.text == key }) else { continue }
                throw duplicateError(key, at: entries[index].mark, firstLine: entries[first].mark.line)
            }
            return
        }
        var firstLine: [String: Int] = [:]
        for index in keys {
            guard let key = entries[index].scalar?.text else { continue }
            if let line = firstLine[key] { throw duplicateError(key, at: entries[index].mark, firstLine: line) }
            firstLine[key] = entries[index].mark.line
        }
    }

    private static func duplicateError(_ key: String, at mark: Mark, firstLine: Int) -> YAMLError {
        YAMLError("duplicate key `\(key)`; it is already set on line \(firstLine)", at: mark)
    }
}
