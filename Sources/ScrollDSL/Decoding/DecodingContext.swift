/// State shared while one spec file is decoded: the diagnostics found so far
/// and the identifiers declared so far. Decoding never stops at a problem.
final class DecodingContext {
    let file: String
    /// The latest virtual time a run may reach (`--max-time`).
    let timeLimit: VirtualTime
    /// The behaviours and triggers the spec may use.
    let plugins: PluginSet
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether some plugin the spec's `use:` names could not be loaded, so a
    /// behaviour it would declare is missing for that reason.
    var missesUsedPlugins = false
    var symbols = SymbolTable()
    /// The axis of each scroll view declared so far, for the words that name its bounds.
    var axes: [String: ScrollAxis] = [:]
    /// The scroll views declared inside another (`in`), where a finger's direction decides what it moves.
    var contained: Set<String> = []
    /// The scroll views whose limits let them zoom, and every scroll view's viewport (a zoom's `center` lies in it).
    var zoomable: Set<String> = []
    var viewports: [String: (width: Double, height: Double)] = [:]
    /// The row ids of each list that declares rows, as declared.
    var rows: [String: Set<String>] = [:]
    /// The `contentInsetAdjustmentBehavior` each scroll view states (absent when it states none).
    var statedAdjustments: [String: InsetAdjustmentBehavior] = [:]

    init(file: String, timeLimit: VirtualTime, plugins: PluginSet) {
        self.file = file
        self.timeLimit = timeLimit
        self.plugins = plugins
    }

    /// Records a problem; the caller goes on decoding.
    func error(_ message: String, at mark: Mark) {
        diagnostics.append(Diagnostic(file: file, mark: mark, message: message))
    }

    /// Records something that is valid but probably not what the author meant.
    func warning(_ message: String, at mark: Mark) {
        diagnostics.append(Diagnostic(file: file, mark: mark, message: message, severity: .warning))
    }

    /// Whether any error (not only warnings) was found.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
