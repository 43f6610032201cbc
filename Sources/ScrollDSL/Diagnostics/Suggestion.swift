/// Finds the valid name nearest to a misspelt one, for "did you mean" hints.
///
/// Identifiers are short, so names longer than ``longestCompared`` are never
/// compared, and each comparison stops as soon as it cannot beat the best so
/// far: a suggestion costs at most `candidates × 64 × 64` steps, whatever the
/// spec holds (two 8-million-character identifiers validate in milliseconds).
package enum Suggestion {
    /// Names longer than this (in scalars) get no suggestion.
    package static let longestCompared = 64

    /// How many valid names a hint lists at most.
    static let longestList = 24

    /// The candidate with the smallest edit distance to `name` (ignoring case),
    /// on ties one that holds `name` whole (`m30` for `30`, not `m0`), then the
    /// earliest; `nil` when there is none, or the name is too long to compare.
    package static func nearest(to name: String, among candidates: [String]) -> String? {
        best(for: name, among: candidates) { _ in Int.max }?.name
    }

    /// The nearest candidate within a likely misspelling: at most
    /// `max(2, length / 3)` edits from the candidate's length.
    package static func closeMatch(for name: String, among candidates: [String]) -> String? {
        best(for: name, among: candidates) { max(2, $0 / 3) }?.name
    }

    /// `; did you mean `x`?` when a valid name is close; otherwise the valid
    /// names (`; valid here: `a`, `b``), since none is a likely meaning; an
    /// empty string when nothing is valid here.
    package static func hint(for name: String, among candidates: [String]) -> String {
        guard !candidates.isEmpty else { return "" }
        if let close = closeMatch(for: name, among: candidates) {
            return "; did you mean `\(close)`?"
        }
        var listed = candidates.prefix(longestList).map { "`\($0)`" }.joined(separator: ", ")
        if candidates.count > longestList { listed += " and \(candidates.count - longestList) more" }
        return "; valid here: \(listed)"
    }

    /// The candidate nearest to `name` whose distance is within `limit(candidate length)`.
    private static func best(for name: String, among candidates: [String], limit: (Int) -> Int) -> (name: String, distance: Int)? {
        let target = Array(name.lowercased().unicodeScalars.prefix(longestCompared + 1))
        guard target.count <= longestCompared else { return nil }
        var best: (name: String, distance: Int, holdsName: Bool)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars.prefix(longestCompared + 1))
            guard scalars.count <= longestCompared else { continue }
            let holdsName = !target.isEmpty && scalars.count > target.count && contains(scalars, target)
            var bound = limit(scalars.count)
            // A tie wins only when it holds the name and the best so far does not.
            if let best { bound = min(bound, best.distance - (holdsName && !best.holdsName ? 0 : 1)) }
            guard bound >= 0, abs(scalars.count - target.count) <= bound else { continue }
            if let distance = editDistance(target, scalars, atMost: bound) {
                best = (candidate, distance, holdsName)
            }
        }
        return best.map { ($0.name, $0.distance) }
    }

    /// Whether `scalars` hold `part` as a run.
    private static func contains(_ scalars: [Unicode.Scalar], _ part: [Unicode.Scalar]) -> Bool {
        guard part.count <= scalars.count else { return false }
        return (0...(scalars.count - part.count)).contains { start in scalars[start..<(start + part.count)].elementsEqual(part) }
    }

    /// Levenshtein distance, with a swap of neighbours counted as one edit;
    /// `nil` as soon as it must exceed `bound`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int = .max) -> Int? {
        if a.isEmpty { return b.count <= bound ? b.count : nil }
        if b.isEmpty { return a.count <= bound ? a.count : nil }
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var beforePrevious = row
        for i in 1...a.count {
            beforePrevious = previousRow
            previousRow = row
            row[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previousRow[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = min(previousRow[j] + 1, row[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                row[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > bound { return nil }
        }
        return row[b.count] <= bound ? row[b.count] : nil
    }
}
