/// `{insertItems: SV, count, size, estimatedSize, idPrefix, before, after, keep}`:
/// items inserted at each element, as an app's data source grows (a page of
/// posts loaded, a message received). They are named `idPrefix` and a running
/// index the behaviour keeps (`p0`, `p1`, … then `p20`, … on the next element).
struct InsertItemsSink: PipelineSink {
    static let entry = VocabularyEntry(
        name: "insertItems", form: "{insertItems: SV, count: 20, size: 80, estimatedSize: 120, idPrefix: p, before: EXPR, after: EXPR, keep: offset}",
        documentation: "inserts `count` items of `size` (and `estimatedSize`, when they size themselves) at each element, named `idPrefix` and a running index of the behaviour's, before or after the item an expression names (an id or an index), or at the end; `keep` as the step's. `count`, `size` and `estimatedSize` are expressions")
    static let otherKeys = ["count", "size", "estimatedSize", "idPrefix", "before", "after", "keep"]

    let scrollView: String
    let count: TypedExpression
    let size: TypedExpression
    let estimatedSize: TypedExpression?
    let idPrefix: String
    let place: (expression: TypedExpression, before: Bool)?
    let keep: ItemKeeping

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        let context = decoder.context
        guard let scrollView = decoder.parameter(value, .scrollView, for: entry.name),
              let count = ItemSinkReader(decoder: decoder, names: names).number(map, "count"),
              let size = ItemSinkReader(decoder: decoder, names: names).number(map, "size") else { return nil }
        var estimated: TypedExpression?
        if map["estimatedSize"] != nil {
            guard let given = ItemSinkReader(decoder: decoder, names: names).number(map, "estimatedSize") else { return nil }
            estimated = given
        }
        guard let prefix = map["idPrefix"].flatMap({ context.identifier($0, "idPrefix") }) ?? (map["idPrefix"] == nil ? "" : nil) else { return nil }
        if map["before"] != nil, let after = map["after"] {
            context.error("new items go `before` one or `after` one, not both", at: after.mark)
            return nil
        }
        var place: (expression: TypedExpression, before: Bool)?
        if let key = map["before"] != nil ? "before" : map["after"] != nil ? "after" : nil {
            guard let item = ItemSinkReader(decoder: decoder, names: names).item(map, key) else { return nil }
            place = (item, key == "before")
        }
        guard let keep = map["keep"].map({ context.word($0, "keep", among: ItemKeeping.self) }) ?? .offset else { return nil }
        return InsertItemsSink(scrollView: scrollView, count: count, size: size, estimatedSize: estimated, idPrefix: prefix, place: place, keep: keep)
    }

    var label: String { "insertItems(\(scrollView), idPrefix: \(idPrefix), keep: \(keep.rawValue))" }
    var expressions: [TypedExpression] { [count, size] + [estimatedSize, place?.expression].compactMap { $0 } }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        let host = scope.scrollView(scrollView)
        let (count, size) = (scope.compile(self.count), scope.compile(self.size))
        let estimate = estimatedSize.map(scope.compile)
        let place = self.place.map { (scope.compileUnchecked($0.expression), $0.before) }
        let (prefix, keep, stop) = (idPrefix, self.keep, scope.stopper())
        var next = 0
        scope.subscribe(label, stream) { bindings in
            let wanted = Int(max(0, min(count(bindings).numberValue, Double(SpecLimits.items))))
            let length = max(0, size(bindings).numberValue)
            let estimated = estimate.map { max(0, $0(bindings).numberValue) }
            let items = (next..<(next + wanted)).map { Item(id: prefix + String($0), size: length, estimatedSize: estimated) }
            next += wanted
            let at = place.flatMap { ItemSinkReader.id(of: $0.0(bindings), in: host) }
            if place != nil, at == nil { return stop("names no item to insert next to") }
            let before = place?.1 == true ? at : nil
            guard host.insertItems(items, before: before, after: before == nil ? at : nil, keep: keep) else {
                return stop("inserted an item whose id `\(host.id)` already has (\(prefix)…)")
            }
        }
    }
}

/// `{deleteItems: SV, item: EXPR, keep}`: the item an expression names (an id
/// or an index) deleted at each element, as an app's data source shrinks.
struct DeleteItemsSink: PipelineSink {
    static let entry = VocabularyEntry(
        name: "deleteItems", form: "{deleteItems: SV, item: EXPR, keep: offset}",
        documentation: "deletes the item an expression names (an id or an index) at each element; `keep` as the step's; an item that is not there stops the run at the sink")
    static let otherKeys = ["item", "keep"]

    let scrollView: String
    let item: TypedExpression
    let keep: ItemKeeping

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        guard let scrollView = decoder.parameter(value, .scrollView, for: entry.name),
              let item = ItemSinkReader(decoder: decoder, names: names).item(map, "item"),
              let keep = map["keep"].map({ decoder.context.word($0, "keep", among: ItemKeeping.self) }) ?? .offset else { return nil }
        return DeleteItemsSink(scrollView: scrollView, item: item, keep: keep)
    }

    var label: String { "deleteItems(\(scrollView), keep: \(keep.rawValue))" }
    var expressions: [TypedExpression] { [item] }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        let host = scope.scrollView(scrollView)
        let (item, keep, stop) = (scope.compileUnchecked(self.item), self.keep, scope.stopper())
        scope.subscribe(label, stream) { bindings in
            guard let id = ItemSinkReader.id(of: item(bindings), in: host), host.deleteItems([id], keep: keep) else {
                return stop("deleted an item `\(host.id)` does not have")
            }
        }
    }
}

/// Reads what the item sinks and sources are given: numbers, items named by
/// id or index, and ids written in a source.
struct ItemSinkReader {
    let decoder: PipelineDecoder
    let names: ExpressionNames

    /// The number expression under `key`, which must be given.
    func number(_ map: SourceMap, _ key: String) -> TypedExpression? {
        guard let node = map[key] else {
            decoder.context.error("the sink needs `\(key)`", at: map.node.mark)
            return nil
        }
        guard let (expression, type, _) = decoder.expression(node, "`\(key)`", names: names) else { return nil }
        guard type == .number else {
            decoder.context.error("`\(key)` is a number, not a \(type)\(type.isOptional ? " (unwrap it with `??`)" : "")", at: node.mark)
            return nil
        }
        return expression
    }

    /// The expression under `key` naming an item: an id (a string) or an index (a number).
    func item(_ map: SourceMap, _ key: String) -> TypedExpression? {
        guard let node = map[key] else {
            decoder.context.error("the sink needs `\(key)`: an id or an index", at: map.node.mark)
            return nil
        }
        guard let (expression, type, _) = decoder.expression(node, "`\(key)`", names: names) else { return nil }
        guard type.unwrapped == .string || type.unwrapped == .number else {
            decoder.context.error("`\(key)` is an id (a string) or an index (a number), not a \(type)", at: node.mark)
            return nil
        }
        return expression
    }

    /// The id `value` names in `host`'s items: an id there, or an index in range.
    static func id(of value: PropertyValue, in host: any ScrollViewHost) -> String? {
        guard let items = host.itemLayout, let index = items.index(named: value) else { return nil }
        return items.item(at: index).id
    }

    /// An item id written in a source (`item: ID`), or the string parameter that holds it.
    static func idOrParameter(_ text: String, _ decoder: PipelineDecoder) -> ParameterOr<String> {
        if case .text? = decoder.parameterTypes[text] { return .parameter(text) }
        return .value(text)
    }
}
