import ArgumentParser

/// `--watch`: run the command again whenever a spec or a plugin file it uses changes.
struct WatchOptions: ParsableArguments {
    @Flag(help: "Run again whenever a spec, or a plugin file a spec uses, changes; clears the terminal first. Ctrl-C stops.")
    var watch = false
}
