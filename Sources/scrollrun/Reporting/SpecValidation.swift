import ScrollDSL

/// Loads every file and tallies what `validate` reports.
struct SpecValidation {
    /// The specs that loaded, in file order.
    private(set) var specs: [Spec] = []
    /// Every problem, file by file.
    private(set) var diagnostics: [Diagnostic] = []
    /// How many files were invalid.
    private(set) var invalidCount = 0
    let fileCount: Int

    init(files: [String]) {
        fileCount = files.count
        for file in files {
            do {
                specs.append(try SpecLoader.load(contentsOf: file))
            } catch {
                invalidCount += 1
                diagnostics += error.diagnostics
            }
        }
    }

    /// `3 specs: 2 valid, 1 invalid (4 errors)`.
    var summary: String {
        let noun = fileCount == 1 ? "spec" : "specs"
        var text = "\(fileCount) \(noun): \(fileCount - invalidCount) valid, \(invalidCount) invalid"
        if !diagnostics.isEmpty {
            text += " (\(diagnostics.count) \(diagnostics.count == 1 ? "error" : "errors"))"
        }
        return text
    }
}
