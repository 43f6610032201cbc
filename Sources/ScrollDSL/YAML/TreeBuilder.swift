import CYAML

/// Assembles libyaml events into a ``Node`` tree while enforcing ``YAMLLimits``.
struct TreeBuilder {
    /// A collection being read. It holds no strings, so that opening and
    /// closing one costs no reference counting: the rare anchor and the
    /// handed-over list's key are kept beside the stack.
    private struct OpenCollection {
        let isMapping: Bool
        /// Whether it has an anchor, the last in `openAnchors`.
        let isAnchored: Bool
        /// Whether its items go to the list reader, under `handedOverKey`.
        let handsOver: Bool
        let mark: Mark
        /// Where its children start on the stack.
        let start: Int
        /// Nodes in this collection's subtree, aliases counted expanded.
        var size = 1
    }

    private struct Anchored {
        let node: Node
        let size: Int
    }

    let limits: YAMLLimits
    /// Takes the items of chosen top-level lists instead of the tree.
    let listReader: TopLevelListReader?
    private(set) var root: Node?
    private var open: [OpenCollection] = []
    /// The anchors of the anchored open collections, innermost last.
    private var openAnchors: [String] = []
    /// The top-level key of the list being handed to the list reader.
    private var handedOverKey: String?
    private let children = NodeStack()
    private var anchors: [String: Anchored] = [:]
    private var aliasedNodes = 0
    private var documents = 0

    init(limits: YAMLLimits, listReader: TopLevelListReader? = nil) {
        self.limits = limits
        self.listReader = listReader
    }

    mutating func consume(_ event: yaml_event_t) throws(YAMLError) {
        let mark = Mark(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw YAMLError("a spec is one YAML document, but a second one starts here", at: mark)
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let scalar = Scalar(
                text: string(data.value, count: data.length),
                style: style(data.style),
                tag: try scalarTag(data.tag, at: mark)
            )
            add(Node(content: .scalar(scalar), mark: mark), size: 1, anchor: data.anchor.map { String(cString: $0) })
        case YAML_ALIAS_EVENT:
            try addAlias(String(cString: event.data.alias.anchor), at: mark)
        case YAML_SEQUENCE_START_EVENT:
            try checkCollectionTag(event.data.sequence_start.tag, expected: "tag:yaml.org,2002:seq", at: mark)
            try openCollection(isMapping: false, anchor: event.data.sequence_start.anchor, at: mark)
        case YAML_MAPPING_START_EVENT:
            try checkCollectionTag(event.data.mapping_start.tag, expected: "tag:yaml.org,2002:map", at: mark)
            try openCollection(isMapping: true, anchor: event.data.mapping_start.anchor, at: mark)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            try closeCollection()
        default:
            break
        }
    }

    private mutating func openCollection(isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, at mark: Mark) throws(YAMLError) {
        guard open.count < limits.maxDepth else {
            throw YAMLError("lists and maps are nested more than \(limits.maxDepth) levels deep", at: mark)
        }
        let handedOver = isMapping || anchor != nil ? nil : listKeyToHandOver(at: mark)
        if let handedOver { handedOverKey = handedOver }
        if let anchor { openAnchors.append(String(cString: anchor)) }
        open.append(OpenCollection(isMapping: isMapping, isAnchored: anchor != nil, handsOver: handedOver != nil, mark: mark, start: children.count))
    }

    /// The key of a list starting at `mark` as a value of the top-level map,
    /// when the list reader takes its items.
    private func listKeyToHandOver(at mark: Mark) -> String? {
        guard let listReader, open.count == 1, let map = open.first, map.isMapping,
              (children.count - map.start) % 2 == 1, let key = children.top?.scalar?.text else { return nil }
        return listReader.takesItems(of: key, at: mark, after: children.pairs(from: map.start)) ? key : nil
    }

    private mutating func closeCollection() throws(YAMLError) {
        let collection = open.removeLast()
        let content: Node.Content
        if collection.isMapping {
            content = .mapping(try MappingAssembler.pairs(from: children.popPairs(from: collection.start)))
        } else {
            content = .sequence(children.popItems(from: collection.start))
        }
        add(Node(content: content, mark: collection.mark), size: collection.size, anchor: collection.isAnchored ? openAnchors.removeLast() : nil)
    }

    private mutating func addAlias(_ name: String, at mark: Mark) throws(YAMLError) {
        guard let anchored = anchors[name] else {
            throw YAMLError("unknown alias `*\(name)`: no anchor `&\(name)` comes before it", at: mark)
        }
        aliasedNodes += anchored.size
        guard aliasedNodes <= limits.maxAliasedNodes else {
            throw YAMLError("aliases expand to more than \(limits.maxAliasedNodes) nodes; is this an alias bomb?", at: mark)
        }
        add(anchored.node, size: anchored.size, anchor: nil)
    }

    private mutating func add(_ node: consuming Node, size: Int, anchor: String?) {
        if let anchor { anchors[anchor] = Anchored(node: copy node, size: size) }
        if open.isEmpty {
            root = node
            return
        }
        open[open.count - 1].size += size
        if open[open.count - 1].handsOver, let key = handedOverKey {
            listReader?.read(node, of: key)
            return
        }
        children.push(node)
    }

    private func string(_ bytes: UnsafeMutablePointer<yaml_char_t>?, count: Int) -> String {
        guard let bytes else { return "" }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    private func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    private func scalarTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at mark: Mark) throws(YAMLError) -> Scalar.Tag? {
        guard let tag else { return nil }
        let name = String(cString: tag)
        guard let known = Scalar.Tag(rawValue: name) else {
            throw YAMLError("unsupported tag `\(name)`; scalars take !!str, !!int, !!float, !!bool or !!null", at: mark)
        }
        return known
    }

    private func checkCollectionTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, expected: String, at mark: Mark) throws(YAMLError) {
        guard let tag else { return }
        let name = String(cString: tag)
        guard name == expected || name == "!" else {
            throw YAMLError("unsupported tag `\(name)` on a collection", at: mark)
        }
    }
}
