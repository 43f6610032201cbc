/// A spec's `use: [PATH, …]`: plugin files and directories, relative to the
/// spec's own directory, loaded before the spec is decoded so its behaviours
/// may name them. A path that is missing, unreadable or holds no plugin is an
/// error at its place in the spec.
enum UsedPlugins {
    /// Loads the plugin files that `node`, the value of `use`, lists; the spec
    /// may use them and `plugins`.
    static func load(_ node: Node?, file: String, into plugins: PluginSet, limits: YAMLLimits) throws(InvalidSpec) -> PluginSet {
        guard let node else { return plugins }
        guard let items = node.sequence else {
            throw InvalidSpec(diagnostics: [Diagnostic(file: file, mark: node.mark, message: "`use` must be a list of plugin files or directories, such as `[plugins/]`")])
        }
        var paths: [String] = []
        var diagnostics: [Diagnostic] = []
        for item in items {
            guard case .string(let text)? = item.scalar?.value, !text.isEmpty else {
                diagnostics.append(Diagnostic(file: file, mark: item.mark, message: "each item of `use` is a path to a plugin file or a directory of them"))
                continue
            }
            let directory = OutputTarget.directory(of: file)
            let path = text.hasPrefix("/") || directory == "." ? text : directory + "/" + text
            if case .failure(let problem) = PluginLoader.files(at: path) {
                diagnostics.append(Diagnostic(file: file, mark: item.mark, message: "`use: \(text)`: \(problem.reason)"))
            } else {
                paths.append(path)
            }
        }
        guard diagnostics.isEmpty else { throw InvalidSpec(diagnostics: diagnostics) }
        return try PluginLoader.load(paths, into: plugins, limits: limits)
    }
}
