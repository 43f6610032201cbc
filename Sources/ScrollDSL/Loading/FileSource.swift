internal import ScrollPlatform

/// A spec file that the parser reads a chunk at a time, so a large spec is
/// never held whole. The file is read to the size it had when opened.
final class FileSource: YAMLSource {
    private let path: String
    private let descriptor: FileDescriptor
    private let limits: YAMLLimits
    /// The file's size when it was opened.
    let size: Int
    /// Bytes still to read.
    private var remaining: Int
    private(set) var failure: String?

    /// Opens the regular file `path`, refusing one larger than the limits allow.
    init(path: String, limits: YAMLLimits) throws(FileBytes.Failure) {
        (descriptor, size) = try FileBytes.openRegularFile(path, maxBytes: limits.maxBytes)
        remaining = size
        self.path = path
        self.limits = limits
    }

    deinit {
        try? descriptor.close()
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard remaining > 0 else { return 0 }
        do {
            let count = try FileBytes.readPart(of: descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer.prefix(remaining)))
            remaining -= count
            return count
        } catch {
            failure = error.message(limits: limits)
            return nil
        }
    }

    /// Reads the file again to count lines: only a file that is not UTF-8 asks.
    func mark(ofByte offset: Int) -> Mark {
        guard let bytes = try? FileBytes.read(path, maxBytes: limits.maxBytes) else { return .start }
        return Parser.position(ofByte: offset, in: bytes)
    }
}
