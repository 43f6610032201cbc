/// Pairs up a mapping's keys and values, applies YAML 1.1 merge keys
/// (`<<: *defaults`, explicit keys win) and rejects duplicate keys.
package enum MappingAssembler {
    package static func pairs(from pairs: [Node.Pair]) throws(YAMLError) -> [Node.Pair] {
        guard pairs.contains(where: { isMergeKey($0.key) }) else {
            try rejectDuplicates(pairs)
            return pairs
        }
        var explicit: [Node.Pair] = []
        var merged: [Node.Pair] = []
        for pair in pairs {
            if isMergeKey(pair.key) {
                merged += try mergedPairs(pair.value)
            } else {
                explicit.append(pair)
            }
        }
        try rejectDuplicates(explicit)
        var seen = Set(explicit.compactMap { $0.key.scalar?.text })
        for pair in merged {
            guard let key = pair.key.scalar?.text else { continue }
            if seen.insert(key).inserted { explicit.append(pair) }
        }
        return explicit
    }

    private static func isMergeKey(_ key: Node) -> Bool {
        guard let scalar = key.scalar else { return false }
        return scalar.style == .plain && scalar.tag == nil && scalar.text == "<<"
    }

    private static func mergedPairs(_ value: Node) throws(YAMLError) -> [Node.Pair] {
        if let pairs = value.mapping { return pairs }
        if let items = value.sequence {
            var result: [Node.Pair] = []
            for item in items {
                guard let pairs = item.mapping else { throw mergeError(item) }
                result += pairs
            }
            return result
        }
        throw mergeError(value)
    }

    private static func mergeError(_ node: Node) -> YAMLError {
        YAMLError("a merge key `<<` takes a map or a list of maps, not \(node.kindDescription)", at: node.mark)
    }

    private static func rejectDuplicates(_ pairs: [Node.Pair]) throws(YAMLError) {
        if pairs.count <= 16 {
            for index in pairs.indices.dropFirst() {
                guard let key = pairs[index].key.scalar?.text,
                      let first = pairs[..<index].firstIndex(where: { $0.key.isScalar(key) }) else { continue }
                throw YAMLError("duplicate key `\(key)`; it is already set on line \(pairs[first].key.mark.line)", at: pairs[index].key.mark)
            }
            return
        }
        var firstLine: [String: Int] = [:]
        for pair in pairs {
            guard let key = pair.key.scalar?.text else { continue }
            if let line = firstLine[key] {
                throw YAMLError("duplicate key `\(key)`; it is already set on line \(line)", at: pair.key.mark)
            }
            firstLine[key] = pair.key.mark.line
        }
    }
}
