/// A plugin's examples run as tests, SwiftLint's way: an example that passes
/// must validate and every expectation in it hold; a rejected one must be
/// refused with a message containing its text (the running is in `Running/`).
public enum PluginExamples {
    /// What one example did.
    public struct Outcome: Sendable {
        /// The example's title.
        public let title: String
        /// Whether it did what it says.
        public let passed: Bool
        /// Why not: the spec's problems or failed expectations.
        public let problems: [Diagnostic]
    }

    /// Runs every example of `plugin`, with the plugins of `plugins`.
    public static func run(_ plugin: any BehaviourPlugin, in plugins: PluginSet) -> [Outcome] {
        plugin.runExamples(in: plugins)
    }
}
