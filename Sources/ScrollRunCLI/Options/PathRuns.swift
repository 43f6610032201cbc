/// Long runs of paths on the command line, such as a shell glob over
/// thousands of spec files, travel through ArgumentParser as one argument:
/// it merges each value of a repeated argument into the ones before, which
/// costs time quadratic in their number. ``fold(_:)`` joins the run before
/// parsing and ``InputPaths`` splits it again.
///
/// Only arguments that cannot be an option's value are folded: ones that
/// follow an argument that is not an option (every option of scrollrun takes
/// at most one value), never the first (it may name a subcommand), and
/// nothing after `--`. No command-line argument can contain the separator.
/// Commands that take no paths get their arguments as given, so a stray
/// argument is named as the user typed it. The values of a repeated
/// `--plugins` are folded into its first, for every command.
enum PathRuns {
    /// NUL, which no argument can contain.
    static let separator: Character = "\0"

    /// `arguments` with each run of paths joined into one argument, unless
    /// the first names one of `commandsWithoutPaths`.
    static func fold(_ arguments: [String], commandsWithoutPaths: [String]) -> [String] {
        let arguments = foldingRepeated(pluginsOption, in: arguments)
        if let command = arguments.first, commandsWithoutPaths.contains(command) { return arguments }
        var folded: [String] = []
        var previousIsPath = false
        for (index, argument) in arguments.enumerated() {
            if argument == "--" {
                folded += arguments[index...]
                break
            }
            let isPath = index > 0 && !argument.hasPrefix("-") && !arguments[index - 1].hasPrefix("-")
            if isPath, previousIsPath {
                folded[folded.count - 1].append(separator)
                folded[folded.count - 1] += argument
            } else {
                folded.append(argument)
            }
            previousIsPath = isPath
        }
        return folded
    }

    /// The option whose values are folded for every command.
    static let pluginsOption = "--plugins"

    /// `arguments` with every later `option VALUE` (or `option=VALUE`) before
    /// `--` folded into the first one's value.
    private static func foldingRepeated(_ option: String, in arguments: [String]) -> [String] {
        var folded: [String] = []
        var first: Int?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                folded += arguments[index...]
                break
            }
            var value: String?
            if argument == option, index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") {
                value = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix(option + "=") {
                value = String(argument.dropFirst(option.count + 1))
            }
            if let value {
                if let first {
                    folded[first].append(separator)
                    folded[first] += value
                } else {
                    folded += [option, value]
                    first = folded.count - 1
                }
            } else {
                folded.append(argument)
            }
            index += 1
        }
        return folded
    }

    /// The paths a folded list stands for, in order.
    static func unfold(_ paths: [String]) -> [String] {
        paths.flatMap { $0.split(separator: separator, omittingEmptySubsequences: false).map(String.init) }
    }
}
