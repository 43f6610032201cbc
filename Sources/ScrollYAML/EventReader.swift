internal import CYAML

/// libyaml's event parser over bytes or a source, read as ``YAMLEvent``s:
/// the one part of the YAML layer that talks to C.
///
/// It is used by one thread at a time: the caller's, or the one a large
/// file is read on (see ``EventPipeline``).
package final class EventReader {
    /// On the heap, so that it never moves: libyaml keeps its address.
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    /// Where a byte is, for text that is not UTF-8 (libyaml gives only the offset).
    private let markOfByte: (Int) -> Mark

    /// A reader of what `setInput` hands libyaml.
    init(markOfByte: @escaping (Int) -> Mark, setInput: (UnsafeMutablePointer<yaml_parser_t>) -> Void) throws(YAMLError) {
        self.markOfByte = markOfByte
        guard yaml_parser_initialize(parser) == 1 else {
            throw YAMLError("libyaml could not start (out of memory)", at: .start)
        }
        setInput(parser)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event; ``YAMLEvent/streamEnd`` once the input ends.
    package func next() throws(YAMLError) -> YAMLEvent {
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else {
                throw syntaxError()
            }
            defer { yaml_event_delete(&event) }
            if let converted = try converted(event) { return converted }
        }
    }

    /// The event as the tree builder sees it; `nil` for the events it needs
    /// not know (the stream's start, a document's end).
    private func converted(_ event: yaml_event_t) throws(YAMLError) -> YAMLEvent? {
        let mark = Mark(event.start_mark)
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(at: mark)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = string(data.value, count: data.length)
            return .scalar(text, style: style(data.style), tag: try scalarTag(data.tag, at: mark), anchor: data.anchor.map { String(cString: $0) }, at: mark)
        case YAML_ALIAS_EVENT:
            return .alias(String(cString: event.data.alias.anchor), at: mark)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            try checkCollectionTag(data.tag, expected: "tag:yaml.org,2002:seq", at: mark)
            return .collectionStart(isMapping: false, anchor: data.anchor.map { String(cString: $0) }, at: mark)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            try checkCollectionTag(data.tag, expected: "tag:yaml.org,2002:map", at: mark)
            return .collectionStart(isMapping: true, anchor: data.anchor.map { String(cString: $0) }, at: mark)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            return .collectionEnd
        default:
            return nil
        }
    }

    private func syntaxError() -> YAMLError {
        let parser = parser.pointee
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable input"
        if parser.error == YAML_READER_ERROR {
            return YAMLError("not readable as UTF-8 text: \(problem)", at: markOfByte(parser.problem_offset))
        }
        var message = "invalid YAML: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            let start = Mark(parser.context_mark)
            message += " \(context) (started at line \(start.line), column \(start.column))"
        }
        return YAMLError(message, at: Mark(parser.problem_mark))
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

extension Mark {
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
