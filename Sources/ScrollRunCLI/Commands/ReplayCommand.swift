import ArgumentParser
import ScrollDSL
import ScrollText

/// `scrollrun replay`: an HTML page that animates a spec's run as a phone screen.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Write one self-contained HTML page that animates a spec's run as a phone screen (one run per device)."
    )

    @Argument(help: "The spec file to replay.")
    var spec: String

    @Option(help: ArgumentHelp("The HTML page to write.", valueName: "file.html"))
    var output: String

    @OptionGroup var timeLimit: TimeLimitOptions

    @OptionGroup var pluginOptions: PluginOptions

    func run() throws {
        let console = Console()
        let given = PathRuns.unfold([spec])
        guard given.count == 1 else {
            console.error("replay draws one spec, but \(given.count) paths were given (\(given.map(\.visiblyEscaped).joined(separator: ", "))); name one file")
            throw ExitStatus.usage
        }
        let files = try InputPaths.expand([spec], console: console)
        guard files.count == 1 else {
            console.error("replay draws one spec, but \(spec.visiblyEscaped) holds \(files.count); name one file")
            throw ExitStatus.usage
        }
        let plugins = try pluginOptions.pluginSet(console: console)
        let target = try OutputPlan(report: output, inputs: files, console: console).report!
        console.keepOut(of: target)
        let loaded: Spec
        do {
            loaded = try SpecLoader.load(contentsOf: files[0], timeLimit: timeLimit.maxTime, plugins: plugins)
        } catch {
            console.report(error.diagnostics)
            try console.finish()
            throw ExitStatus.invalid
        }
        var options = RunOptions(timeLimit: timeLimit.maxTime)
        options.recordsReplay = true
        var runs: [Replay] = []
        var failed = false
        var brokeLimit = false
        for spec in loaded.runs {
            let result = Interpreter.run(spec, options: options)
            failed = failed || !result.passed
            if let replay = result.replay { runs.append(replay) }
            // As `run` says it: a run that broke a limit is invalid, and says which.
            let limit = result.stoppedBy?.isLimit == true
            brokeLimit = brokeLimit || limit
            if limit { console.report(result.diagnostics) }
            let verdict = limit ? "INVALID " : result.passed ? "PASS " : "FAIL "
            console.line(verdict + spec.displayName.visiblyEscaped + ": replayed \(result.endTime) of virtual time")
        }
        do {
            try OutputFile.write(ReplayPage.render(runs), to: target)
        } catch {
            throw ExitStatus.outputFailed("the replay", error, console: console)
        }
        console.line("wrote \(output.visiblyEscaped)")
        try console.finish()
        if brokeLimit { throw ExitStatus.invalid }
        if failed { throw ExitStatus.failed }
    }
}
