import ArgumentParser
import ScrollDSL

/// `scrollrun run` (the default): run each spec's script and check its expectations.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run specs' scripts and check their expectations (the default)."
    )

    @OptionGroup var inputs: InputOptions

    @Option(help: ArgumentHelp("Stream a JSON-lines trace of every run to this file.", valueName: "file"))
    var trace: String?

    func run() throws {
        let console = Console()
        let files = try inputs.specFiles(console: console)
        let validation = SpecValidation(files: files)
        console.report(validation.diagnostics)
        let traceFile = try trace.map { path in
            do {
                return try FileTraceSink(path: path)
            } catch {
                console.error("cannot write the trace to \(path): \(error)")
                throw ExitStatus.usage
            }
        }
        var tally = RunTally(invalid: validation.invalidCount)
        for spec in validation.specs {
            let result = Interpreter.run(spec, options: RunOptions(trace: traceFile))
            console.report(result.diagnostics)
            console.line(RunTally.line(for: result))
            tally.add(result)
        }
        traceFile?.close()
        console.line(tally.summary)
        if tally.invalid > 0 { throw ExitStatus.invalid }
        if tally.failedSpecs > 0 { throw ExitStatus.failed }
    }
}
