import Foundation

/// Turns the paths a user gives into the spec files to load.
public enum SpecFiles {
    /// The file name ending that marks a spec inside a directory.
    public static let suffix = ".scroll.yaml"

    /// A path that is neither a file nor a directory with specs in it.
    public struct MissingInput: Error, Sendable, CustomStringConvertible {
        /// The path as given.
        public let path: String
        /// Why it gave no spec.
        public let reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// Files stay as given; directories are searched, at any depth, for
    /// `*.scroll.yaml`, sorted by path so every run sees the same order.
    public static func expand(_ paths: [String]) throws(MissingInput) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw MissingInput(path: path, reason: "no such file or directory")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = specs(in: path)
            guard !found.isEmpty else {
                throw MissingInput(path: path, reason: "no *\(suffix) files in this directory")
            }
            files += found
        }
        return files
    }

    private static func specs(in directory: String) -> [String] {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let entries = FileManager.default.subpaths(atPath: directory) ?? []
        return entries.filter { $0.hasSuffix(suffix) }.sorted().map { "\(base)/\($0)" }
    }
}
