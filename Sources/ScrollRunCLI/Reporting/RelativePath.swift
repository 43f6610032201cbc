/// The path from the directory `directory` to `target`, both real paths
/// (absolute, without `.`, `..` or links): from `/ci/found` to
/// `/ci/specs/plugins` it is `../specs/plugins`; `.` when they are the same.
func relativePath(from directory: String, to target: String) -> String {
    let from = directory.split(separator: "/")
    let to = target.split(separator: "/")
    let shared = zip(from, to).prefix { $0 == $1 }.count
    let steps = Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init)
    return steps.isEmpty ? "." : steps.joined(separator: "/")
}
