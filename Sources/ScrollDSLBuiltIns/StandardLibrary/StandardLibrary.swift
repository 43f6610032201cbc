import ScrollDSL

/// The standard library: behaviours written as plugin files, shipped inside
/// ScrollDSL and part of ``PluginSet/builtIn``, listed, validated and run like
/// the Swift ones. Each file's text is compiled into the library (not a bundle
/// resource), so an installed `scrollrun` is one self-contained file.
public enum StandardLibrary {
    /// Every plugin file, in documentation order.
    static let sources: [PluginSource] = [pullToRefresh, snap, hideBarsOnSwipe, fadeOnScroll, parallax, loadMore, largeTitle, stickyHeader, backToTop, showWhenHidden, transition]

    /// The plugins, beside the built-in Swift ones (their names are the
    /// library's own, so adding cannot clash; a test loads each). Each file is
    /// read when a spec or a reference first needs it.
    public static func add(to plugins: PluginSet) -> PluginSet {
        var added = plugins
        for source in sources {
            do {
                try added.add(StandardLibraryPlugin(source, base: plugins))
            } catch {
                preconditionFailure("the standard library's `\(source.name)` clashes with a built-in plugin")
            }
        }
        return added
    }
}

/// A plugin file's name, commands and text.
struct PluginSource: Sendable {
    /// The plugin's name, as the file declares it.
    let name: String
    /// The commands the file's pipelines hear (`{command: NAME}`), in the order they first appear.
    var commands: [String] = []
    let text: String

    /// How diagnostics name it.
    var file: String { "standard-library/\(name).scrollplugin.yaml" }
}
