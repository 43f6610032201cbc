#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("ScrollDSL needs a POSIX C library (Glibc, Musl or Darwin)")
#endif

// The only file that talks to the C library: everything else reaches the
// operating system (and the C library's mathematics) through the small types
// below, so the package builds on Linux (Glibc) and macOS (Darwin) alike,
// and nothing needs Foundation.

/// An error the operating system reported, with its `errno` and text.
public struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `errno` value.
    public let code: Int32

    /// Whether a file to be created new exists already (`EEXIST`).
    var fileExists: Bool { code == EEXIST }

    /// The error with that `errno` value.
    public init(code: Int32) {
        self.code = code
    }

    /// `strerror`'s text: "No space left on device".
    public var description: String { String(cString: strerror(code)) }

    static var last: SystemError { SystemError(code: errno) }
}

/// What a path names.
public enum FileKind: Sendable, Equatable {
    case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, other

    init(mode: UInt32) {
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
    public var noun: String {
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
public struct FileStatus: Sendable, Equatable {
    /// What the file is.
    public let kind: FileKind
    /// Its size in bytes.
    public let size: Int
    /// Its permission bits.
    let permissions: UInt32
    /// The device and inode: equal for two paths that name the same file.
    public let identity: FileIdentity

    init(_ raw: stat) {
        kind = FileKind(mode: UInt32(raw.st_mode))
        size = Int(raw.st_size)
        permissions = UInt32(raw.st_mode) & 0o7777
        identity = FileIdentity(device: UInt64(raw.st_dev), inode: UInt64(raw.st_ino))
    }
}

/// A file's device and inode.
public struct FileIdentity: Sendable, Hashable {
    let device: UInt64
    let inode: UInt64
}

/// An open file descriptor. Reads and writes retry after a signal unless
/// ``Signals/received`` says the run is to stop.
public struct FileDescriptor: Sendable {
    let raw: Int32

    /// Standard input, output and error.
    public static let standardInput = FileDescriptor(raw: STDIN_FILENO)
    public static let standardOutput = FileDescriptor(raw: STDOUT_FILENO)
    public static let standardError = FileDescriptor(raw: STDERR_FILENO)

    /// Whether it is a terminal.
    public var isTerminal: Bool { isatty(raw) == 1 }

    /// A second descriptor for the open file `number` refers to: written
    /// through at that file's own position, and closed without closing `number`.
    static func duplicate(_ number: Int32) throws(SystemError) -> FileDescriptor {
        let raw = fcntl(number, F_DUPFD_CLOEXEC, 0)
        guard raw >= 0 else { throw .last }
        return FileDescriptor(raw: raw)
    }

    /// What it refers to.
    public func status() throws(SystemError) -> FileStatus {
        var raw = stat()
        guard fstat(self.raw, &raw) == 0 else { throw .last }
        return FileStatus(raw)
    }

    /// Writes every byte, or throws.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(raw, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR, Signals.received == nil { continue }
                throw .last
            }
            offset += count
        }
    }

    /// Reads up to `count` bytes into `buffer`; 0 at the end of the file.
    func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(SystemError) -> Int {
        while true {
            let result = systemRead(raw, buffer, count)
            if result >= 0 { return result }
            if errno == EINTR, Signals.received == nil { continue }
            throw .last
        }
    }

    /// Gives the file these permission bits.
    func setPermissions(_ permissions: UInt32) throws(SystemError) {
        guard fchmod(raw, mode_t(permissions)) == 0 else { throw .last }
    }

    /// Closes it; a failure (a delayed write error) is thrown.
    func close() throws(SystemError) {
        guard systemClose(raw) == 0 else { throw .last }
    }
}

/// Paths: opening, inspecting, renaming, listing.
public enum FileSystem {
    /// How `open` opens a file.
    enum Access {
        /// Reading, never blocking (a FIFO with no writer opens at once).
        case read
        /// Writing to what exists (a device, a FIFO, a terminal).
        case writeExisting
        /// Creating a new file that must not exist yet.
        case createNew(permissions: UInt32)
    }

    /// Opens `path`.
    static func open(_ path: String, _ access: Access) throws(SystemError) -> FileDescriptor {
        while true {
            let raw: Int32
            switch access {
            case .read: raw = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0)
            case .writeExisting: raw = systemOpen(path, O_WRONLY | O_CLOEXEC, 0)
            case .createNew(let permissions):
                raw = systemOpen(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
            }
            if raw >= 0 { return FileDescriptor(raw: raw) }
            if errno == EINTR, Signals.received == nil { continue }
            throw .last
        }
    }

