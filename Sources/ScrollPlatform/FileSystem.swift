#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Paths: opening, inspecting, renaming, listing.
package enum FileSystem {
    /// How `open` opens a file.
    package enum Access {
        /// Reading, never blocking (a FIFO with no writer opens at once).
        case read
        /// Reading as `read` does, but failing (``SystemError/isLink``) when
        /// the path's last part is a symbolic link.
        case readNotThroughLink
        /// Writing to what exists (a device, a FIFO, a terminal).
        case writeExisting
        /// Creating a new file that must not exist yet.
        case createNew(permissions: UInt32)
    }

    /// Opens `path`.
    package static func open(_ path: String, _ access: Access) throws(SystemError) -> FileDescriptor {
        while true {
            let raw: Int32
            switch access {
            case .read: raw = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0)
            case .readNotThroughLink: raw = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW, 0)
            case .writeExisting: raw = systemOpen(path, O_WRONLY | O_CLOEXEC, 0)
            case .createNew(let permissions):
                raw = systemOpen(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
            }
            if raw >= 0 { return FileDescriptor(raw: raw) }
            if errno == EINTR, Signals.received == nil { continue }
            throw .last
        }
    }

    /// The working directory, absolute; `nil` when it cannot be read.
    package static var currentDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What `path` names, following symbolic links unless told not to; `nil` when nothing is there.
    package static func status(_ path: String, followingLinks: Bool = true) throws(SystemError) -> FileStatus? {
        var raw = stat()
        let result = followingLinks ? stat(path, &raw) : lstat(path, &raw)
        guard result == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .last
        }
        return FileStatus(raw)
    }

    /// The path a symbolic link holds, as written in the link.
    package static func linkContents(_ path: String) throws(SystemError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { throw .last }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The canonical absolute path of an existing file: links (also the
    /// kernel's, such as `/dev/stdout`) followed, `.` and `..` gone.
    package static func realPath(_ path: String) throws(SystemError) -> String {
        guard let resolved = realpath(path, nil) else { throw .last }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Renames `source` to `destination` in one step, replacing it.
    package static func rename(_ source: String, to destination: String) throws(SystemError) {
        guard systemRename(source, destination) == 0 else { throw .last }
    }

    /// Removes a file (not a directory).
    package static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// The names in a directory, without `.` and `..`, in no particular order.
    package static func entries(of directory: String) throws(SystemError) -> [String] {
        guard let stream = opendir(directory) else { throw .last }
        defer { closedir(stream) }
        var names: [String] = []
        // The name is read in place up to its NUL: a record is only as long as
        // its name needs, so copying the whole `d_name` field (256 bytes) could
        // read past the last record of the buffer.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(stream) {
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether this process may create files in `directory`.
    package static func isWritableDirectory(_ directory: String) -> Bool {
        access(directory, W_OK | X_OK) == 0
    }

    /// The longest path the system opens.
    package static let pathLimit = Int(PATH_MAX)

    /// The permission bits a new file gets by default (0666 less the umask).
    package static var defaultPermissions: UInt32 {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~UInt32(mask)
    }

    /// This process's identifier, for temporary names.
    package static var processID: Int32 { getpid() }
}


// The C calls whose Swift names the methods above shadow.
private func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
