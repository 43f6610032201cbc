internal import ScrollPlatform

/// Loads plugin files (`*.scrollplugin.yaml`) into a ``PluginSet``: from a
/// spec's `use:` and from `scrollrun --plugins`. Every problem is a positioned
/// diagnostic; a plugin named like one the set has is an error at both names.
public enum PluginLoader {
    /// The file name ending of plugin files.
    public static let suffix = ".scrollplugin.yaml"

    /// The most entries a directory of plugin files is searched through (at
    /// any depth): `use: [/]` ends at once, not after walking the whole disk.
    static let maxDirectoryEntries = 10_000

    /// `plugins` with the plugins at `paths` (files, or directories searched at
    /// any depth) added, in path order.
    public static func load(_ paths: [String], into plugins: PluginSet, limits: YAMLLimits = .standard) throws(InvalidSpec) -> PluginSet {
        var loaded = plugins
        var diagnostics: [Diagnostic] = []
        // A file named twice (by two paths, or a directory and a file in it) is read once,
        // and one `plugins` already holds (`--plugins DIR` and a spec's `use:` of a file in it) not again.
        var read = Set(Set(plugins.origins.values.map(\.file)).compactMap(OutputTarget.identity(ofInput:)))
        var parsed: [(file: String, root: Node)] = []
        for path in paths {
            switch files(at: path) {
            case .failure(let problem):
                diagnostics.append(Diagnostic(file: path, mark: .start, message: problem.reason))
            case .success(let files):
                for file in files {
                    if let identity = OutputTarget.identity(ofInput: file), !read.insert(identity).inserted { continue }
                    switch parse(file: file, limits: limits) {
                    case .success(let root): parsed.append((file, root))
                    case .failure(let problems): diagnostics += problems.diagnostics
                    }
                }
            }
        }
        // Each file may read the properties the others declare, whatever their order.
        let alongside = parsed.compactMap { PluginFileDecoder.declaredProperties(of: $0.root, file: $0.file) }
        for (file, root) in parsed {
            diagnostics += add(root, file: file, to: &loaded, alongside: alongside)
        }
        guard diagnostics.isEmpty else { throw InvalidSpec(diagnostics: diagnostics) }
        return loaded
    }

    /// The plugin files a path names: the file, or those in a directory.
    /// Only files named `*.scrollplugin.yaml` are ever read, judged by the
    /// name before anything is opened.
    package static func files(at path: String) -> Result<[String], SpecFiles.MissingInput> {
        guard !path.contains("\0") else {
            return .failure(SpecFiles.MissingInput(path: path.visiblyEscaped, reason: "a path cannot hold a NUL character"))
        }
        let status: FileStatus?
        do {
            status = try FileSystem.status(path)
        } catch {
            return .failure(SpecFiles.MissingInput(path: path, reason: "cannot read it: \(error)"))
        }
        guard let status else { return .failure(SpecFiles.MissingInput(path: path, reason: "no such plugin file or directory")) }
        guard status.kind == .directory else {
            guard path.hasSuffix(suffix) else {
                return .failure(SpecFiles.MissingInput(path: path, reason: "not a plugin file: a plugin file's name ends in `\(suffix)`, and no other file is read"))
            }
            return .success([path])
        }
        var walk = DirectoryWalk(suffixes: [suffix], maxEntries: maxDirectoryEntries)
        do {
            try walk.visit(path, relative: "")
        } catch {
            return .failure(SpecFiles.MissingInput(path: path, reason: "cannot read the directory: \(error)"))
        }
        guard !walk.exceeded else {
            return .failure(SpecFiles.MissingInput(
                path: path, reason: "the directory holds more than \(maxDirectoryEntries) entries; name the folder that holds the plugin files"))
        }
        guard !walk.found.isEmpty else {
            return .failure(SpecFiles.MissingInput(path: path, reason: "no *\(suffix) files in this directory"))
        }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        return .success(walk.found.sorted().map { "\(base)/\($0)" })
    }

