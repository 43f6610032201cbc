import ArgumentParser

/// `scrollrun`: run and check scroll behaviour specs.
@main
struct ScrollRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollrun",
        abstract: "Run and check scroll behaviour specs (*.scroll.yaml).",
        discussion: """
        Exit status: 0 all passed, 1 an expectation failed, 2 a spec is invalid, \
        64 usage error, 70 internal error.
        """,
        subcommands: [RunCommand.self, ValidateCommand.self, ExplainCommand.self, PluginsCommand.self, SchemaCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Parses and runs the command; anything a command throws that is not an
    /// exit status is a bug in scrollrun: status 70, with the error on stderr.
    static func main() {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let status as ExitCode {
            exit(withError: status)
        } catch {
            Console().error("internal error: \(error)")
            exit(withError: ExitStatus.internalError)
        }
    }
}
