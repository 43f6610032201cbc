import Foundation
import Testing

/// The package builds on Linux and macOS alike, and scrollrun starts without
/// Foundation: only the `ScrollPlatform` target talks to the C library, and
/// ScrollDSL imports it (and libyaml) internally, never as part of its face.
@Suite("Portability")
struct PortabilityTests {
    private static let platformFolder = "Sources/ScrollPlatform/"

    /// Every Swift file of the product, relative to the package root.
    private static func sourceFiles() -> [String] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    @Test("no source imports Foundation, and only the platform layer imports the C library")
    func imports() throws {
        let files = Self.sourceFiles()
        #expect(files.contains { $0.hasPrefix(Self.platformFolder) })
        for file in files {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").compactMap { line in
                ["import ", "internal import ", "package import "].first { line.hasPrefix($0) }.map { line.dropFirst($0.count) }
            }
            #expect(!imports.contains { $0.hasPrefix("Foundation") }, "\(file) imports Foundation")
            if !file.hasPrefix(Self.platformFolder) {
                #expect(!imports.contains { ["Glibc", "Musl", "Darwin"].contains(String($0)) }, "\(file) imports the C library")
            }
            if file.hasPrefix("Sources/ScrollDSL/"), let line = text.split(separator: "\n").first(where: { $0.hasSuffix("import ScrollPlatform") || $0.hasSuffix("import CYAML") }) {
                #expect(line.hasPrefix("internal ") || line.hasPrefix("package "), "\(file): `\(line)` would make the platform layer part of ScrollDSL's public face")
            }
        }
    }
}