    /// `plugins` with the plugin file `bytes` (named `file` in diagnostics) added.
    public static func load(bytes: [UInt8], file: String, into plugins: PluginSet, limits: YAMLLimits = .standard) throws(InvalidSpec) -> PluginSet {
        var loaded = plugins
        let diagnostics: [Diagnostic]
        switch parse(file: file, bytes: bytes, limits: limits) {
        case .success(let root): diagnostics = add(root, file: file, to: &loaded, alongside: [])
        case .failure(let problems): diagnostics = problems.diagnostics
        }
        guard diagnostics.isEmpty else { throw InvalidSpec(diagnostics: diagnostics) }
        return loaded
    }

    /// Reads and parses one plugin file (`bytes`, when given, instead of the file).
    private static func parse(file: String, bytes given: [UInt8]? = nil, limits: YAMLLimits) -> Result<Node, InvalidSpec> {
        func failure(_ mark: Mark, _ message: String) -> Result<Node, InvalidSpec> {
            .failure(InvalidSpec(diagnostics: [Diagnostic(file: file, mark: mark, message: message)]))
        }
        do {
            let bytes = try given ?? FileBytes.read(file, maxBytes: limits.maxBytes)
            guard let parsed = try Parser.parse(bytes, limits: limits) else {
                return failure(.start, "the file holds no YAML document; a plugin file starts with `scrollplugin: 1`")
            }
            return .success(parsed)
        } catch let error as YAMLError {
            return failure(error.mark, error.message)
        } catch let error as FileBytes.Failure {
            switch error {
            case .unreadable(let reason): return failure(.start, "cannot read the plugin file: \(reason)")
            case .tooLarge(let size): return failure(.start, limits.sizeMessage(size))
            }
        } catch {
            return failure(.start, "cannot read the plugin file: \(error)")
        }
    }

    /// Decodes one parsed plugin file and adds it; returns the problems.
    private static func add(_ root: Node, file: String, to plugins: inout PluginSet, alongside: [BehaviourPropertyKinds.Declared]) -> [Diagnostic] {
        if let spec = root.mapping?.first(where: { $0.key.isScalar("scrollspec") }) {
            return [Diagnostic(file: file, mark: spec.key.mark, message: "this is a spec, not a plugin file: a plugin file starts with `scrollplugin: 1`")]
        }
        let context = DecodingContext(file: file, timeLimit: RunOptions.defaultTimeLimit, plugins: plugins)
        defer { if !context.hasErrors { plugins.warnings += context.diagnostics.sortedByPosition() } }
        guard let declared = PluginFileDecoder(context: context, loadedAlongside: alongside).decode(root), !context.hasErrors else {
            // A file is never dropped without a word, even where a decoder forgot one.
            guard context.hasErrors else { return [Diagnostic(file: file, mark: root.mark, message: "this plugin file could not be read as a plugin")] }
            return context.diagnostics.sortedByPosition()
        }
        let nameMark = root.mapping?.first { $0.key.isScalar("name") }?.value.mark ?? .start
        do {
            let origin = PluginOrigin(file: file, mark: nameMark)
            switch declared {
            case .behaviour(let plugin): try plugins.add(plugin, from: origin)
            case .trigger(let trigger): try plugins.add(trigger, from: origin)
            }
        } catch {
            return clash(error, file: file, at: nameMark)
        }
        return []
    }

    /// A name taken twice: an error at each declaration.
    private static func clash(_ clash: PluginClash, file: String, at mark: Mark) -> [Diagnostic] {
        guard let existing = clash.existing else {
            return [Diagnostic(file: file, mark: mark, message: "a plugin cannot be called `\(clash.name)`: a built-in behaviour or trigger has that name; rename it")]
        }
        return [
            Diagnostic(file: existing.file, mark: existing.mark, message: "plugin `\(clash.name)` is declared twice: here and at \(file):\(mark.line):\(mark.column)"),
            Diagnostic(file: file, mark: mark, message: "plugin `\(clash.name)` is declared twice: here and at \(existing.file):\(existing.mark.line):\(existing.mark.column)"),
        ]
    }
}
