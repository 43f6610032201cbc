import Foundation
import Testing

/// Paths named one by one, as a shell glob names them, however many, with
/// options before, between and after them.
@Suite("Many paths")
struct ManyPathsTests {
    private static func folder(count: Int) throws -> URL {
        var files: [String: String] = [:]
        for index in 0..<count {
            files[String(format: "s%04d.scroll.yaml", index)] = """
                scrollspec: 1
                name: Spec \(index)
                screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
                script: [{expect: {list.offset: 0}}]
                """
        }
        return try temporaryFolder(files)
    }

    @Test("a thousand files run in the order given, with or without the subcommand, options anywhere")
    func thousandFiles() throws {
        let folder = try Self.folder(count: 1000)
        let names = (0..<1000).map { String(format: "s%04d.scroll.yaml", $0) }.reversed()
        for arguments in [Array(names), ["run"] + names, ["--format", "tap"] + names, Array(names.prefix(500)) + ["--format", "tap"] + names.dropFirst(500)] {
            let result = try scrollrun(arguments, in: folder)
            #expect(result.status == 0)
            let ran = result.output.split(separator: "\n").filter { $0.hasPrefix("PASS ") || $0.hasPrefix("ok ") }
            #expect(ran.count == 1000, "\(arguments.prefix(3))")
            #expect(ran.first?.contains("s0999.scroll.yaml") == true)
            #expect(ran.last?.contains("s0000.scroll.yaml") == true)
        }
    }

    @Test("after --, a path that looks like an option is a path")
    func terminator() throws {
        let folder = try Self.folder(count: 2)
        let result = try scrollrun(["validate", "--", "s0000.scroll.yaml", "-s0001.scroll.yaml"], in: folder)
        #expect(result.status == 64)
        #expect(result.errors == "scrollrun: error: -s0001.scroll.yaml: no such file or directory\n")
    }

    @Test("a command that takes no paths names stray arguments one by one, as typed")
    func strayArguments() throws {
        let result = try scrollrun(["language", "x", "y", "z"])
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: 3 unexpected arguments: 'x', 'y', 'z'\n"), "\(result.errors)")
    }

    @Test("--plugins given 10,000 times is one set of plugin files, in order, however written; a missing one is named as typed")
    func manyPluginOptions() throws {
        let fade = try String(contentsOf: packageRoot.appendingPathComponent("Examples/plugins/fadeTitle.scrollplugin.yaml"), encoding: .utf8)
        let folder = try temporaryFolder(["fadeTitle.scrollplugin.yaml": fade, "a.scroll.yaml": """
            scrollspec: 1
            name: A
            screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}], views: [{id: t}], behaviours: [{fadeTitle: {scrollView: list, title: t}}]}]
            """])
        let repeated = (0..<10_000).flatMap { $0 % 2 == 0 ? ["--plugins", "fadeTitle.scrollplugin.yaml"] : ["--plugins=./fadeTitle.scrollplugin.yaml"] }
        let result = try scrollrun(["validate", "a.scroll.yaml"] + repeated, in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "1 spec: 1 valid, 0 invalid\n")
        let missing = try scrollrun(["validate", "a.scroll.yaml", "--plugins", "fadeTitle.scrollplugin.yaml", "--plugins", "nope.scrollplugin.yaml"], in: folder)
        #expect(missing.status == 64)
        #expect(missing.errors.hasPrefix("scrollrun: error: --plugins nope.scrollplugin.yaml"), "\(missing.errors)")
    }
}
