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
    /// The viewport of each scroll view whose limits let it zoom (a zoom's `center` lies in it).
    var zoomableViewports: [String: (width: Double, height: Double)] = [:]
    /// The item ids of each scroll view that declares items (or rows), as declared.
    var itemIDs: [String: Set<String>] = [:]
    /// The item ids each scroll view declares, and those script steps insert:
    /// paths may name either (kept apart, so that inserting copies no declared id).
    var declaredItemIDs: [String: Set<String>] = [:]
    var insertedItemIDs: [String: Set<String>] = [:]
    /// The `contentInsetAdjustmentBehavior` each scroll view states (absent when it states none).
    var statedAdjustments: [String: InsetAdjustmentBehavior] = [:]
    /// Screens that behaviours' `screen` parameters name, checked once every screen is declared (a screen may name one after it).
    var screenReferences: [(id: String, mark: Mark)] = []
    /// The lists of names decoded so far, so that equal lists share one
    /// array: the behaviours of a large spec mostly list the same triggers.
    private var namesLists: Set<[String]> = []
    /// The box of the last inset adjustment decoded: the scroll views of the
    /// screens alike that a large spec lists one after another share it.
    private var lastInsetAdjustment: Boxed<InsetAdjustment>?

    /// Reads a file the spec names beside its plugin files (a `touches`
    /// step's touch file), by its path from the working directory; the
    /// loader gives it, and without one no such file is read.
    var readNamedFile: ((_ path: String) -> Result<[UInt8], NamedFileProblem>)?

    init(file: String, timeLimit: VirtualTime, plugins: PluginSet) {
        self.file = file
        self.timeLimit = timeLimit
        self.plugins = plugins
    }

    /// `names`, or the equal list decoded before it.
    func shared(_ names: [String]) -> [String] {
        namesLists.insert(names).memberAfterInsert
    }

    /// A box holding `adjustment`: the last one's when they are the same to the bit.
    func shared(_ adjustment: InsetAdjustment) -> Boxed<InsetAdjustment> {
        if let last = lastInsetAdjustment, last.value.isIdentical(to: adjustment) { return last }
        let box = Boxed(adjustment)
        lastInsetAdjustment = box
        return box
    }

    /// Records a problem; the caller goes on decoding.
    func error(_ message: String, at mark: Mark) {
        diagnostics.append(Diagnostic(file: file, mark: mark, message: message))
    }

    /// Records a problem in another file the spec names (a touch file), at its line and column.
    func error(_ message: String, in otherFile: String, at mark: Mark) {
        diagnostics.append(Diagnostic(file: otherFile, mark: mark, message: message))
    }

    /// Records something that is valid but probably not what the author meant.
    func warning(_ message: String, at mark: Mark) {
        diagnostics.append(Diagnostic(file: file, mark: mark, message: message, severity: .warning))
    }

    /// Whether any error (not only warnings) was found.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Why a file a spec names could not be read (never what it holds: a spec may come from a pull request).
struct NamedFileProblem: Error {
    let reason: String
}
