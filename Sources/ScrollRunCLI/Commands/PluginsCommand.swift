import ArgumentParser
import ScrollDSL
internal import ScrollPlatform
import ScrollText

/// `scrollrun plugins`: every trigger and behaviour with its parameters, and
/// with `--check`, every example of every plugin file run as a test.
struct PluginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List triggers and behaviours with their parameters, defaults and documentation.",
        discussion: "With --check PATH, run every example of the plugin files at PATH as a test: exit 0 all held, 1 an example failed, 2 a plugin is invalid."
    )

    @Option(help: "text, or markdown (the reference in docs/plugins.md).")
    var format: ReferenceFormat = .text

    @OptionGroup var pluginOptions: PluginOptions

    @Option(name: .customLong("check"), help: ArgumentHelp("Run the examples of the plugin files here (a file or a directory; repeatable).", valueName: "path"))
    var checkPaths: [String] = []

    func run() throws {
        let console = Console()
        let plugins = try pluginOptions.pluginSet(console: console)
        if !checkPaths.isEmpty {
            let checked = try PluginOptions.load(pluginOptions.paths + checkPaths, option: "--check", console: console)
            let behaviours = Set(checked.behaviourNames).subtracting(plugins.behaviourNames)
            let triggers = Set(checked.triggerNames).subtracting(plugins.triggerNames)
            let checks = checked.triggers.filter { triggers.contains($0.declaration.name) }.map { trigger in
                (name: trigger.declaration.name, run: { trigger.runExamples(in: checked) })
            } + checked.behaviours.filter { behaviours.contains($0.declaration.name) }.map { plugin in
                (name: plugin.declaration.name, run: { PluginExamples.run(plugin, in: checked) })
            }
            try check(checks, console: console)
            return
        }
        switch format {
        case .text: console.line(PluginReference.text(plugins))
        case .markdown: console.write(PluginReference.markdown(plugins))
        }
        try console.finish()
    }

    /// Runs each plugin's examples: a passing one must validate and hold, a
    /// rejected one must be refused with its message.
    private func check(_ plugins: [(name: String, run: () -> [PluginExamples.Outcome])], console: Console) throws {
        var failed = 0
        var total = 0
        func stopIfInterrupted(after done: Int) throws {
            guard let signal = Signals.received else { return }
            console.error("interrupted by \(Signals.name(of: signal)) after \(done) of \(plugins.count) plugins")
            throw ExitStatus.interrupted(by: signal)
        }
        for (done, plugin) in plugins.enumerated() {
            try stopIfInterrupted(after: done)
            for outcome in plugin.run() {
                total += 1
                if outcome.passed {
                    console.line(console.formatVerdict("PASS \(plugin.name): \(outcome.title.visiblyEscaped)"))
                } else {
                    failed += 1
                    outcome.problems.forEach { console.line(console.format($0)) }
                    console.line(console.formatVerdict("FAIL \(plugin.name): \(outcome.title.visiblyEscaped)"))
                }
            }
        }
        // A signal during the last plugin is honoured too: a cancelled CI job never reports success.
        try stopIfInterrupted(after: plugins.count)
        console.line("\(plugins.count) plugin\(plugins.count == 1 ? "" : "s"), \(total) example\(total == 1 ? "" : "s"): \(total - failed) held, \(failed) failed")
        try console.finish()
        if failed > 0 { throw ExitStatus.failed }
    }
}
