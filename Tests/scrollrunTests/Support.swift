import Foundation
import TestSupport

/// The result of running the built `scrollrun`.
struct Invocation {
    let status: Int32
    let output: String
    let errors: String
}

/// Runs the `scrollrun` built beside this test bundle, with `NO_COLOR` unless
/// `environment` says otherwise (and the sanitizer options the tests run
/// with), in `directory` (the package root by default).
func scrollrun(
    _ arguments: [String], environment: [String: String] = ["NO_COLOR": "1"], in directory: URL = packageRoot, input: String? = nil
) throws -> Invocation {
    try runProgram(productsDirectory.appendingPathComponent("scrollrun"), arguments, environment: environment, in: directory, input: input)
}

/// Runs `executable` to its end, with `environment` and the sanitizer options
/// the tests run with, in `directory`; `input` is its standard input.
func runProgram(
    _ executable: URL, _ arguments: [String], environment: [String: String] = ["NO_COLOR": "1"], in directory: URL = packageRoot, input: String? = nil
) throws -> Invocation {
    let process = Process()
    if let input {
        let pipe = Pipe()
        process.standardInput = pipe
        pipe.fileHandleForWriting.write(Data(input.utf8))
        try pipe.fileHandleForWriting.close()
    }
    process.executableURL = executable
    process.arguments = arguments
    process.environment = childEnvironment(environment)
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    // Standard error goes to a file, read once the program has ended, so that
    // it never fills while standard output is read (a browser writes much to
    // both), and no second thread reads it.
    let errorFile = try scratchFolder("stderr").appendingPathComponent("stderr")
    try Data().write(to: errorFile)
    let errors = try FileHandle(forWritingTo: errorFile)
    defer { try? FileManager.default.removeItem(at: errorFile.deletingLastPathComponent()) }
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errors.close()
    let errorData = try Data(contentsOf: errorFile)
    return Invocation(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
}

/// `environment` plus the sanitizer options the tests run with, for a child `scrollrun`.
func childEnvironment(_ environment: [String: String]) -> [String: String] {
    var childEnvironment = environment
    if let sanitizer = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] {
        childEnvironment["ASAN_OPTIONS"] = sanitizer
    }
    return childEnvironment
}

/// The folder holding the built products (`.build/debug` or `.build/release`).
let productsDirectory: URL = {
    let bundle = Bundle.main.bundleURL
    return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
}()

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary folder with the given files in it.
func temporaryFolder(_ files: [String: String]) throws -> URL {
    let folder = try scratchFolder("files")
    for (name, text) in files {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
}
