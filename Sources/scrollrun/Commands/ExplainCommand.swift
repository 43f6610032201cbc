import ArgumentParser
import ScrollDSL

/// `scrollrun explain`: the reactive graph each behaviour compiles into.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print the reactive graph each behaviour of a spec compiles into."
    )

    @Argument(help: "A spec file.")
    var file: String

    @Option(help: "text or mermaid (a flowchart for Markdown viewers).")
    var format: GraphFormat = .text

    func run() throws {
        let console = Console()
        let spec: Spec
        do {
            spec = try SpecLoader.load(contentsOf: file)
        } catch {
            console.report(error.diagnostics)
            throw ExitStatus.invalid
        }
        let program = Program(spec: spec)
        let graphs = program.graphDescriptions
        program.dismantle()
        switch format {
        case .text:
            console.line(graphs.isEmpty ? "\(file): no behaviours" : graphs.map(\.text).joined(separator: "\n\n"))
        case .mermaid:
            let subgraphs = graphs.enumerated().map { $1.mermaid(prefix: "b\($0 + 1)") }
            console.line((["flowchart LR"] + subgraphs).joined(separator: "\n"))
        }
    }
}
