/// How one source, operator or sink of a plugin file is written and what it
/// does: the decoder, the suggestions and the language reference read it.
struct VocabularyEntry: Sendable {
    /// The key a plugin file writes, such as `map`.
    let name: String
    /// The form, as the reference shows it: `map: EXPR`.
    let form: String
    /// What it does, one sentence or two.
    let documentation: String
    /// Other names that mean the same (Combine's, beside RxSwift's).
    var aliases: [String] = []
}
