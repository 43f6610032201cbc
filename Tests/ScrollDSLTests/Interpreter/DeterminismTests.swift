import Testing
import ScrollDSL
import ScrollDSLBuiltIns

@Suite("Determinism")
struct DeterminismTests {
    /// Every report format and the trace of one run of every Example.
    private func everything() throws -> [String] {
        var report = Report()
        var traces: [String] = []
        for file in try SpecFiles.expand([ExamplesFolderTests.folder]).files {
            let trace = TraceLines()
            let options = RunOptions(trace: trace, collectsTraceExcerpts: true, plotPaths: [])
            let result = Interpreter.run(try SpecLoader.load(contentsOf: file, plugins: .builtIn), options: options)
            report.addRun(result)
            traces += trace.lines
            traces += result.plot.map { [SVGPlot.render($0)] } ?? []
        }
        return [
            TextReport.render(report, ran: true), JSONReport.render(report), JUnitReport.render(report),
            TAPReport.render(report), GitHubReport.annotations(report).joined(separator: "\n"),
        ] + traces
    }

    @Test("every Example, 8 times in one process: the same bytes in every format, trace and plot")
    func inProcess() throws {
        let first = try everything()
        #expect(first.count > 9)
        for _ in 1..<8 {
            #expect(try everything() == first)
        }
    }
}
