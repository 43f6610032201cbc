import Foundation
import Testing

/// The package builds on Linux and macOS alike, and scrollrun starts without
/// Foundation: only `Platform/POSIX.swift` talks to the C library.
@Suite("Portability")
struct PortabilityTests {
    private static let platformFile = "Sources/ScrollDSL/Platform/POSIX.swift"

    /// Every Swift file of the product, relative to the package root.
    private static func sourceFiles() -> [String] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    @Test("no source imports Foundation, and only the platform layer imports the C library")
    func imports() throws {
        let files = Self.sourceFiles()
        #expect(files.contains(Self.platformFile))
        for file in files {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { $0.dropFirst("import ".count) }
            #expect(!imports.contains { $0.hasPrefix("Foundation") }, "\(file) imports Foundation")
            if file != Self.platformFile {
                #expect(!imports.contains { ["Glibc", "Musl", "Darwin"].contains(String($0)) }, "\(file) imports the C library")
            }
        }
    }
}
