/// `scrollrun explore --touches DIR`: the touch files of a directory
/// (`*.jsonl`, at any depth, in path order), each a finger path as people
/// move, which exploration plays on the scroll views it drags.
package enum TouchPool {
    /// The most entries the search of the directory looks at.
    static let maxEntries = 10_000

    /// The finger paths of the touch files in `directory`.
    package static func load(_ directory: String) throws(Diagnostic) -> [[TouchSample]] {
        var walk = DirectoryWalk(suffixes: [TouchFile.suffix], maxEntries: maxEntries)
        do {
            try walk.visit(directory, relative: "")
        } catch {
            throw Diagnostic(file: directory, mark: .start, message: "cannot read the directory of touch files: \(error)")
        }
        guard !walk.exceeded else {
            throw Diagnostic(file: directory, mark: .start, message: "the directory holds more than \(maxEntries) entries; name the folder that holds the touch files")
        }
        guard !walk.found.isEmpty else { throw Diagnostic(file: directory, mark: .start, message: "no *\(TouchFile.suffix) touch files in this directory") }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var paths: [[TouchSample]] = []
        for name in walk.found.sorted() {
            let path = "\(base)/\(name)"
            let bytes: [UInt8]
            switch FileBytes.readNamed(path) {
            case .success(let read): bytes = read
            case .failure(let problem): throw Diagnostic(file: path, mark: .start, message: problem.reason)
            }
            do {
                paths.append(try TouchFile.samples(in: bytes).map(\.sample))
            } catch {
                throw Diagnostic(file: path, mark: error.mark, message: error.message)
            }
        }
        return paths
    }
}
