/// What `withLatestFrom` and `combineLatest` read beside their input: a state
/// or a stream an earlier pipeline named.
enum OtherStream: Sendable {
    case state(String)
    case stream(String)

    /// `{state: NAME}` or `{stream: NAME}` for `operation`, with the type of its values.
    static func decode(_ node: Node, for operation: String, _ decoder: PipelineDecoder) -> (OtherStream, ExpressionType)? {
        let context = decoder.context
        guard let map = MappingReader(node, subject: .init(quoting: operation), keys: ["state", "stream"], context: context) else { return nil }
        if let stateNode = map["state"], let name = context.identifier(stateNode, "state"), let type = decoder.state(name, at: stateNode.mark) {
            return (.state(name), type)
        }
        if let streamNode = map["stream"], let name = context.identifier(streamNode, "stream"), let type = decoder.stream(name, at: streamNode.mark) {
            return (.stream(name), type)
        }
        if map["state"] == nil, map["stream"] == nil { context.error("`\(operation)` needs `state` or `stream`", at: node.mark) }
        return nil
    }

    var label: String {
        switch self {
        case .state(let name): return "state \(name)"
        case .stream(let name): return "stream \(name)"
        }
    }

    /// The stream it names, if it is one.
    var stream: String? {
        if case .stream(let name) = self { return name }
        return nil
    }

    /// Its values for one behaviour: a state's changes start from its current value.
    func values(in scope: PipelineScope) -> Observable<PropertyValue> {
        switch self {
        case .state(let name):
            let cell = scope.state(name)
            return cell.changes.startWith(cell.value, label: "state \(name)")
        case .stream(let name):
            return scope.streams[name]!.map("value") { $0.value }
        }
    }
}
