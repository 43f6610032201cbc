import Foundation
import Testing
import ScrollDSL
import ScrollDSLBuiltIns

/// The fuzzer's kept corpus: mutants of the Examples that once found new code.
/// Each must load or be refused with positioned problems, and each valid one
/// must run to an end (passing or not) within a minute of virtual time.
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz-corpus")

    @Test("every kept input loads or is refused with positions, and runs to an end")
    func corpus() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(files.count >= 100)
        var valid = 0
        for name in files {
            let path = Self.folder.appendingPathComponent(name).path
            if let bytes = FileManager.default.contents(atPath: path), String(decoding: bytes, as: UTF8.self).contains("scrollplugin:") {
                checkPlugin(at: path, name: name)
                continue
            }
            do {
                let spec = try SpecLoader.load(contentsOf: path, timeLimit: .seconds(60), plugins: .builtIn)
                valid += 1
                let result = Interpreter.run(spec, options: RunOptions(timeLimit: .seconds(60)))
                #expect(result.endTime <= .seconds(60), "\(name)")
            } catch {
                #expect(!error.diagnostics.isEmpty, "\(name)")
                #expect(error.diagnostics.allSatisfy { $0.file == path && $0.mark.line >= 1 && $0.mark.column >= 1 }, "\(name)")
            }
        }
        #expect(valid > 0, "some mutants are still valid specs, so the run path is exercised too")
    }

    /// A kept plugin file, as the fuzzer takes it: loaded beside the built-in
    /// triggers, its examples run; or refused with positioned problems.
    private func checkPlugin(at path: String, name: String) {
        let base = PluginSet(behaviours: [], triggers: PluginSet.builtIn.triggers)
        do {
            let plugins = try PluginLoader.load(bytes: Array(FileManager.default.contents(atPath: path) ?? Data()), file: name, into: base)
            for plugin in plugins.behaviours { _ = PluginExamples.run(plugin, in: plugins) }
        } catch {
            #expect(!error.diagnostics.isEmpty, "\(name)")
            #expect(error.diagnostics.allSatisfy { $0.mark.line >= 1 && $0.mark.column >= 1 }, "\(name)")
        }
    }

    @Test("the plugin files kept for 1.2's limits end with a limit, an error or a stop, never a hang")
    func pluginSeeds() throws {
        for (name, expected) in [
            ("plugin-1.2-timers", "turns in one virtual second"), ("plugin-1.2-deep-pipe", "operators"),
            ("plugin-1.2-non-finite", "a behaviour's numbers must be finite"),
        ] {
            let path = Self.folder.appendingPathComponent(name).path
            let base = PluginSet(behaviours: [], triggers: PluginSet.builtIn.triggers)
            do {
                let plugins = try PluginLoader.load(bytes: Array(FileManager.default.contents(atPath: path) ?? Data()), file: name, into: base)
                let outcomes = plugins.behaviours.flatMap { PluginExamples.run($0, in: plugins) }
                #expect(outcomes.contains { $0.problems.contains { $0.message.contains(expected) } }, "\(name): \(outcomes.map(\.problems))")
            } catch {
                #expect(error.diagnostics.contains { $0.message.contains(expected) }, "\(name): \(error.diagnostics)")
            }
        }
    }
}
