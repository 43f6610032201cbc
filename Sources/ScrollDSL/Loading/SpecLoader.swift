/// A spec that breaks the language's rules, with every problem found.
public struct InvalidSpec: Error, Sendable {
    /// Every problem, in reading order.
    public let diagnostics: [Diagnostic]

    /// A spec refused for `diagnostics`.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

/// Loads and checks specs: YAML bytes → nodes → a checked ``Spec``.
public enum SpecLoader {
    /// How diagnostics name standard input, which `-` reads.
    public static let standardInputName = "<stdin>"

    /// Loads the spec file at `path`, naming it `path` in diagnostics; `-`
    /// reads standard input, named `<stdin>`. A file is read as it is parsed,
    /// never held whole.
    public static func load(
        contentsOf path: String, limits: YAMLLimits = .standard, timeLimit: VirtualTime = RunOptions.defaultTimeLimit,
        plugins: PluginSet
    ) throws(InvalidSpec) -> Spec {
        guard path != FileBytes.standardInputPath else {
            return try load(bytes: bytes(of: path, limits: limits), file: standardInputName, limits: limits, timeLimit: timeLimit, plugins: plugins)
        }
        return try load(file: path, limits: limits, timeLimit: timeLimit, plugins: plugins) { (listReader) throws(InvalidSpec) -> Node in
            let source: FileSource
            do throws(FileBytes.Failure) {
                source = try FileSource(path: path, limits: limits)
            } catch {
                throw InvalidSpec(diagnostics: [Diagnostic(file: path, mark: .start, message: error.message(limits: limits))])
            }
            return try root(file: path) { () throws(YAMLError) in try Parser.parse(source, limits: limits, listReader: listReader) }
        }
    }

    /// The bytes of the spec file at `path` (`-` reads standard input), read
    /// whole, for a caller that needs them again after loading them with
    /// ``load(bytes:file:limits:timeLimit:plugins:)`` under ``name(of:)``:
    /// `explore` writes its counterexample from the very text it explored.
    public static func bytes(of path: String, limits: YAMLLimits = .standard) throws(InvalidSpec) -> [UInt8] {
        do {
            return try FileBytes.read(path, maxBytes: limits.maxBytes)
        } catch {
            throw InvalidSpec(diagnostics: [Diagnostic(file: name(of: path), mark: .start, message: error.message(limits: limits))])
        }
    }

    /// How diagnostics name the spec file at `path`: as it is, and standard
    /// input (`-`) as `<stdin>`.
    public static func name(of path: String) -> String {
        path == FileBytes.standardInputPath ? standardInputName : path
    }

    /// Loads a spec from YAML text; `file` names it in diagnostics.
    public static func load(
        yaml: String, file: String = "<spec>", limits: YAMLLimits = .standard, timeLimit: VirtualTime = RunOptions.defaultTimeLimit,
        plugins: PluginSet
    ) throws(InvalidSpec) -> Spec {
        try load(bytes: Array(yaml.utf8), file: file, limits: limits, timeLimit: timeLimit, plugins: plugins)
    }

    /// Loads a spec from YAML bytes; `file` names it in diagnostics. A script
    /// that is sure to run past `timeLimit` is invalid. The spec may use
    /// `basePlugins` and the plugin files its `use:` names.
    public static func load(
        bytes: [UInt8], file: String, limits: YAMLLimits = .standard, timeLimit: VirtualTime = RunOptions.defaultTimeLimit,
        plugins basePlugins: PluginSet
    ) throws(InvalidSpec) -> Spec {
        try load(file: file, limits: limits, timeLimit: timeLimit, plugins: basePlugins) { (listReader) throws(InvalidSpec) -> Node in
            try root(file: file) { () throws(YAMLError) in try Parser.parse(bytes, limits: limits, listReader: listReader) }
        }
    }

