internal import ScrollPlatform

/// A report, trace or plot being written to an ``OutputTarget``: through a
/// buffer, every write checked. A regular file is written to a temporary file
/// in the same directory and renamed over the target by ``commit()``, so the
/// target holds the old whole file or the new whole file, never a part; a
/// device, FIFO or terminal is written directly.
package final class OutputFile {
    /// Where it goes.
    package let target: OutputTarget
    private var descriptor: FileDescriptor?
    private let temporary: String?
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 16

    /// Opens the target for writing (the temporary file, for a regular file).
    package init(_ target: OutputTarget) throws(OutputError) {
        self.target = target
        do {
            switch target.method {
            case .direct:
                temporary = nil
                descriptor = try FileSystem.open(target.destination, .writeExisting)
            case .descriptor(let number):
                temporary = nil
                descriptor = try FileDescriptor.duplicate(number)
            case .atomic(let permissions):
                let (temporary, descriptor) = try Self.createTemporary(for: target.destination, permissions: permissions ?? FileSystem.defaultPermissions)
                self.temporary = temporary
                self.descriptor = descriptor
                if let permissions { try descriptor.setPermissions(permissions) }
            }
        } catch {
            throw OutputError(path: target.path, reason: error.description)
        }
        buffer.reserveCapacity(Self.flushSize * 2)
    }

    /// Resolves `path` and opens it.
    package convenience init(path: String) throws(OutputError) {
        try self.init(OutputTarget(path))
    }

    /// Adds text; it reaches the file when the buffer fills, or at ``commit()``.
    package func write(_ text: String) throws(OutputError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Writes what is buffered, closes the file and, for a regular file,
    /// renames it into place. A failure leaves the target as it was.
    package func commit() throws(OutputError) {
        guard let descriptor else { return }
        self.descriptor = nil
        do {
            try flush(descriptor)
            try descriptor.close()
            if let temporary { try FileSystem.rename(temporary, to: target.destination) }
        } catch {
            if let temporary { FileSystem.remove(temporary) }
            throw OutputError(path: target.path, reason: error.description)
        }
    }

    /// Closes the file without putting it in place: the target keeps its old
    /// content (or stays absent). Nothing happens after a commit.
    package func abandon() {
        guard let descriptor else { return }
        self.descriptor = nil
        try? descriptor.close()
        if let temporary { FileSystem.remove(temporary) }
    }

    /// Writes `text` to `target` in one go.
    package static func write(_ text: String, to target: OutputTarget) throws(OutputError) {
        let file = try OutputFile(target)
        do {
            try file.write(text)
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
    }

    private func flush() throws(OutputError) {
        guard let descriptor else { return }
        do {
            try flush(descriptor)
        } catch {
            abandon()
            throw OutputError(path: target.path, reason: error.description)
        }
    }

    private func flush(_ descriptor: FileDescriptor) throws(SystemError) {
        let result = buffer.withUnsafeBytes { bytes in
            Result { () throws(SystemError) in try descriptor.write(bytes) }
        }
        buffer.removeAll(keepingCapacity: true)
        try result.get()
    }

    /// How many names a temporary file tries before giving up.
    private static let temporaryAttempts = 100

    /// Creates `.NAME.scrollrun-PID` beside the target: hidden, and unique per
    /// process. One left by a process that was killed (the same PID comes
    /// again in a container) is passed by, `.NAME.scrollrun-PID-2` and on.
    /// NAME is the target's name, cut to 200 bytes so that the temporary
    /// file's name fits wherever the target's does.
    private static func createTemporary(for destination: String, permissions: UInt32) throws(SystemError) -> (String, FileDescriptor) {
        let name = OutputTarget.prefix(of: OutputTarget.name(of: destination), bytes: 200)
        let base = "\(OutputTarget.directory(of: destination))/.\(name).scrollrun-\(FileSystem.processID)"
        var attempt = 1
        while true {
            let path = attempt == 1 ? base : "\(base)-\(attempt)"
            do {
                return (path, try FileSystem.open(path, .createNew(permissions: permissions)))
            } catch where error.fileExists && attempt < temporaryAttempts {
                attempt += 1
            }
        }
    }
}
