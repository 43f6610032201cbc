internal import ScrollPlatform

/// A spec's `use: [PATH, …]`: plugin files and directories, relative to the
/// spec's own directory, loaded before the spec is decoded so its behaviours
/// may name them. A path that is missing, unreadable or holds no plugin is an
/// error at its place in the spec. A spec may come from a pull request, so
/// only files named `*.scrollplugin.yaml` are read, judged by their names
/// before anything is opened, and a directory is searched through at most
/// ``PluginLoader/maxDirectoryEntries`` entries.
enum UsedPlugins {
    /// Loads the plugin files that `node`, the value of `use`, lists: the
    /// spec may use them and `plugins`. With problems, the plugins are those
    /// that loaded, so the spec's own problems are found as well.
    static func load(_ node: Node?, file: String, into plugins: PluginSet, limits: YAMLLimits) -> (plugins: PluginSet, problems: [Diagnostic]) {
        guard let node else { return (plugins, []) }
        guard let items = node.sequence else {
            return (plugins, [Diagnostic(file: file, mark: node.mark, message: "`use` must be a list of plugin files or directories, such as `[plugins/]`")])
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
                // A path that names nothing may be misspelt: the nearest name beside it.
                let hint = (try? FileSystem.status(path)) == nil ? nearest(to: text, in: directory) : ""
                diagnostics.append(Diagnostic(file: file, mark: item.mark, message: "`use: \(text.visiblyEscaped)`: \(problem.reason)" + hint))
            } else {
                paths.append(path)
            }
        }
        do {
            let loaded = try PluginLoader.load(paths, into: plugins, limits: limits)
            return (loaded, diagnostics + loaded.warnings.dropFirst(plugins.warnings.count))
        } catch {
            return (plugins, diagnostics + error.diagnostics)
        }
    }

    /// `; did you mean …?` with the plugin file or directory beside the spec
    /// nearest to a missing `text`, when one is near.
    private static func nearest(to text: String, in directory: String) -> String {
        let folder = text.split(separator: "/").dropLast().joined(separator: "/")
        let base = folder.isEmpty ? directory : directory + "/" + folder
        let names = ((try? FileSystem.entries(of: base)) ?? []).filter { name in
            name.hasSuffix(PluginLoader.suffix) || (try? FileSystem.status(base + "/" + name))??.kind == .directory
        }
        let prefix = folder.isEmpty ? "" : folder + "/"
        let written = text.hasSuffix("/") ? String(text.dropLast()) : text
        return Suggestion.closeMatch(for: written, among: names.sorted().map { prefix + $0 }).map { "; did you mean `\($0)`?" } ?? ""
    }
}
