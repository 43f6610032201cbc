import ArgumentParser
import ScrollDSL

/// `scrollrun run` (the default): run each spec's script and check its expectations.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run specs' scripts and check their expectations (the default)."
    )

    @OptionGroup var inputs: InputOptions

    func run() throws {
        let console = Console()
        let files = try inputs.specFiles(console: console)
        let outcome = SpecValidation(files: files)
        for diagnostic in outcome.diagnostics {
            console.line(console.format(diagnostic))
        }
        console.line(outcome.summary + "; running scripts is not built yet, so nothing ran")
        if outcome.invalidCount > 0 { throw ExitStatus.invalid }
    }
}
