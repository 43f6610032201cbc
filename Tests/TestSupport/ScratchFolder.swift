import Foundation

/// A fresh, empty folder for one test's files, named `prefix-UUID`.
///
/// Every such folder lives inside one folder for the test process, which is
/// removed when the process exits, so test runs leave nothing in `/tmp`.
public func scratchFolder(_ prefix: String) throws -> URL {
    let folder = scratchRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

private let scratchRootLocation = FileManager.default.temporaryDirectory
    .appendingPathComponent("scrolldsl-tests-\(ProcessInfo.processInfo.processIdentifier)")

/// Created once per process, with its removal at exit registered.
private let scratchRoot: URL = {
    atexit { try? FileManager.default.removeItem(at: scratchRootLocation) }
    return scratchRootLocation
}()
