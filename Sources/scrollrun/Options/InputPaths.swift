import ScrollDSL

/// The spec paths a command names, expanded into files.
enum InputPaths {
    /// Files as given, directories searched; what was skipped is a warning,
    /// and a path that gives no spec is a usage error.
    static func expand(_ paths: [String], console: Console) throws -> [String] {
        do {
            let expansion = try SpecFiles.expand(PathRuns.unfold(paths))
            expansion.warnings.forEach(console.warning)
            return expansion.files
        } catch {
            console.error("\(error)")
            throw ExitStatus.usage
        }
    }
}
