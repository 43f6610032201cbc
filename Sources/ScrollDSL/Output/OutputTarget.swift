package import ScrollPlatform

/// Where an output path really leads, worked out before anything is written:
/// symbolic links are followed to their target (the link itself is never
/// replaced), and the target decides how it is written.
package struct OutputTarget: Sendable {
    /// How a target is written.
    package enum Method: Sendable, Equatable {
        /// A regular file, new or existing: written beside it and renamed into
        /// place, so a reader sees the old whole file or the new whole file.
        case atomic(existingPermissions: UInt32?)
        /// A device, FIFO or terminal: written directly, never replaced.
        case direct
        /// An open descriptor of this process (`/dev/stdout`, `/dev/fd/N`):
        /// written through it, at its own position, whatever it leads to. A
        /// CI log that standard output is redirected to keeps what is in it.
        case descriptor(Int32)
    }

    /// The path as the user gave it.
    public let path: String
    /// The path written: `path` with its symbolic links followed.
    package let destination: String
    /// How it is written.
    package let method: Method
    /// Equal for two outputs, or an output and an input, that are the same file.
    package let identity: Identity

    /// A file that exists, or the name a new one will have in a directory that exists.
    package enum Identity: Sendable, Hashable {
        case existing(FileIdentity)
        case new(directory: FileIdentity, name: String)
    }

    /// The descriptor a path names: `/dev/stdin`, `/dev/stdout` and
    /// `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N`.
    static func descriptorNumber(of path: String) -> Int32? {
        let named: [String: Int32] = ["/dev/stdin": 0, "/dev/stdout": 1, "/dev/stderr": 2]
        if let number = named[path] { return number }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }

    /// Whether writing it writes this process's standard output: `/dev/stdout`,
    /// or a path to the file standard output is redirected to.
    package var isStandardOutput: Bool {
        if case .descriptor(1) = method { return true }
        guard let output = try? FileSystem.status("/dev/stdout") else { return false }
        return identity == .existing(output.identity)
    }

    /// The longest chain of symbolic links followed, as the kernel's `ELOOP` limit.
    static let linkLimit = 40

    /// Resolves `path`; throws when it cannot be written: a directory, a
    /// missing or read-only directory, a link loop.
    package init(_ path: String) throws(OutputError) {
        guard !path.isEmpty else { throw OutputError(path: path, reason: "an empty path names no file") }
        self.path = path
        if let number = Self.descriptorNumber(of: path) {
            guard number != 0 else { throw OutputError(path: path, reason: "it is standard input, which is read, never written") }
            guard let status = try? FileSystem.status(path) else { throw OutputError(path: path, reason: "descriptor \(number) is not open") }
            (destination, method, identity) = (path, .descriptor(number), .existing(status.identity))
            return
        }
        let existing: FileStatus?
        do {
            existing = try FileSystem.status(path)
        } catch {
            throw OutputError(path: path, reason: error.description)
        }
        if let existing {
            identity = .existing(existing.identity)
            switch existing.kind {
            case .directory:
                throw OutputError(path: path, reason: "it is a directory; name a file")
            case .regular:
                do {
                    destination = try FileSystem.realPath(path)
                } catch {
                    throw OutputError(path: path, reason: error.description)
                }
                method = .atomic(existingPermissions: existing.permissions)
                try Self.checkDirectory(of: destination, for: path)
            default:
                // A device, FIFO, socket or terminal, perhaps through a link
                // such as /dev/stdout: opening the path reaches it.
                destination = path
                method = .direct
            }
            return
        }
        destination = try Self.linkTarget(of: path)
        let bytes = Self.name(of: destination).utf8.count
        guard bytes <= Self.longestName else {
            throw OutputError(path: path, reason: "its name is \(bytes) bytes, and a file's name holds at most \(Self.longestName); name a shorter one")
        }
        let directory = try Self.checkDirectory(of: destination, for: path)
        method = .atomic(existingPermissions: nil)
        identity = .new(directory: directory, name: Self.name(of: destination))
    }

    /// Resolves a path scrollrun chose itself, not the command line (a
    /// counterexample beside its spec): as ``init(_:)``, but a file already
    /// there must be a regular file. A symbolic link is refused, not followed:
    /// a spec's pull request can add one by that name, leading the write to
    /// any file the user can write; a device or FIFO is refused too.
    package init(chosen path: String) throws(OutputError) {
        let existing: FileStatus?
        do {
            existing = try FileSystem.status(path, followingLinks: false)
        } catch {
            throw OutputError(path: path, reason: error.description)
        }
        if let existing, existing.kind != .regular {
            throw OutputError(path: path, reason: "it is \(existing.kind.noun), and scrollrun writes a file it names itself only as a regular file, never through a link; remove it")
        }
        try self.init(path)
    }

    /// Where a path that names no file yet will be created: the path, or the
    /// target of a dangling symbolic link (the link itself is kept).
    private static func linkTarget(of path: String) throws(OutputError) -> String {
        var destination = path
        for _ in 0...linkLimit {
            do {
                guard try FileSystem.status(destination, followingLinks: false)?.kind == .symbolicLink else { return destination }
                let contents = try FileSystem.linkContents(destination)
                destination = contents.hasPrefix("/") ? contents : directory(of: destination) + "/" + contents
            } catch {
                throw OutputError(path: path, reason: error.description)
            }
        }
        throw OutputError(path: path, reason: "too many levels of symbolic links")
    }

    /// The identity of an input file, to compare with outputs; `nil` when it is not there.
    package static func identity(ofInput path: String) -> Identity? {
        (try? FileSystem.status(path)).flatMap { $0 }.map { .existing($0.identity) }
    }

    /// The directory a new file (or the temporary file beside an existing one) goes in, checked.
    @discardableResult
    private static func checkDirectory(of destination: String, for path: String) throws(OutputError) -> FileIdentity {
        try checkWritableDirectory(directory(of: destination), for: path)
    }

    /// Checks that `directory` is there, a directory, and writable; errors name `path`.
    @discardableResult
    package static func checkWritableDirectory(_ directory: String, for path: String) throws(OutputError) -> FileIdentity {
        let status: FileStatus?
        do {
            status = try FileSystem.status(directory)
        } catch {
            throw OutputError(path: path, reason: "cannot use the directory \(directory.visiblyEscaped): \(error)")
        }
        guard let status else { throw OutputError(path: path, reason: "the directory \(directory.visiblyEscaped) does not exist") }
        guard status.kind == .directory else { throw OutputError(path: path, reason: "\(directory.visiblyEscaped) is not a directory") }
        guard FileSystem.isWritableDirectory(directory) else {
            throw OutputError(path: path, reason: "the directory \(directory.visiblyEscaped) is not writable")
        }
        return status.identity
    }

    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The most bytes a file's name may hold (`NAME_MAX` on Linux and macOS).
    package static let longestName = 255

    /// `text` cut to at most `bytes` bytes of UTF-8, never inside a character.
    package static func prefix(of text: String, bytes: Int) -> String {
        var kept = ""
        var count = 0
        for character in text {
            count += character.utf8.count
            guard count <= bytes else { break }
            kept.append(character)
        }
        return kept
    }
}

/// An output that cannot be written, with the path as the user gave it.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    /// The path as given.
    public let path: String
    /// Why: the system's words, or ours.
    public let reason: String

    /// How it reads in messages and reports.
    public var description: String { "\(path.visiblyEscaped): \(reason)" }
}
