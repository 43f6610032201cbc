#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// What a path names.
package enum FileKind: Sendable, Equatable {
    case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, other

    package init(mode: UInt32) {
        switch mode & UInt32(S_IFMT) {
        case UInt32(S_IFREG): self = .regular
        case UInt32(S_IFDIR): self = .directory
        case UInt32(S_IFLNK): self = .symbolicLink
        case UInt32(S_IFIFO): self = .fifo
        case UInt32(S_IFCHR): self = .characterDevice
        case UInt32(S_IFBLK): self = .blockDevice
        case UInt32(S_IFSOCK): self = .socket
        default: self = .other
        }
    }

    /// "a FIFO", "a directory", for messages.
    package var noun: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .symbolicLink: return "a symbolic link"
        case .fifo: return "a FIFO"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .other: return "not a regular file"
        }
    }
}

/// What `stat(2)` says of a file.
package struct FileStatus: Sendable, Equatable {
    /// What the file is.
    package let kind: FileKind
    /// Its size in bytes.
    package let size: Int
    /// Its permission bits.
    package let permissions: UInt32
    /// The device and inode: equal for two paths that name the same file.
    package let identity: FileIdentity
    /// When its content last changed, in nanoseconds since the epoch (only
    /// ever compared with an earlier reading: `--watch`).
    package let modified: Int64

    package init(_ raw: stat) {
        kind = FileKind(mode: UInt32(raw.st_mode))
        size = Int(raw.st_size)
        permissions = UInt32(raw.st_mode) & 0o7777
        identity = FileIdentity(device: UInt64(raw.st_dev), inode: UInt64(raw.st_ino))
        #if canImport(Darwin)
        modified = Int64(raw.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(raw.st_mtimespec.tv_nsec)
        #else
        modified = Int64(raw.st_mtim.tv_sec) * 1_000_000_000 + Int64(raw.st_mtim.tv_nsec)
        #endif
    }
}

/// A file's device and inode.
package struct FileIdentity: Sendable, Hashable {
    package let device: UInt64
    package let inode: UInt64
}
