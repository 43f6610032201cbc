import ScrollDSL
internal import ScrollPlatform
import ScrollText

/// A first argument that is no subcommand, no option and no path, but is
/// spelt like a subcommand (`scrollrun valdate`): named as a misspelt
/// subcommand, not as a missing spec file.
enum MisspeltSubcommand {
    /// The message for `arguments` (the command line after `scrollrun`), or
    /// `nil` when its first argument is a subcommand, an option, a path that
    /// exists or one that looks like a spec's.
    static func message(for arguments: [String], subcommands: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !subcommands.contains(first),
              !first.contains("/"), !first.contains("."), (try? FileSystem.status(first)) == .some(nil),
              let close = Suggestion.closeMatch(for: first, among: subcommands) else { return nil }
        return "unknown subcommand `\(first.visiblyEscaped)`; did you mean `\(close)`? (a spec is run by its path: `scrollrun FILE.scroll.yaml`)"
    }
}
