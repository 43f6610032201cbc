import HeaderFeatureSpecs
import ScrollDSL
import ScrollDSLBuiltIns
import Testing

/// Lines of a trace, kept in memory.
private final class TraceLines: TraceSink {
    var lines: [String] = []

    func writeLine(_ line: String) {
        lines.append(line)
    }
}

/// The adapter is listed, documented, explained, traced and plotted exactly
/// as ScrollDSL's own behaviours are.
@Suite("The adapter as a behaviour like the built-ins")
struct AdapterAsBuiltInTests {
    let runner = try! SpecRunner(plugins: .builtIn).adding([HeaderViewModelBehaviour()])
    let file = HeaderSpecTests.files[0]

    @Test("its declaration's examples pass, as a built-in's do")
    func examples() {
        let outcomes = PluginExamples.run(HeaderViewModelBehaviour(), in: runner.plugins)
        #expect(!outcomes.isEmpty && outcomes.allSatisfy(\.passed), "\(outcomes.flatMap(\.problems))")
    }

    @Test("the plugin reference and the JSON Schema describe it")
    func referenceAndSchema() {
        #expect(PluginReference.markdown(runner.plugins).contains("The app's HeaderViewModel, driving a header's top constraint."))
        #expect(SpecSchema.document(runner.plugins).text.contains("\"headerViewModel\""))
    }

    @Test("explain shows its graph: the delegate moment it hears and what it does")
    func explain() throws {
        let program = Program(spec: try SpecLoader.load(contentsOf: file, plugins: runner.plugins))
        defer { program.dismantle() }
        let graph = try #require(program.graphDescriptions.first { $0.plugin == "headerViewModel" })
        #expect(graph.text.contains("didScroll") && graph.text.contains("ScrollInfo") && graph.text.contains("viewModel.apply"))
    }

    @Test("the trace and the plot follow the header it moves")
    func traceAndPlot() throws {
        let trace = TraceLines()
        var options = runner.options
        options.trace = trace
        options.plotPaths = []
        var traced = runner
        traced.options = options
        let result = try traced.run(file: file)
        #expect(result.passed)
        #expect(trace.lines.contains { $0.contains("\"photo.translation\":-100") })
        let plot = try #require(result.plot)
        #expect(SVGPlot.render(plot).contains("photo.translation"))
    }
}
