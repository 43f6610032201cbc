#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with POSIX calls: the size is known before anything is
/// read, so an oversized file is refused without reading it.
enum FileBytes {
    enum Failure: Error {
        case unreadable(String)
        case tooLarge(Int)
    }

    static func read(_ path: String, maxBytes: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .unreadable("not a regular file") }
        let size = Int(status.st_size)
        guard size <= maxBytes else { throw .tooLarge(size) }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, size - filled)
            }
            guard count > 0 else {
                if count < 0, errno == EINTR { continue }
                throw .unreadable(count < 0 ? String(cString: strerror(errno)) : "the file shrank while being read")
            }
            filled += count
        }
        return bytes
    }
}
