import ArgumentParser
import ScrollDSL

/// `scrollrun validate`: load and check specs; nothing runs.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Load and check specs without running them."
    )

    @OptionGroup var inputs: InputOptions

    func run() throws {
        let console = Console()
        let files = try inputs.specFiles(console: console)
        let outcome = SpecValidation(files: files)
        console.report(outcome.diagnostics)
        console.line(outcome.summary)
        if outcome.invalidCount > 0 { throw ExitStatus.invalid }
    }
}
