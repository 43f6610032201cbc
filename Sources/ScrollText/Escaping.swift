extension String {
    /// The text with every scalar that `replacement` maps replaced by its mapping.
    package func escaped(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text on one line with no terminal controls: newlines, tabs and other
    /// control characters (C0, DEL, C1, line and paragraph separators,
    /// bidirectional marks and overrides) become
    /// visible escapes (`\n`, `\t`, `\u{1B}`). Spec content passes through this
    /// before it reaches a line-based report, so a spec cannot forge a report
    /// line or drive the terminal.
    package var visiblyEscaped: String {
        visiblyEscaped(keepingNewlines: false)
    }

    /// The text with no terminal controls, its newlines kept: a document's
    /// paragraphs (a plugin's documentation in Markdown).
    package var controlsEscaped: String {
        visiblyEscaped(keepingNewlines: true)
    }

    private func visiblyEscaped(keepingNewlines: Bool) -> String {
        guard unicodeScalars.contains(where: { $0.needsVisibleEscape && !(keepingNewlines && $0 == "\n") }) else { return self }
        return escaped { scalar in
            guard scalar.needsVisibleEscape, !(keepingNewlines && scalar == "\n") else { return nil }
            switch scalar {
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
    }
}

extension Unicode.Scalar {
    package var needsVisibleEscape: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            // Bidirectional marks and overrides, which reorder what a reader sees.
            || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
