internal import ScrollPlatform

/// Turns the paths a user gives into the spec files to load.
package enum SpecFiles {
    /// The file name endings that mark a spec inside a directory.
    package static let suffixes = [".scroll.yaml", ".scroll.yml"]

    /// A path that is neither a file nor a directory with specs in it.
    package struct MissingInput: Error, Sendable, CustomStringConvertible {
        /// The path as given.
        package let path: String
        /// Why it gave no spec.
        package let reason: String

        package var description: String { "\(path.visiblyEscaped): \(reason)" }
    }

    /// The files found, and what was passed over on the way.
    package struct Expansion: Sendable {
        /// The spec files, in the order they are to run.
        package var files: [String] = []
        /// Sub-directories and entries that could not be read or named, one line each.
        package var warnings: [String] = []
        /// The files named as they are, rather than found by searching a directory.
        package var named: Set<String> = []
        /// Every directory searched, sub-directories too: adding a spec to one changes its listing.
        package var searched: [String] = []
    }

    /// Files stay as given (`-` is standard input); directories are searched,
    /// at any depth, for `*.scroll.yaml` and `*.scroll.yml`, sorted by path so
    /// every run sees the same order. A sub-directory that cannot be read is
    /// skipped with a warning; a directory given that holds no spec is an error.
    package static func expand(_ paths: [String]) throws(MissingInput) -> Expansion {
        var expansion = Expansion()
        for path in paths {
            if path == FileBytes.standardInputPath {
                expansion.files.append(path)
                expansion.named.insert(path)
                continue
            }
            let status: FileStatus?
            do {
                status = try FileSystem.status(path)
            } catch {
                throw MissingInput(path: path, reason: error.description)
            }
            guard let status else { throw MissingInput(path: path, reason: "no such file or directory") }
            guard status.kind == .directory else {
                expansion.files.append(path)
                expansion.named.insert(path)
                continue
            }
            var walk = DirectoryWalk(suffixes: suffixes)
            do {
                try walk.visit(path, relative: "")
            } catch {
                throw MissingInput(path: path, reason: "cannot read the directory: \(error)")
            }
            expansion.warnings += walk.warnings
            expansion.searched += walk.directories
            guard !walk.found.isEmpty else {
                throw MissingInput(path: path, reason: "no *\(suffixes[0]) or *\(suffixes[1]) files in this directory")
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            expansion.files += walk.found.sorted().map { "\(base)/\($0)" }
        }
        return expansion
    }
}

/// A depth-first walk that collects the relative paths of files with one of
/// `suffixes`. Symbolic links to files count (reading one that leads to a
/// file not named like a spec is refused); links to directories are not
/// followed, so a link cycle cannot trap the walk. Hidden directories (`.build`,
/// `.git`) are passed over, and so, with a warning, is a sub-directory holding
/// a `Package.swift`: a Swift package of its own, whose specs its own
/// `scrollrun` runs (it may add plugins this one lacks).
struct DirectoryWalk {
    let suffixes: [String]
    /// The most entries the walk looks at; past it the walk stops, `exceeded`.
    let maxEntries: Int
    private(set) var found: [String] = []
    private(set) var warnings: [String] = []
    /// The directories listed, in the order visited.
    private(set) var directories: [String] = []
    private(set) var visited = 0
    /// Whether the walk stopped at `maxEntries`.
    var exceeded: Bool { visited > maxEntries }

    init(suffixes: [String], maxEntries: Int = .max) {
        self.suffixes = suffixes
        self.maxEntries = maxEntries
    }

    /// Visits `directory`; only a failure to list `directory` itself is thrown.
    mutating func visit(_ directory: String, relative: String) throws(SystemError) {
        directories.append(directory)
        for name in try FileSystem.entries(of: directory) {
            visited += 1
            if exceeded { return }
            let path = "\(directory)/\(name)"
            let relativePath = relative.isEmpty ? name : "\(relative)/\(name)"
            guard path.utf8.count < FileSystem.pathLimit else {
                warnings.append("skipped \(path.visiblyEscaped): the path is longer than the system's limit of \(FileSystem.pathLimit) bytes")
                continue
            }
            do {
                guard let status = try FileSystem.status(path, followingLinks: false) else { continue }
                if status.kind == .directory {
                    guard !name.hasPrefix(".") else { continue }
                    if try FileSystem.status(path + "/Package.swift") != nil {
                        warnings.append("skipped \(path.visiblyEscaped): a Swift package of its own; run its specs with its own scrollrun")
                        continue
                    }
                    try visit(path, relative: relativePath)
                } else if suffixes.contains(where: name.hasSuffix) {
                    found.append(relativePath)
                }
            } catch {
                warnings.append("skipped \(path.visiblyEscaped): \(error)")
            }
        }
    }
}
