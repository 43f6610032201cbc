internal import ScrollPlatform

/// What a set of files looks like now: each path's kind, size, identity and
/// modification time, or its absence. Two readings differ when a file was
/// written, replaced, created or removed (an editor's save does one of these).
struct FileStamps: Equatable {
    private struct Stamp: Equatable {
        let size: Int
        let modified: Int64
        let identity: FileIdentity
    }

    private let stamps: [String: Stamp?]

    /// Reads `paths` now.
    init(_ paths: Set<String>) {
        var stamps: [String: Stamp?] = [:]
        for path in paths {
            let status = (try? FileSystem.status(path)) ?? nil
            stamps[path] = status.map { Stamp(size: $0.size, modified: $0.modified, identity: $0.identity) }
        }
        self.stamps = stamps
    }

    /// How many files are watched.
    var count: Int { stamps.count }
}
