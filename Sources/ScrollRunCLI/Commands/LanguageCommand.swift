import ArgumentParser
import ScrollDSL
import ScrollDSLBuiltIns

/// `scrollrun language`: the reference of the whole spec language.
struct LanguageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "language",
        abstract: "Print the spec language reference in Markdown (docs/language.md)."
    )

    func run() throws {
        let console = Console()
        console.write(LanguageReference.markdown(.builtIn))
        try console.finish()
    }
}
