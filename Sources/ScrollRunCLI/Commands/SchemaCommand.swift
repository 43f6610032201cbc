import ArgumentParser
import ScrollDSL

/// `scrollrun schema`: the JSON Schema of the spec language.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of the spec language, for editors and CI (with --plugins, for their behaviours too)."
    )

    @OptionGroup var pluginOptions: PluginOptions

    func run() throws {
        let console = Console()
        console.line(SpecSchema.document(try pluginOptions.pluginSet(console: console)).text)
        try console.finish()
    }
}