    /// Loads the spec whose root `parse` reads. The screens and the script
    /// are decoded while they are parsed, so their nodes are never all held
    /// (see `StreamedLists`); when that cannot give what the whole tree gives,
    /// the spec is parsed again and decoded from its whole tree.
    private static func load(
        file: String, limits: YAMLLimits, timeLimit: VirtualTime, plugins basePlugins: PluginSet,
        parse: (TopLevelListReader?) throws(InvalidSpec) -> Node
    ) throws(InvalidSpec) -> Spec {
        let streamed = StreamedLists(file: file, limits: limits, timeLimit: timeLimit, plugins: basePlugins)
        var root = try parse(streamed)
        if streamed.tookItems {
            if streamed.isFaithful(to: root), let context = streamed.context {
                let spec = SpecDecoder(context: context).decode(root, streamed: streamed.decoded)
                return try checked([spec], contexts: [context], passes: 1, problems: [])
            }
            root = try parse(nil)
        }
        return try load(root: root, file: file, limits: limits, timeLimit: timeLimit, plugins: basePlugins)
    }

    /// The root node `parse` gives, or its YAML problem as an invalid spec.
    private static func root(file: String, parse: () throws(YAMLError) -> Node?) throws(InvalidSpec) -> Node {
        let root: Node?
        do {
            root = try parse()
        } catch {
            throw InvalidSpec(diagnostics: [Diagnostic(file: file, mark: error.mark, message: error.message)])
        }
        guard let root else {
            let message = "the file holds no YAML document; a spec starts with `scrollspec: 1`"
            throw InvalidSpec(diagnostics: [Diagnostic(file: file, mark: .start, message: message)])
        }
        return root
    }

    /// Loads a spec from its YAML root node (a plugin's example spec, say).
    static func load(root: Node, file: String, limits: YAMLLimits, timeLimit: VirtualTime, plugins basePlugins: PluginSet) throws(InvalidSpec) -> Spec {
        if root["scrollspec"] == nil, let plugin = root.mapping?.first(where: { $0.key.isScalar("scrollplugin") }) {
            throw InvalidSpec(diagnostics: [Diagnostic(file: file, mark: plugin.key.mark, message: """
                this is a plugin file, not a spec: a spec uses it with `use: [FILE]` or `--plugins FILE`; \
                `scrollrun plugins --check FILE` runs its examples and `scrollrun explain FILE` shows its graph
                """)])
        }
        let (plugins, useProblems) = UsedPlugins.load(root["use"], file: file, into: basePlugins, limits: limits)
        // One decoding pass per listed device (sizes, defaults and limits
        // depend on it).
        let passes = SpecDecoder.deviceCount(root)
        var variants: [Spec?] = []
        var contexts: [DecodingContext] = []
        for index in 0..<passes {
            let context = DecodingContext(file: file, timeLimit: timeLimit, plugins: plugins)
            context.missesUsedPlugins = !useProblems.isEmpty
            context.readNamedFile = FileBytes.readNamed
            variants.append(SpecDecoder(context: context, deviceIndex: index).decode(root))
            contexts.append(context)
        }
        return try checked(variants, contexts: contexts, passes: passes, problems: useProblems)
    }

    /// The spec of the first pass, its variants for each device, and its
    /// warnings; or every error, `problems` (of its `use:`) first. A problem
    /// found by several passes is reported once.
    private static func checked(_ variants: [Spec?], contexts: [DecodingContext], passes: Int, problems: [Diagnostic]) throws(InvalidSpec) -> Spec {
        var diagnostics = problems
        var seen: Set<Diagnostic> = []
        for context in contexts {
            for diagnostic in context.diagnostics where seen.insert(diagnostic).inserted {
                diagnostics.append(diagnostic)
            }
        }
        let specs = variants.compactMap { $0 }
        guard var spec = specs.first, specs.count == passes,
              !diagnostics.contains(where: { $0.severity == .error }) else {
            throw InvalidSpec(diagnostics: diagnostics.sortedByPosition())
        }
        spec.warnings = diagnostics.sortedByPosition()
        if specs.count > 1 { spec.deviceVariants = specs }
        return spec
    }
}
