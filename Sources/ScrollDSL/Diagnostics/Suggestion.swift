/// Finds the valid name nearest to a misspelt one, for "did you mean" hints.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `name` (ignoring case),
    /// the earliest one on ties; `nil` when there are no candidates.
    public static func nearest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The nearest candidate when it is close enough to be a likely misspelling.
    public static func closeMatch(for name: String, among candidates: [String]) -> String? {
        guard let nearest = nearest(to: name, among: candidates) else { return nil }
        let distance = editDistance(Array(name.lowercased().unicodeScalars), Array(nearest.lowercased().unicodeScalars))
        return distance <= max(2, nearest.count / 3) ? nearest : nil
    }

    /// `; did you mean `x`?`, followed by every valid name when the nearest one
    /// is not close, or an empty string when nothing is valid here.
    public static func hint(for name: String, among candidates: [String]) -> String {
        guard let nearest = nearest(to: name, among: candidates) else { return "" }
        if closeMatch(for: name, among: candidates) != nil || candidates.count == 1 {
            return "; did you mean `\(nearest)`?"
        }
        let all = candidates.map { "`\($0)`" }.joined(separator: ", ")
        return "; did you mean `\(nearest)`? (valid here: \(all))"
    }

    /// Levenshtein distance, with a swap of neighbours counted as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var beforePrevious = row
        for i in 1...a.count {
            beforePrevious = previousRow
            previousRow = row
            row[0] = i
            for j in 1...b.count {
                let substitution = previousRow[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = min(previousRow[j] + 1, row[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                row[j] = best
            }
        }
        return row[b.count]
    }
}
