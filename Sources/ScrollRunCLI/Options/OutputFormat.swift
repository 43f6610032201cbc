import ArgumentParser

/// Formats of `explain`.
enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
    case text, mermaid
}

/// Formats of `plugins`.
enum ReferenceFormat: String, ExpressibleByArgument, CaseIterable {
    case text, markdown
}
