import ArgumentParser
import ScrollDSL
import ScrollDSLBuiltIns
internal import ScrollPlatform

/// `scrollrun`: run and check scroll behaviour specs.
///
/// A team builds its own `scrollrun` with extra Swift behaviours and triggers
/// by calling ``main(plugins:)`` from its executable with a larger set.
public struct ScrollRun: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "scrollrun",
        abstract: "Run and check scroll behaviour specs (*.scroll.yaml).",
        discussion: """
        Exit status: 0 all passed, 1 an expectation failed or an invariant broke, 2 a spec is invalid or broke a limit, \
        64 usage error, 70 internal error, 74 an output could not be written, \
        129, 130, 143 or 152 interrupted by SIGHUP, SIGINT, SIGTERM or SIGXCPU (128 + the signal).
        """,
        version: Release.version,
        subcommands: [
            RunCommand.self, ValidateCommand.self, ExploreCommand.self, ReplayCommand.self, CompareCommand.self, ExplainCommand.self, PluginsCommand.self, SchemaCommand.self, LanguageCommand.self, LSPCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    public init() {}

    /// The behaviours and triggers every command starts from; `--plugins` and
    /// a spec's `use:` add to them. Set once, by ``main(plugins:)``, before parsing.
    nonisolated(unsafe) static var basePlugins = PluginSet.builtIn

    /// Runs `scrollrun` with `plugins`, then exits. Catches signals first, then
    /// parses and runs the command. What argument-parser throws (help, version,
    /// usage errors) and the exit statuses commands throw end the process as
    /// argument-parser does; anything else is a bug in scrollrun: status 70,
    /// with the error on stderr.
    public static func main(plugins: PluginSet) -> Never {
        Signals.install()
        basePlugins = plugins
        var command: any ParsableCommand
        let arguments = Array(CommandLine.arguments.dropFirst())
        let subcommands = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        if let misspelt = MisspeltSubcommand.message(for: arguments, subcommands: subcommands) {
            Console.reportError(misspelt)
            exit(withError: ExitStatus.usage)
        }
        do {
            let commandsWithoutPaths = [PluginsCommand.self, SchemaCommand.self, LanguageCommand.self, LSPCommand.self]
                .compactMap { ($0 as any ParsableCommand.Type).configuration.commandName }
            command = try parseAsRoot(PathRuns.fold(arguments, commandsWithoutPaths: commandsWithoutPaths))
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
        exit()
    }
}
