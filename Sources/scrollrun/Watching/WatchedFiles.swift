import ScrollDSL

/// The files whose change means a run again: the specs the paths name (and
/// the directories searched, whose listing changes when a spec is added), the
/// `--plugins` files, and the plugin files each spec uses (its `use:`), or, for
/// a spec that does not load, every file its problems point at.
enum WatchedFiles {
    static func list(specPaths: [String], pluginPaths: [String], plugins: PluginSet) -> Set<String> {
        var files = Set(specPaths)
        let specs = (try? SpecFiles.expand(PathRuns.unfold(specPaths)).files) ?? []
        files.formUnion(specs)
        for path in pluginPaths {
            if case .success(let found) = PluginLoader.files(at: path) { files.formUnion(found) }
        }
        for spec in specs {
            do {
                files.formUnion(try SpecLoader.load(contentsOf: spec, plugins: plugins).plugins.origins.values.map(\.file))
            } catch {
                files.formUnion(error.diagnostics.map(\.file))
            }
        }
        return files
    }
}
