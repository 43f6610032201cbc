#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// An open file descriptor. Reads and writes retry after a signal unless
/// ``Signals/received`` says the run is to stop.
package struct FileDescriptor: Sendable {
    package let raw: Int32

    /// Standard input, output and error.
    package static let standardInput = FileDescriptor(raw: STDIN_FILENO)
    package static let standardOutput = FileDescriptor(raw: STDOUT_FILENO)
    package static let standardError = FileDescriptor(raw: STDERR_FILENO)

    /// Whether it is a terminal.
    package var isTerminal: Bool { isatty(raw) == 1 }

    /// How many columns wide the terminal is; `nil` when it is not one or
    /// does not say.
    package var terminalColumns: Int? {
        var size = winsize()
        let answered = ioctl(raw, UInt(TIOCGWINSZ), &size) == 0
        return answered && size.ws_col > 0 ? Int(size.ws_col) : nil
    }

    /// A second descriptor for the open file `number` refers to: written
    /// through at that file's own position, and closed without closing `number`.
    package static func duplicate(_ number: Int32) throws(SystemError) -> FileDescriptor {
        let raw = fcntl(number, F_DUPFD_CLOEXEC, 0)
        guard raw >= 0 else { throw .last }
        return FileDescriptor(raw: raw)
    }

    /// What it refers to.
    package func status() throws(SystemError) -> FileStatus {
        var raw = stat()
        guard fstat(self.raw, &raw) == 0 else { throw .last }
        return FileStatus(raw)
    }

    /// Writes every byte, or throws.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
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
    package func read(into buffer: UnsafeMutableRawPointer, count: Int) throws(SystemError) -> Int {
        while true {
            let result = systemRead(raw, buffer, count)
            if result >= 0 { return result }
            if errno == EINTR, Signals.received == nil { continue }
            throw .last
        }
    }

    /// Whether input can be read without waiting, waiting up to
    /// `milliseconds` for some (a language server's debounce); the end of the
    /// input counts as readable.
    package func waitForInput(milliseconds: Int) -> Bool {
        var request = pollfd(fd: raw, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, Int32(clamping: milliseconds))
            if ready >= 0 { return ready > 0 }
            if errno == EINTR, Signals.received == nil { continue }
            return true
        }
    }

    /// Gives the file these permission bits.
    package func setPermissions(_ permissions: UInt32) throws(SystemError) {
        guard fchmod(raw, mode_t(permissions)) == 0 else { throw .last }
    }

    /// Closes it; a failure (a delayed write error) is thrown.
    package func close() throws(SystemError) {
        guard systemClose(raw) == 0 else { throw .last }
    }
}


// The C calls whose Swift names the methods above shadow.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
