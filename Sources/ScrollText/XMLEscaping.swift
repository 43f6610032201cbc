/// Text made safe for XML: the JUnit report, the SVG plot and the replay page.
package enum XML {
    /// Escapes text for XML 1.0 attributes and content, dropping characters XML cannot hold.
    package static func escape(_ text: String) -> String {
        text.escaped { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\n", "\t": return nil
            case "\r": return "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: return "\u{FFFD}"
            default: return nil
            }
        }
    }
}
