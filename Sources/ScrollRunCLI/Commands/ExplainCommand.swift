import ArgumentParser
import ScrollDSL
import ScrollText

/// `scrollrun explain`: the reactive graph each behaviour compiles into.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print the reactive graph each behaviour of specs, or of plugin files, compiles into."
    )

    @Argument(help: "Spec files, plugin files (*.scrollplugin.yaml), directories searched for *.scroll.yaml and *.scroll.yml, or - for standard input.")
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
            let graphs: [GraphDescription]
            do {
                graphs = file.hasSuffix(PluginLoader.suffix) ? try pluginGraphs(file, plugins: plugins) : try specGraphs(file, plugins: plugins)
            } catch {
                console.report(error.diagnostics)
                invalid = true
                continue
            }
            if index > 0 { console.line("") }
            console.line(explanation(of: graphs, in: file))
        }
        try console.finish()
        if invalid { throw ExitStatus.invalid }
    }

    private func specGraphs(_ file: String, plugins: PluginSet) throws(InvalidSpec) -> [GraphDescription] {
        graphs(of: try SpecLoader.load(contentsOf: file, plugins: plugins))
    }

    /// A plugin file's graph, as its first passing example compiles it: the
    /// graph of a behaviour is made for the scroll views and views it is given.
    private func pluginGraphs(_ file: String, plugins: PluginSet) throws(InvalidSpec) -> [GraphDescription] {
        let loaded = try PluginLoader.load([file], into: plugins)
        let declared = loaded.behaviours.map(\.declaration).filter { loaded.origins[$0.name]?.file == file }
        var graphs: [GraphDescription] = []
        for declaration in declared {
            guard let example = declaration.examples.first(where: { $0.rejection == nil }) else {
                throw InvalidSpec(diagnostics: [Diagnostic(
                    file: file, mark: loaded.origins[declaration.name]?.mark ?? .start,
                    message: "`\(declaration.name)` has no passing example to explain; add one under `examples:` (its graph is built for the example's scroll views and views)")])
            }
            let spec = try SpecLoader.load(yaml: example.yaml, file: "\(file) (example: \(example.title))", plugins: loaded)
            graphs += self.graphs(of: spec).filter { $0.plugin == declaration.name }
        }
        return graphs
    }

    private func graphs(of spec: Spec) -> [GraphDescription] {
        let program = Program(spec: spec)
        defer { program.dismantle() }
        return program.graphDescriptions
    }

    private func explanation(of graphs: [GraphDescription], in file: String) -> String {
        switch format {
        case .text:
            return graphs.isEmpty ? "\(file.visiblyEscaped): no behaviours" : graphs.map(\.text).joined(separator: "\n\n")
        case .mermaid:
            let subgraphs = graphs.enumerated().map { $1.mermaid(prefix: "b\($0 + 1)") }
            return (["flowchart LR"] + subgraphs).joined(separator: "\n")
        }
    }
}
