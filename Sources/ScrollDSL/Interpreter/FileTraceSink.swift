import Foundation

/// Streams trace lines to a file through a small buffer, so a long run never
/// holds its trace in memory.
public final class FileTraceSink: TraceSink {
    private let handle: FileHandle
    private var buffer = Data()
    private static let flushSize = 1 << 16

    /// Creates (or empties) the file at `path`.
    public init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission)
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        buffer.reserveCapacity(Self.flushSize * 2)
    }

    public func writeLine(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.flushSize { flush() }
    }

    /// Writes what is buffered and closes the file.
    public func close() {
        flush()
        try? handle.close()
    }

    private func flush() {
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
