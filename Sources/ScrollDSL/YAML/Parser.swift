import CYAML

/// Builds a ``Node`` tree from YAML bytes through libyaml's event API.
///
/// One document per input; anchors, aliases and merge keys are resolved here,
/// and ``YAMLLimits`` are enforced while events arrive, so hostile input stops
/// early with a positioned ``YAMLError``.
public enum Parser {
    /// Parses `bytes` into the root node of its single document, or `nil` when
    /// the input holds no document at all (empty, or only comments).
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = .standard) throws(YAMLError) -> Node? {
        try parse(bytes, limits: limits, listReader: nil)
    }

    /// Parses `bytes` as above, handing the items of the top-level lists
    /// `listReader` takes to it instead of the tree.
    static func parse(_ bytes: [UInt8], limits: YAMLLimits, listReader: TopLevelListReader?) throws(YAMLError) -> Node? {
        try limits.checkSize(bytes.count)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> Node? in
            guard let start = buffer.baseAddress, !buffer.isEmpty else { return nil }
            return try parse(limits: limits, listReader: listReader, markOfByte: { position(ofByte: $0, in: buffer) }) { parser in
                yaml_parser_set_input_string(&parser, start, buffer.count)
            }
        }
    }

    /// Parses what `source` reads, a chunk at a time, as above.
    static func parse(_ source: YAMLSource, limits: YAMLLimits, listReader: TopLevelListReader?) throws(YAMLError) -> Node? {
        let context = Unmanaged.passRetained(SourceBox(source))
        defer { context.release() }
        do {
            return try parse(limits: limits, listReader: listReader, markOfByte: source.mark) { parser in
                yaml_parser_set_input(&parser, { context, buffer, size, read in
                    let source = Unmanaged<SourceBox>.fromOpaque(context!).takeUnretainedValue().source
                    guard let count = source.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: size)) else { return 0 }
                    read!.pointee = count
                    return 1
                }, context.toOpaque())
            }
        } catch {
            // libyaml only knows that the read failed; the source knows why.
            if let failure = source.failure { throw YAMLError(failure, at: .start) }
            throw error
        }
    }

    /// Holds a source for libyaml's read callback, which takes one pointer.
    private final class SourceBox {
        let source: YAMLSource
        init(_ source: YAMLSource) { self.source = source }
    }

    private static func parse(
        limits: YAMLLimits, listReader: TopLevelListReader?, markOfByte: (Int) -> Mark, setInput: (inout yaml_parser_t) -> Void
    ) throws(YAMLError) -> Node? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError("libyaml could not start (out of memory)", at: .start)
        }
        defer { yaml_parser_delete(&parser) }
        setInput(&parser)
        var builder = TreeBuilder(limits: limits, listReader: listReader)
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw syntaxError(parser, markOfByte: markOfByte)
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { return builder.root }
            try builder.consume(event)
        }
    }

    private static func syntaxError(_ parser: yaml_parser_t, markOfByte: (Int) -> Mark) -> YAMLError {
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

    /// Line and column of a byte offset, counting Unicode scalars as libyaml does.
    static func position(ofByte offset: Int, in bytes: some Collection<UInt8>) -> Mark {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Mark(line: line, column: column)
    }
}

extension Mark {
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
