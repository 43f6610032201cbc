import ScrollDSLBuiltIns
import ScrollRunCLI

// `scrollrun` with the plugins that come with ScrollDSL. A team's own
// executable calls `ScrollRun.main(plugins:)` with its own behaviours added.
ScrollRun.main(plugins: .builtIn)
