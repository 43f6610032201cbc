import ArgumentParser
import ScrollDSL

/// Which specs a command works on: files and directories, tags, and a shard.
struct SelectionOptions: ParsableArguments {
    @Argument(help: "Spec files, directories searched for *.scroll.yaml and *.scroll.yml, or - for standard input.")
    var paths: [String]

    @Option(parsing: .singleValue, help: ArgumentHelp("Only specs with one of these tags (comma-separated; repeatable).", valueName: "tags"))
    var includeTags: [String] = []

    @Option(parsing: .singleValue, help: ArgumentHelp("Leave out specs with one of these tags (comma-separated; repeatable).", valueName: "tags"))
    var excludeTags: [String] = []

    // This and --max-time take the word after them, so a negative value (`--shard -1/2`,
    // `--max-time -5s`) is refused for what it is, not read as a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("Only shard I of N (1-based), so a CI matrix splits the work: every Nth file in path order (explore: every Nth run of each spec).", valueName: "I/N"), transform: Shard.init(parsing:))
    var shard: Shard?

    @Option(parsing: .unconditional, help: ArgumentHelp("The most virtual time a spec may take, such as 600s (default: \(RunOptions.defaultTimeLimit)).", valueName: "duration"),
            transform: VirtualTime.init(parsingArgument:))
    var maxTime: VirtualTime = RunOptions.defaultTimeLimit

    @Flag(help: "Succeed when the paths, tags and shard select no spec (otherwise a usage error).")
    var allowEmpty = false

    /// The spec files to load, in path order, limited to the shard.
    func specFiles(console: Console) throws -> [String] {
        let files = try InputPaths.expand(paths, console: console)
        guard let shard else { return files }
        return files.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }

    /// Stops with a usage error when nothing was selected, unless `--allow-empty`;
    /// `shardSplitsRuns` (explore) names only the tags, since there a shard selects every file.
    func checkSelection(_ report: Report, shardSplitsRuns: Bool = false, console: Console) throws {
        guard report.entries.isEmpty, !allowEmpty else { return }
        var reasons: [String] = []
        if let shard, !shardSplitsRuns { reasons.append("--shard \(shard.index)/\(shard.count)") }
        if !includeTags.isEmpty { reasons.append("--include-tags \(includeTags.joined(separator: ","))") }
        if !excludeTags.isEmpty { reasons.append("--exclude-tags \(excludeTags.joined(separator: ","))") }
        let why = reasons.isEmpty ? "" : " (\(reasons.joined(separator: ", ")))"
        let check = shardSplitsRuns ? "the tags" : "the tags and shard"
        console.error("no spec was selected\(why); check \(check), or pass --allow-empty to accept an empty selection")
        throw ExitStatus.usage
    }

    /// Whether a valid spec passes the tag filters (invalid ones are always reported).
    func includes(_ spec: Spec) -> Bool {
        let include = Set(includeTags.flatMap(Self.split))
        let exclude = Set(excludeTags.flatMap(Self.split))
        if !include.isEmpty, include.isDisjoint(with: spec.tags) { return false }
        return exclude.isDisjoint(with: spec.tags)
    }

    private static func split(_ list: String) -> [String] {
        list.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
    }
}

extension VirtualTime: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(text: argument)
    }

    public var defaultValueDescription: String { description }

    /// A duration given on the command line, or why it is not one: a bare
    /// number has no unit here (a spec's bare numbers are milliseconds, but
    /// `--max-time 3600` more likely means seconds).
    init(parsingArgument argument: String) throws {
        if let time = VirtualTime(text: argument) {
            self = time
        } else if Double(argument) != nil {
            throw ValidationError("a duration needs its unit: write \(argument)s for seconds or \(argument)ms for milliseconds")
        } else if argument.hasPrefix("-") {
            throw ValidationError("a duration cannot be negative: write one such as 600s")
        } else {
            throw ValidationError("write a duration as \(VirtualTime.textForms), such as 600s")
        }
    }
}

/// `I/N`: shard I of N, 1-based.
struct Shard {
    let index: Int
    let count: Int

    /// Reads `I/N`, or says how a shard is written.
    init(parsing argument: String) throws {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ValidationError("write shard I of N as I/N, such as 1/4")
        }
        guard count >= 1 else {
            throw ValidationError("N, the number of shards, must be at least 1")
        }
        guard (1...count).contains(index) else {
            throw ValidationError("the shards of \(count) are numbered from 1 to \(count)")
        }
        self.index = index
        self.count = count
    }
}
