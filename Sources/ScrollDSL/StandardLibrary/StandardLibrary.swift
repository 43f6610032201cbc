/// The standard library: behaviours written as plugin files, shipped inside
/// ScrollDSL and part of ``PluginSet/builtIn``, listed, validated and run like
/// the Swift ones. Each file's text is compiled into the library (not a bundle
/// resource), so an installed `scrollrun` is one self-contained file.
public enum StandardLibrary {
    /// Every plugin file, in documentation order.
    static let sources: [PluginSource] = [pullToRefresh, snap, hideBarsOnSwipe, fadeOnScroll, parallax, loadMore, largeTitle, stickyHeader, backToTop]

    /// The plugins, loaded beside the built-in Swift ones (their names are the
    /// library's own, so loading cannot clash; a test loads each).
    public static func add(to plugins: PluginSet) -> PluginSet {
        var loaded = plugins
        for source in sources {
            do {
                loaded = try PluginLoader.load(bytes: Array(source.text.utf8), file: source.file, into: loaded)
            } catch {
                preconditionFailure("the standard library's \(source.file) does not load: \(error.diagnostics)")
            }
        }
        return loaded
    }
}

/// A plugin file's name and text.
struct PluginSource: Sendable {
    let name: String
    let text: String

    /// How diagnostics name it.
    var file: String { "standard-library/\(name).scrollplugin.yaml" }
}
