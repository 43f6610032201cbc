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
        subcommands: [RunCommand.self, ValidateCommand.self, ExplainCommand.self, PluginsCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
