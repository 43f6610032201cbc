import ScrollDSL

/// The spec paths a command names, expanded into files.
enum InputPaths {
    /// Files as given, directories searched; what was skipped is a warning,
    /// and a path that gives no spec is a usage error.
    static func expand(_ paths: [String], console: Console) throws -> [String] {
        try expansion(of: paths, console: console).files
    }

    /// ``expand(_:console:)``, telling the files found in directories from those named.
    static func expansion(of paths: [String], console: Console) throws -> SpecFiles.Expansion {
        do {
            let expansion = try SpecFiles.expand(PathRuns.unfold(paths))
            expansion.warnings.forEach(console.warning)
            return expansion
        } catch {
            console.error("\(error)")
            throw ExitStatus.usage
        }
    }
}
