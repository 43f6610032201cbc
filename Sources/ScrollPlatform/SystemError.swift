#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// An error the operating system reported, with its `errno` and text.
package struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `errno` value.
    package let code: Int32

    /// Whether a file to be created new exists already (`EEXIST`).
    package var fileExists: Bool { code == EEXIST }

    /// Whether a path opened not through a link is one (`ELOOP`).
    package var isLink: Bool { code == ELOOP }

    /// The error with that `errno` value.
    package init(code: Int32) {
        self.code = code
    }

    /// `strerror`'s text: "No space left on device".
    package var description: String { String(cString: strerror(code)) }

    package static var last: SystemError { SystemError(code: errno) }
}
