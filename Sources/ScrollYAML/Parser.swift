internal import CYAML

/// Builds a ``Node`` tree from YAML bytes through libyaml's event API.
///
/// One document per input; anchors, aliases and merge keys are resolved here,
/// and ``YAMLLimits`` are enforced while events arrive, so hostile input stops
/// early with a positioned ``YAMLError``. A large input is read on a second
/// thread while its tree is built; the result is the same (see `EventPipeline`).
package enum Parser {
    /// Parses `bytes` into the root node of its single document, or `nil` when
    /// the input holds no document at all (empty, or only comments).
    package static func parse(_ bytes: [UInt8], limits: YAMLLimits = .standard) throws(YAMLError) -> Node? {
        try parse(bytes, limits: limits, listReader: nil)
    }

    /// Parses `bytes` as above, handing the items of the top-level lists
    /// `listReader` takes to it instead of the tree.
    package static func parse(
        _ bytes: [UInt8], limits: YAMLLimits, listReader: TopLevelListReader?, reading: EventPipeline.Reading = .automatic
    ) throws(YAMLError) -> Node? {
        try limits.checkSize(bytes.count)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> Node? in
            guard let start = buffer.baseAddress, !buffer.isEmpty else { return nil }
            let reader = try EventReader(markOfByte: { position(ofByte: $0, in: buffer) }) { parser in
                yaml_parser_set_input_string(parser, start, buffer.count)
            }
            return try parse(reader, readAhead: EventPipeline.readsAhead(reading, byteCount: buffer.count), limits: limits, listReader: listReader)
        }
    }

    /// Parses what `source` reads, a chunk at a time, as above.
    package static func parse(
        _ source: YAMLSource, limits: YAMLLimits, listReader: TopLevelListReader?, reading: EventPipeline.Reading = .automatic
    ) throws(YAMLError) -> Node? {
        let context = Unmanaged.passRetained(SourceBox(source))
        defer { context.release() }
        do {
            let reader = try EventReader(markOfByte: source.mark) { parser in
                yaml_parser_set_input(parser, { context, buffer, size, read in
                    let source = Unmanaged<SourceBox>.fromOpaque(context!).takeUnretainedValue().source
                    guard let count = source.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: size)) else { return 0 }
                    read!.pointee = count
                    return 1
                }, context.toOpaque())
            }
            return try parse(reader, readAhead: EventPipeline.readsAhead(reading, byteCount: source.size), limits: limits, listReader: listReader)
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

    private static func parse(_ reader: EventReader, readAhead: Bool, limits: YAMLLimits, listReader: TopLevelListReader?) throws(YAMLError) -> Node? {
        var builder = TreeBuilder(limits: limits, listReader: listReader)
        try EventPipeline.feed(from: reader, readAhead: readAhead) { (event) throws(YAMLError) in try builder.consume(event) }
        return builder.root
    }

    /// Line and column of a byte offset, counting Unicode scalars as libyaml does.
    package static func position(ofByte offset: Int, in bytes: some Collection<UInt8>) -> Mark {
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
