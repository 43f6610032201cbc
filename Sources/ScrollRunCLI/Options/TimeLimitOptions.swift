import ArgumentParser
import ScrollDSL

/// `--max-time` of the commands that run one spec (`replay`, `compare`).
struct TimeLimitOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The most virtual time the run may take, such as 600s (default: \(RunOptions.defaultTimeLimit)).", valueName: "duration"),
            transform: VirtualTime.init(parsingArgument:))
    var maxTime: VirtualTime = RunOptions.defaultTimeLimit
}
