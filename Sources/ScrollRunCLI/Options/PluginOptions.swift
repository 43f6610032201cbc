import ArgumentParser
import ScrollDSL

/// `--plugins PATH` (repeatable): plugin files and directories a whole suite
/// may use, on top of the plugins this `scrollrun` was built with.
struct PluginOptions: ParsableArguments {
    @Option(name: .customLong("plugins"), help: ArgumentHelp("A plugin file (*.scrollplugin.yaml) or a directory of them, for every spec (repeatable).", valueName: "path"))
    var foldedPaths: [String] = []

    /// The paths given, in order (``PathRuns`` folds them into one value, so
    /// that 10,000 of them parse in linear time).
    var paths: [String] { PathRuns.unfold(foldedPaths) }

    /// The plugins every spec may use; a plugin that does not load is reported
    /// with its positions and ends the command with status 2 (a missing path: 64).
    func pluginSet(console: Console) throws -> PluginSet {
        try Self.load(paths, console: console)
    }

    /// `scrollrun`'s own plugins with the plugin files at `paths`.
    static func load(_ paths: [String], option: String = "--plugins", console: Console) throws -> PluginSet {
        for path in paths {
            if case .failure(let problem) = PluginLoader.files(at: path) {
                console.error("\(option) \(problem)")
                throw ExitStatus.usage
            }
        }
        do {
            let plugins = try PluginLoader.load(paths, into: ScrollRun.basePlugins)
            console.report(plugins.warnings)
            return plugins
        } catch {
            console.report(error.diagnostics)
            try console.finish()
            throw ExitStatus.invalid
        }
    }
}
