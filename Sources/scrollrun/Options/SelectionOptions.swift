import ArgumentParser
import ScrollDSL

/// Which specs a command works on: files and directories, tags, and a shard.
struct SelectionOptions: ParsableArguments {
    @Argument(help: "Spec files, or directories searched for *.scroll.yaml.")
    var paths: [String]

    @Option(parsing: .singleValue, help: ArgumentHelp("Only specs with one of these tags (comma-separated; repeatable).", valueName: "tags"))
    var includeTags: [String] = []

    @Option(parsing: .singleValue, help: ArgumentHelp("Leave out specs with one of these tags (comma-separated; repeatable).", valueName: "tags"))
    var excludeTags: [String] = []

    @Option(help: ArgumentHelp("Only shard I of N (1-based): every Nth file in path order, so a CI matrix splits the suite.", valueName: "I/N"))
    var shard: Shard?

    @Option(help: ArgumentHelp("The most virtual time a spec may take, such as 600s (default: 3600s).", valueName: "duration"))
    var maxTime: VirtualTime = RunOptions.defaultTimeLimit

    /// The spec files to load, in path order, limited to the shard.
    func specFiles(console: Console) throws -> [String] {
        let files: [String]
        do {
            files = try SpecFiles.expand(paths)
        } catch {
            console.error("\(error)")
            throw ExitStatus.usage
        }
        guard let shard else { return files }
        return files.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
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
}

/// `I/N`: shard I of N, 1-based.
struct Shard: ExpressibleByArgument {
    let index: Int
    let count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            return nil
        }
        self.index = index
        self.count = count
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
