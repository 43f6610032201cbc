import Foundation

/// One figure of a benchmark run, with its target.
struct ResultRow {
    let benchmark: String
    let name: String
    let value: Double
    let unit: String
    /// The target and how this figure stands against it, such as `≤ 10× state machine: 7.4×`.
    let target: String
    /// `nil` for figures that are references, not targets.
    let met: Bool?
}

/// Prints rows as a table or as JSON.
enum ResultTable {
    static func print(_ rows: [ResultRow], json: Bool, header: String) {
        if json {
            let members = rows.map { row in
                "{\"benchmark\":\"\(row.benchmark)\",\"name\":\"\(row.name)\",\"median\":\(rounded(row.value)),\"unit\":\"\(row.unit)\","
                    + "\"target\":\"\(row.target)\",\"met\":\(row.met.map(String.init) ?? "null")}"
            }
            Swift.print("{\"note\":\"\(header)\",\"results\":[\n" + members.joined(separator: ",\n") + "\n]}")
            return
        }
        Swift.print(header)
        for row in rows {
            let verdict = row.met.map { $0 ? "MET " : "MISS" } ?? "    "
            Swift.print(
                "\(verdict)  " + pad(row.benchmark, 11) + pad(row.name, 44) + pad(String(rounded(row.value)), 12) + pad(row.unit, 12) + row.target
            )
        }
    }

    static func rounded(_ value: Double) -> Double {
        abs(value) >= 100 ? value.rounded() : (value * 100).rounded() / 100
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

/// Where kept values' bytes go, so the optimizer cannot prove them unused.
nonisolated(unsafe) private var blackHole = 0

/// Reads a value's bytes into a global, so the optimizer cannot drop the work
/// that made it.
@inline(never)
func keep<Value>(_ value: Value) {
    withUnsafeBytes(of: value) { bytes in
        for byte in bytes { blackHole &+= Int(byte) }
    }
}
