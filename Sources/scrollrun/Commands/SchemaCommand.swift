import ArgumentParser
import ScrollDSL

/// `scrollrun schema`: the JSON Schema of the spec language.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of the spec language, for editors and CI."
    )

    func run() throws {
        let console = Console()
        console.line(SpecSchema.document(ScrollRun.basePlugins).text)
        try console.finish()
    }
}