    /// What `path` names, following symbolic links unless told not to; `nil` when nothing is there.
    public static func status(_ path: String, followingLinks: Bool = true) throws(SystemError) -> FileStatus? {
        var raw = stat()
        let result = followingLinks ? stat(path, &raw) : lstat(path, &raw)
        guard result == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .last
        }
        return FileStatus(raw)
    }

    /// The path a symbolic link holds, as written in the link.
    static func linkContents(_ path: String) throws(SystemError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { throw .last }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The canonical absolute path of an existing file: links (also the
    /// kernel's, such as `/dev/stdout`) followed, `.` and `..` gone.
    static func realPath(_ path: String) throws(SystemError) -> String {
        guard let resolved = realpath(path, nil) else { throw .last }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Renames `source` to `destination` in one step, replacing it.
    static func rename(_ source: String, to destination: String) throws(SystemError) {
        guard systemRename(source, destination) == 0 else { throw .last }
    }

    /// Removes a file (not a directory).
    static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// The names in a directory, without `.` and `..`, in no particular order.
    static func entries(of directory: String) throws(SystemError) -> [String] {
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
    static func isWritableDirectory(_ directory: String) -> Bool {
        access(directory, W_OK | X_OK) == 0
    }

    /// The longest path the system opens.
    static let pathLimit = Int(PATH_MAX)

    /// The permission bits a new file gets by default (0666 less the umask).
    static var defaultPermissions: UInt32 {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~UInt32(mask)
    }

    /// This process's identifier, for temporary names.
    static var processID: Int32 { getpid() }
}

/// The value of an environment variable.
public func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}

/// SIGINT, SIGTERM, SIGHUP and SIGXCPU, turned into a flag the work checks;
/// SIGPIPE ignored, so a reader that has gone is a failed write (status 74).
public enum Signals {
    /// The signals that stop the work cleanly: no temporary file is left.
    private static let stopping = [SIGINT, SIGTERM, SIGHUP, SIGXCPU]

    /// Catches the stopping signals from now on (and unblocks them, which a
    /// parent may have left blocked), and ignores SIGPIPE. Without
    /// `SA_RESTART`, a blocking call returns at once, so a stop is honoured
    /// wherever it arrives.
    public static func install() {
        signal(SIGPIPE, SIG_IGN)
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = { receivedSignal = $0 }
        #else
        action.__sigaction_handler.sa_handler = { receivedSignal = $0 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var set = sigset_t()
        sigemptyset(&set)
        for number in stopping {
            sigaction(number, &action, nil)
            sigaddset(&set, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signal received, if any.
    public static var received: Int32? {
        receivedSignal == 0 ? nil : receivedSignal
    }

    /// `SIGINT`, `SIGTERM`, `SIGHUP` or `SIGXCPU`, for messages.
    public static func name(of number: Int32) -> String {
        switch number {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGXCPU: return "SIGXCPU"
        default: return "signal \(number)"
        }
    }
}

/// Written only by the signal handler. A signal can land while the run is
/// reading it (it does so every frame), so the debug build's exclusivity
/// check, which would see a write inside that read and stop the process,
/// is off: one aligned 32-bit word is read and written whole.
@exclusivity(unchecked) nonisolated(unsafe) private var receivedSignal: Int32 = 0

/// The C library's mathematics, which the standard library lacks: the
/// physics and the plot's axes use it.
enum CMath {
    static func log(_ x: Double) -> Double { naturalLogarithm(x) }
    static func log10(_ x: Double) -> Double { decimalLogarithm(x) }
    static func exp(_ x: Double) -> Double { exponential(x) }
    static func pow(_ x: Double, _ y: Double) -> Double { power(x, y) }
}

// POSIX threads, for the one place that uses a second thread: a large spec's
// YAML is parsed on one while the caller builds and decodes its nodes.

/// A thread running one piece of work, which its owner joins.
final class WorkerThread {
    private let thread: pthread_t
    private var joined = false

    /// Starts `work` on a new thread; `nil` when the system will not start
    /// one (the caller then does the work itself).
    init?(_ work: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Work(work)).toOpaque()
        #if canImport(Glibc)
        var started = pthread_t()
        #else
        var started: pthread_t?
        #endif
        guard pthread_create(&started, nil, { context in WorkerThread.run(context) }, context) == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Glibc)
        thread = started
        #else
        thread = started!
        #endif
    }

    /// Waits for the work to finish; the work's writes are then visible.
    func join() {
        guard !joined else { return }
        joined = true
        pthread_join(thread, nil)
    }

    deinit {
        join()
    }

    /// How many processors are online: a second thread helps only when there are two.
    static var processorCount: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    private static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
        return nil
    }
}

/// A mutex with one condition: threads wait on the condition, under the
/// mutex, for a state the other thread changes and then announces.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Runs `body` holding the mutex.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `withLock`: releases the mutex until another thread announces a
    /// change, then takes it again. Callers check their state again after it.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Inside `withLock`: wakes every waiting thread.
    func announce() {
        pthread_cond_broadcast(condition)
    }
}

// The C calls whose Swift names the types above shadow.
private func naturalLogarithm(_ x: Double) -> Double { log(x) }
private func decimalLogarithm(_ x: Double) -> Double { log10(x) }
private func exponential(_ x: Double) -> Double { exp(x) }
private func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
