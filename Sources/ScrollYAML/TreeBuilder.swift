/// Assembles ``YAMLEvent``s into a ``Node`` tree while enforcing ``YAMLLimits``.
package struct TreeBuilder {
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

    package let limits: YAMLLimits
    /// Takes the items of chosen top-level lists instead of the tree.
    package let listReader: TopLevelListReader?
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

    package init(limits: YAMLLimits, listReader: TopLevelListReader? = nil) {
        self.limits = limits
        self.listReader = listReader
    }

    package mutating func consume(_ event: YAMLEvent) throws(YAMLError) {
        switch event {
        case .documentStart(let mark):
            documents += 1
            if documents > 1 {
                throw YAMLError("a spec or plugin file is one YAML document, but a second one starts here", at: mark)
            }
        case .scalar(let text, let style, let tag, let anchor, let mark):
            add(Node(content: .scalar(Scalar(text: text, style: style, tag: tag)), mark: mark), size: 1, anchor: anchor)
        case .alias(let name, let mark):
            try addAlias(name, at: mark)
        case .collectionStart(let isMapping, let anchor, let mark):
            try openCollection(isMapping: isMapping, anchor: anchor, at: mark)
        case .collectionEnd:
            try closeCollection()
        case .streamEnd:
            break
        }
    }

    private mutating func openCollection(isMapping: Bool, anchor: String?, at mark: Mark) throws(YAMLError) {
        guard open.count < limits.maxDepth else {
            throw YAMLError("lists and maps are nested more than \(limits.maxDepth) levels deep", at: mark)
        }
        let handedOver = isMapping || anchor != nil ? nil : listKeyToHandOver(at: mark)
        if let handedOver { handedOverKey = handedOver }
        if let anchor { openAnchors.append(anchor) }
        open.append(OpenCollection(isMapping: isMapping, isAnchored: anchor != nil, handsOver: handedOver != nil, mark: mark, start: children.count))
    }

    /// The key of a list starting at `mark` as a value of the top-level map,
    /// when the list reader takes its items.
    private func listKeyToHandOver(at mark: Mark) -> String? {
        guard let listReader, open.count == 1, let map = open.first, map.isMapping,
              (children.count - map.start) % 2 == 1, let key = children.top?.scalar?.text else { return nil }
        let children = self.children
        return listReader.takesItems(of: key, at: mark) { children.value(of: $0, from: map.start) } ? key : nil
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
}
