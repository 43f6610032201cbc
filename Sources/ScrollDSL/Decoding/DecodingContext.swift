/// State shared while one spec file is decoded: the diagnostics found so far
/// and the identifiers declared so far. Decoding never stops at a problem.
final class DecodingContext {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    var symbols = SymbolTable()

    init(file: String) {
        self.file = file
    }

    /// Records a problem; the caller goes on decoding.
    func error(_ message: String, at mark: Mark) {
        diagnostics.append(Diagnostic(file: file, mark: mark, message: message))
    }
}
