#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// The C library's mathematics, which the standard library lacks: the
/// physics and the plot's axes use it.
package enum CMath {
    package static func log(_ x: Double) -> Double { naturalLogarithm(x) }
    package static func log10(_ x: Double) -> Double { decimalLogarithm(x) }
    package static func exp(_ x: Double) -> Double { exponential(x) }
    package static func pow(_ x: Double, _ y: Double) -> Double { power(x, y) }
}


// The C calls whose Swift names the methods above shadow.
private func naturalLogarithm(_ x: Double) -> Double { log(x) }
private func decimalLogarithm(_ x: Double) -> Double { log10(x) }
private func exponential(_ x: Double) -> Double { exp(x) }
private func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }
