import ArgumentParser
import ScrollDSL

/// `scrollrun lsp`: the language server, over standard input and output.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol over standard input and output: problems in specs and plugin files as you type, with their quick fixes."
    )

    @OptionGroup var pluginOptions: PluginOptions

    func run() throws {
        let plugins = try pluginOptions.pluginSet(console: Console())
        let status = LanguageServer(channel: MessageChannel(), plugins: plugins).run()
        if status != 0 { throw ExitCode(status) }
    }
}
