import ArgumentParser
import ScrollDSL

/// `scrollrun`: run and check scroll behaviour specs.
@main
struct ScrollRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollrun",
        abstract: "Run and check scroll behaviour specs (*.scroll.yaml).",
        discussion: """
        Exit status: 0 all passed, 1 an expectation failed, 2 a spec is invalid or broke a limit, \
        64 usage error, 70 internal error, 74 an output could not be written, \
        130 or 143 interrupted by SIGINT or SIGTERM.
        """,
        version: Release.version,
        subcommands: [RunCommand.self, ValidateCommand.self, ExplainCommand.self, PluginsCommand.self, SchemaCommand.self, LanguageCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Catches signals first, then parses and runs the command. What
    /// argument-parser throws (help, version, usage errors) and the exit
    /// statuses commands throw end the process as argument-parser does;
    /// anything else is a bug in scrollrun: status 70, with the error on stderr.
    static func main() {
        Signals.install()
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch {
            if error is ExitCode || exitCode(for: error) != .failure {
                exit(withError: error)
            }
            Console.reportError("internal error: \(error)")
            exit(withError: ExitStatus.internalError)
        }
    }
}
