import HeaderFeatureSpecs
import ScrollDSL
import ScrollDSLBuiltIns
import ScrollRunCLI

// The team's scrollrun: ScrollDSL's plugins, plus the adapter of the app's
// header view model and the team's own page indicator and bottom-edge tap.
// Every command (run, validate, explore, explain, plugins, schema) knows them.
var plugins = PluginSet.builtIn
do {
    try plugins.add(HeaderViewModelBehaviour())
    try plugins.add(BottomEdgeTap())
    try plugins.add(PageIndicator())
} catch {
    fatalError("a plugin name is taken: \(error.name)")
}
ScrollRun.main(plugins: plugins)
