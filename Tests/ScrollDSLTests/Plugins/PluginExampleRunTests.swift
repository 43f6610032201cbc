import Foundation
import Testing
import ScrollDSL
import ScrollDSLBuiltIns

@Suite("Plugin examples and Examples run green")
struct PluginExampleRunTests {
    @Test("each passing plugin example runs and every expectation holds", arguments: DeclaredExample.all.filter { $0.example.rejection == nil })
    func pluginExample(_ declared: DeclaredExample) throws {
        let result = try runSpec(declared.example.yaml)
        #expect(result.passed, "\(result.diagnostics)")
        #expect(!result.expectations.isEmpty)
    }

    @Test("every spec in Examples passes")
    func examples() throws {
        for file in try SpecFiles.expand([ExamplesFolderTests.folder]).files {
            let result = Interpreter.run(try SpecLoader.load(contentsOf: file, plugins: .builtIn))
            #expect(result.passed, "\(file): \(result.diagnostics)")
        }
    }
}
