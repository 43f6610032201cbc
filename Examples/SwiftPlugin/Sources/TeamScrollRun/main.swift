import ScrollDSL
import ScrollDSLBuiltIns
import ScrollRunCLI

// The team's scrollrun: ScrollDSL's plugins, plus its own page indicator and
// bottom-edge tap. Every command (run, validate, explain, plugins, schema)
// knows them.
var plugins = PluginSet.builtIn
do {
    try plugins.add(BottomEdgeTap())
    try plugins.add(PageIndicator())
} catch {
    fatalError("a plugin name is taken: \(error.name)")
}
ScrollRun.main(plugins: plugins)
