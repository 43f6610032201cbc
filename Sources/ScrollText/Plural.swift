/// Counted nouns in messages: `1 explored run`, `3 explored runs`.
package enum Plural {
    /// `count` and `noun`, with an `s` unless `count` is 1.
    package static func of(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
