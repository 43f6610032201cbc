import ScrollDSL

/// The files whose change means a run again: the specs the paths name (and
/// every directory searched, sub-directories too, whose listing changes when a
/// spec is added), the `--plugins` files, and the plugin files each spec uses
/// (its `use:`) with their directories (a `use:` folder gains a file), or, for
/// a spec that does not load, every file its problems point at.
enum WatchedFiles {
    static func list(specPaths: [String], pluginPaths: [String], plugins: PluginSet) -> Set<String> {
        var files = Set(specPaths)
        let expansion = try? SpecFiles.expand(PathRuns.unfold(specPaths))
        let specs = expansion?.files ?? []
        files.formUnion(specs)
        files.formUnion(expansion?.searched ?? [])
        for path in pluginPaths {
            if case .success(let found) = PluginLoader.files(at: path) { files.formUnion(found) }
        }
        for spec in specs {
            do {
                let used = try SpecLoader.load(contentsOf: spec, plugins: plugins).plugins.origins.values.map(\.file)
                files.formUnion(used)
                files.formUnion(used.map(OutputTarget.directory(of:)))
            } catch {
                files.formUnion(error.diagnostics.map(\.file))
            }
        }
        return files
    }
}
