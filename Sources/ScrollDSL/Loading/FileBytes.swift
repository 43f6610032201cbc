internal import ScrollPlatform

/// Reads a whole spec or plugin file. Only regular files are read: a FIFO, a
/// socket or a device is refused at once instead of blocking, and the size is
/// known before anything is read, so an oversized file is refused unread.
enum FileBytes {
    enum Failure: Error {
        case unreadable(String)
        case tooLarge(Int)

        /// The problem as a spec author reads it.
        func message(limits: YAMLLimits) -> String {
            switch self {
            case .unreadable(let reason): return "cannot read the file: \(reason)"
            case .tooLarge(let size): return limits.sizeMessage(size)
            }
        }
    }

    /// The path that means standard input.
    static let standardInputPath = "-"

    static func read(_ path: String, maxBytes: Int) throws(Failure) -> [UInt8] {
        if path == standardInputPath { return try readToEnd(.standardInput, maxBytes: maxBytes) }
        let (descriptor, size) = try openRegularFile(path, maxBytes: maxBytes)
        defer { try? descriptor.close() }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            filled += try fill(&bytes, from: filled) { (buffer) throws(Failure) in try readPart(of: descriptor, into: buffer) }
        }
        return bytes
    }

    /// Reads the next bytes of a regular file into `buffer`, and how many;
    /// a file that ends before the size it had when opened shrank.
    static func readPart(of descriptor: FileDescriptor, into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
        let count = try readSome(of: descriptor, into: buffer)
        guard count > 0 else { throw .unreadable("the file shrank while being read") }
        return count
    }

    /// Reads the next bytes into `buffer`, and how many: 0 at the end.
    private static func readSome(of descriptor: FileDescriptor, into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
        do {
            return try descriptor.read(into: buffer.baseAddress!, count: buffer.count)
        } catch {
            throw .unreadable(error.description)
        }
    }

    /// Lets `read` fill `bytes` from `offset` on, and tells how many it read.
    private static func fill(
        _ bytes: inout [UInt8], from offset: Int, with read: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int
    ) throws(Failure) -> Int {
        let result = bytes.withUnsafeMutableBytes { buffer in
            Result { () throws(Failure) in try read(UnsafeMutableRawBufferPointer(rebasing: buffer[offset...])) }
        }
        return try result.get()
    }

    /// Opens `path` for reading when it is a regular file of at most
    /// `maxBytes`, and tells its size.
    static func openRegularFile(_ path: String, maxBytes: Int) throws(Failure) -> (FileDescriptor, size: Int) {
        let descriptor = try open(path)
        let status: FileStatus
        do {
            status = try descriptor.status()
        } catch {
            try? descriptor.close()
            throw .unreadable(error.description)
        }
        guard status.kind == .regular, status.size <= maxBytes else {
            try? descriptor.close()
            throw status.kind == .regular ? .tooLarge(status.size) : .unreadable("it is \(status.kind.noun), not a regular file")
        }
        return (descriptor, status.size)
    }

    /// The names of the files scrollrun reads, by kind: specs, plugin files, touch files.
    private static let kinds = [
        (suffixes: SpecFiles.suffixes, noun: "a spec"), (suffixes: [PluginLoader.suffix], noun: "a plugin file"),
        (suffixes: [TouchFile.suffix], noun: "a touch file"),
    ]

    /// Reads a file a spec names beside its plugins (a touch file), for ``DecodingContext/readNamedFile``.
    static func readNamed(_ path: String) -> Result<[UInt8], NamedFileProblem> {
        do {
            return .success(try read(path, maxBytes: TouchFile.maxBytes))
        } catch {
            switch error {
            case .unreadable(let reason): return .failure(NamedFileProblem(reason: "cannot read the file: \(reason)"))
            case .tooLarge(let size): return .failure(NamedFileProblem(reason: "the file holds \(size) bytes, more than the \(TouchFile.maxBytes) a touch file may"))
            }
        }
    }

    /// Opens `path` to read. A symbolic link named like a spec or a plugin
    /// file is opened only when it leads to one: a pull request could add
    /// `a.scroll.yaml` leading to a secret, and scrollrun reads nothing but
    /// specs and plugin files. A link to `shared/a.scroll.yaml` is followed,
    /// and so is a name the command line gave freely (`spec.yaml`), as it
    /// gives output paths. A file that is no link opens at the first call.
    private static func open(_ path: String) throws(Failure) -> FileDescriptor {
        guard let kind = kinds.first(where: { $0.suffixes.contains(where: path.hasSuffix) }) else { return try open(path, .read) }
        do {
            return try FileSystem.open(path, .readNotThroughLink)
        } catch where error.isLink {
            // A link: opened below once where it leads is known.
        } catch {
            throw .unreadable(error.description)
        }
        let target: String
        do {
            target = try FileSystem.realPath(path)
        } catch {
            throw .unreadable(error.description)
        }
        guard kind.suffixes.contains(where: target.hasSuffix) else {
            throw .unreadable("it is a symbolic link to \(target.visiblyEscaped), a file not named *\(kind.suffixes[0]); a link named like \(kind.noun) is followed only to \(kind.noun)")
        }
        return try open(path, .read)
    }

    private static func open(_ path: String, _ access: FileSystem.Access) throws(Failure) -> FileDescriptor {
        do {
            return try FileSystem.open(path, access)
        } catch {
            throw .unreadable(error.description)
        }
    }

    /// Reads a stream (standard input) to its end, refusing more than `maxBytes`.
    private static func readToEnd(_ descriptor: FileDescriptor, maxBytes: Int) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let count = try fill(&bytes, from: filled) { (buffer) throws(Failure) in try readSome(of: descriptor, into: buffer) }
            if count == 0 { break }
            filled += count
            guard filled <= maxBytes else { throw .tooLarge(filled) }
        }
        return Array(bytes[..<filled])
    }
}
