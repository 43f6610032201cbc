import ArgumentParser
import ScrollDSL

/// `scrollrun plugins`: every trigger and behaviour with its parameters.
struct PluginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List triggers and behaviours with their parameters, defaults and documentation."
    )

    @Option(help: "text, or markdown (the reference in docs/plugins.md).")
    var format: ReferenceFormat = .text

    func run() throws {
        let console = Console()
        switch format {
        case .text: console.line(PluginReference.text(ScrollRun.basePlugins))
        case .markdown: console.write(PluginReference.markdown(ScrollRun.basePlugins))
        }
        try console.finish()
    }
}
