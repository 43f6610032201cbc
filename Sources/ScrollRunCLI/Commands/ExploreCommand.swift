import ArgumentParser
import ScrollDSL
internal import ScrollPlatform
import ScrollText

/// `scrollrun explore`: run scripts generated from each spec's own world and
/// check its invariants at every turn; the first broken one is shrunk to a
/// minimal script, written as a spec that fails the same way under `run`.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Look for the gestures that break a spec's invariants, and write the shortest as a spec.",
        discussion: """
            Each run is a script of drags, flings, held fingers, taps, tab selects, pushes and pops, content \
            changes, rows, pinches, the keyboard, the app's own scrolls and zooms, commands and waits, made from the spec's own screens, \
            with fingers no faster than a hand (10,000 pt/s) and taps at least 100 ms apart; the same seed gives the same scripts. \
            With --shard I/N, the runs of every spec are split (run numbers modulo N), not the files. \
            When nothing broke, each invariant no run put to the test (its `when` never held, its value never changed) \
            is a warning at its line (a skipped test case in JUnit and TAP), and runs stopped before their script ended \
            (a `waitForIdle` that timed out, --max-time) are a warning at the spec's start, no violation. \
            Specs found in a directory that declare no invariants, and counterexamples found there \
            (*.counterexample.scroll.yaml), are passed by, named on standard error. \
            Exit 0 when no invariant broke, 1 when one did, 2 when a spec is invalid or, named itself \
            (or when no spec has any), declares no invariants.
            """
    )

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var reporting: ReportOptions
    @OptionGroup var pluginOptions: PluginOptions

    // Each takes the word after it as its value, so a negative number is refused
    // with what to pass rather than read as a missing value.
    @Option(parsing: .unconditional, help: "How many scripts to run for each spec (on each of its devices).")
    var runs: Int = 100

    @Option(parsing: .unconditional, help: "The seed the scripts come from, a whole number from 0 to 18446744073709551615: the same seed plays the same scripts.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "How many steps each script makes; it then lifts any finger still down and waits for the world to come to rest.")
    var steps: Int = 20

    @Option(parsing: .unconditional, help: ArgumentHelp("How many runs to play at once, each on a thread (default: one per processor); any number finds and reports the same.", valueName: "count"))
    var jobs: Int?

    @Option(help: ArgumentHelp("A directory of touch files (*.jsonl, recorded from people): half the drags play one of them, so explored runs move as people move.", valueName: "directory"))
    var touches: String?

    @Option(help: ArgumentHelp("Write counterexamples in this directory (it must exist) instead of beside their specs, their `use:` paths leading from there.", valueName: "directory"))
    var counterexamples: String?

    func validate() throws {
        guard (1...1_000_000).contains(runs) else { throw ValidationError("--runs must be from 1 to 1000000, not \(runs)") }
        guard (1...1_000).contains(steps) else { throw ValidationError("--steps must be from 1 to 1000, not \(steps)") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be from 1 to 256, not \(jobs)") }
    }

    func run() throws {
        let console = Console()
        let expansion = try InputPaths.expansion(of: selection.paths, console: console)
        let files = expansion.files
        let plugins = try pluginOptions.pluginSet(console: console)
        let outputs = try OutputPlan(report: reporting.output, inputs: files, console: console)
        console.keepOut(of: outputs.report)
        try checkCounterexampleFolder(console: console)
        var options = options
        if let touches {
            do {
                options.touchPaths = try TouchPool.load(touches)
            } catch {
                console.report([error])
                try console.finish()
                throw ExitStatus.usage
            }
        }
        let progress = ExploreProgress()
        var report = Report()
        var passedBy: [String] = []
        var counterexamplesFound: [String] = []
        var counterexamplesWritten: Set<String> = []
        for (done, file) in files.enumerated() {
            try ExitStatus.stopIfInterrupted(done: done, of: files.count, console: console)
            // A counterexample written by an earlier exploration is a script to run, not a world to explore again.
            if file.hasSuffix(CounterexampleSpec.fileSuffix), !expansion.named.contains(file) {
                counterexamplesFound.append(file)
                continue
            }
            // Read whole, once: the counterexample is written from the text explored.
            let source: [UInt8]
            let spec: Spec
            do {
                source = try SpecLoader.bytes(of: file)
                spec = try SpecLoader.load(bytes: source, file: SpecLoader.name(of: file), timeLimit: selection.maxTime, plugins: plugins)
            } catch {
                // Reading `-` cut short by an interrupt is the interrupt, not an invalid spec.
                try ExitStatus.stopIfInterrupted(done: done, of: files.count, console: console)
                report.addInvalid(file: file, error.diagnostics)
                stream(report.entries.last, console: console)
                continue
            }
            guard selection.includes(spec) else { continue }
            guard !spec.invariants.isEmpty else {
                if expansion.named.contains(file) {
                    reportNoInvariants(spec.file, in: &report, console: console)
                } else {
                    passedBy.append(spec.file)
                }
                continue
            }
            let planned = options.plannedRuns(of: spec)
            var result = Explorer.explore(spec, options: options) { progress.update($0, planned: planned) }
            progress.finish(result, interrupted: Signals.received != nil)
            if let counterexample = result.counterexample {
                result.counterexample?.writtenTo = try write(counterexample, of: file, source: source, console: console, progress: progress, taken: &counterexamplesWritten)
            }
            // An exploration cut short has no verdict: its runs are counted above, as far as they went.
            try ExitStatus.stopIfInterrupted(done: done, of: files.count, console: console)
            report.addRun(result.runResult, warnings: spec.warnings + result.warnings)
            stream(report.entries.last, console: console)
        }
        if !counterexamplesFound.isEmpty {
            Console.reportNote("not explored, as they are counterexamples (run them with `scrollrun run`): \(counterexamplesFound.map(\.visiblyEscaped).joined(separator: ", "))")
        }
        if report.entries.isEmpty {
            // Nothing else to explore: each is the error it is when named.
            passedBy.forEach { reportNoInvariants($0, in: &report, console: console) }
        } else if !passedBy.isEmpty {
            Console.reportNote("not explored, as they declare no `invariants`: \(passedBy.map(\.visiblyEscaped).joined(separator: ", "))")
        }
        try selection.checkSelection(report, shardSplitsRuns: true, console: console)
        try reporting.emit(report, ran: true, to: outputs.report, console: console)
        try console.finish()
        let status = report.counts.exitStatus
        if status != 0 { throw ExitCode(status) }
    }

    /// A spec with no invariants to explore, as an invalid one.
    private func reportNoInvariants(_ file: String, in report: inout Report, console: Console) {
        report.addInvalid(file: file, [Diagnostic(file: file, mark: .start, message: Explorer.noInvariants)])
        stream(report.entries.last, console: console)
    }

    /// A spec's lines of the text report, as it is done.
    private func stream(_ entry: Report.Entry?, console: Console) {
        guard reporting.streamsText, let entry else { return }
        TextReport.lines(for: entry, format: console.format, verdictFormat: console.formatVerdict).forEach(console.line)
    }

    private var options: ExplorationOptions {
        var options = ExplorationOptions()
        options.runs = runs
        options.seed = seed
        options.steps = steps
        if let jobs { options.threads = jobs }
        options.timeLimit = selection.maxTime
        if let shard = selection.shard { options.shard = (shard.index - 1, shard.count) }
        options.shouldStop = { Signals.received != nil }
        // The HTML report shows the counterexample's screen at the break.
        options.recordsCounterexampleScreens = reporting.format == .html
        return options
    }

    /// `--counterexamples` must name a writable directory, checked before
    /// anything runs: otherwise a counterexample found after minutes of
    /// exploring could not be written.
    private func checkCounterexampleFolder(console: Console) throws {
        guard let folder = counterexamples else { return }
        do {
            try OutputTarget.checkWritableDirectory(folder, for: folder)
        } catch {
            console.error("--counterexamples \(error)")
            throw ExitStatus.usage
        }
    }

    /// Writes `counterexample` as a spec beside `file` (or in `--counterexamples`),
    /// from `source`, the text of `file` explored; standard input's is
    /// `stdin.counterexample.scroll.yaml` in the current directory. A path
    /// in `taken`, which this exploration wrote already (two specs
    /// `x.scroll.yaml` into `--counterexamples`), is not written over: the
    /// second is `x-2.counterexample.scroll.yaml`. Returns its path.
    private func write(
        _ counterexample: Counterexample, of file: String, source: [UInt8], console: Console, progress: ExploreProgress,
        taken: inout Set<String>
    ) throws -> String {
        let stem = SpecLoader.name(of: file) == SpecLoader.standardInputName
            ? "stdin"
            : SpecFiles.suffixes.reduce(file.split(separator: "/").last.map(String.init) ?? file) { name, suffix in
                name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
            }
        let folder = counterexamples ?? Self.folder(of: file)
        // The folder as the system names it, so that two spellings of one folder are one.
        let canonicalFolder = (try? FileSystem.realPath(folder)) ?? folder
        var number = 1
        while taken.contains(canonicalFolder + "/" + Self.counterexampleName(stem, number)) { number += 1 }
        let name = Self.counterexampleName(stem, number)
        taken.insert(canonicalFolder + "/" + name)
        let path = folder + "/" + name
        do {
            let text = try CounterexampleSpec.text(of: source, file: SpecLoader.name(of: file), counterexample, seed: seed, usePaths: usePath(from: file))
            try OutputFile.write(text, to: try OutputTarget(chosen: path))
            progress.note("the counterexample is in \(path.visiblyEscaped): scrollrun run \(path.visiblyEscaped)")
            return path
        } catch {
            throw ExitStatus.outputFailed("the counterexample", error, console: console)
        }
    }

    /// A `use:` path of the spec at `file`, as the counterexample needs it:
    /// the same beside the spec; from `--counterexamples`, the way from there
    /// to the same plugin file (`../specs/plugins`), so that the counterexample
    /// still runs where a CI artifact is unpacked beside a checkout.
    private func usePath(from file: String) -> (String) -> String {
        guard let counterexamples, let destination = try? FileSystem.realPath(counterexamples) else { return { $0 } }
        let folder = Self.folder(of: file)
        return { path in
            guard !path.hasPrefix("/"), let plugin = try? FileSystem.realPath(folder + "/" + path) else { return path }
            return relativePath(from: destination, to: plugin)
        }
    }

    /// `STEM.counterexample.scroll.yaml`, or `STEM-N.counterexample.scroll.yaml` for the `number`th of that stem;
    /// a stem too long for a file's name with them is cut, so the report is never lost to the name.
    private static func counterexampleName(_ stem: String, _ number: Int) -> String {
        let ending = (number == 1 ? "" : "-\(number)") + CounterexampleSpec.fileSuffix
        return OutputTarget.prefix(of: stem, bytes: OutputTarget.longestName - ending.utf8.count) + ending
    }

    /// The folder a file named on the command line is in.
    private static func folder(of file: String) -> String {
        file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    }
}
