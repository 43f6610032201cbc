import ArgumentParser
import ScrollDSL

/// `scrollrun explain`: the reactive graph each behaviour compiles into.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print the reactive graph each behaviour of specs compiles into."
    )

    @Argument(help: "Spec files, directories searched for *.scroll.yaml and *.scroll.yml, or - for standard input.")
    var paths: [String]

    @Option(help: "text or mermaid (a flowchart for Markdown viewers).")
    var format: GraphFormat = .text

    @OptionGroup var pluginOptions: PluginOptions

    func run() throws {
        let console = Console()
        var invalid = false
        let files = try InputPaths.expand(paths, console: console)
        let plugins = try pluginOptions.pluginSet(console: console)
        for (index, file) in files.enumerated() {
            let spec: Spec
            do {
                spec = try SpecLoader.load(contentsOf: file, plugins: plugins)
            } catch {
                console.report(error.diagnostics)
                invalid = true
                continue
            }
            if index > 0 { console.line("") }
            console.line(explanation(of: spec))
        }
        try console.finish()
        if invalid { throw ExitStatus.invalid }
    }

    private func explanation(of spec: Spec) -> String {
        let program = Program(spec: spec)
        let graphs = program.graphDescriptions
        program.dismantle()
        switch format {
        case .text:
            return graphs.isEmpty ? "\(spec.file.visiblyEscaped): no behaviours" : graphs.map(\.text).joined(separator: "\n\n")
        case .mermaid:
            let subgraphs = graphs.enumerated().map { $1.mermaid(prefix: "b\($0 + 1)") }
            return (["flowchart LR"] + subgraphs).joined(separator: "\n")
        }
    }
}
