import Foundation
import Testing
@testable import ScrollDSL
@testable import ScrollDSLBuiltIns

/// Every example every plugin declares, named for the test list.
struct DeclaredExample: CustomTestStringConvertible, Sendable {
    let plugin: String
    let example: PluginExample
    var testDescription: String { "\(plugin): \(example.title)" }

    static let all = PluginSet.builtIn.behaviours.flatMap { plugin in
        plugin.declaration.examples.map { DeclaredExample(plugin: plugin.declaration.name, example: $0) }
    }
}

@Suite("Plugin declarations")
struct PluginDeclarationTests {
    @Test("each example validates, or is rejected with its message", arguments: DeclaredExample.all)
    func example(_ declared: DeclaredExample) {
        let found = problems(declared.example.yaml)
        if let rejection = declared.example.rejection {
            #expect(found.count == 1 && found[0].contains(rejection), "\(found)")
        } else {
            #expect(found.isEmpty, "\(found)")
            #expect(declared.example.yaml.contains("expect:"), "a passing example checks something")
        }
    }

    @Test("every behaviour has passing and rejected examples, and names are unique")
    func coverage() {
        for plugin in PluginSet.builtIn.behaviours {
            let examples = plugin.declaration.examples
            #expect(examples.contains { $0.rejection == nil }, "\(plugin.declaration.name)")
            #expect(examples.contains { $0.rejection != nil }, "\(plugin.declaration.name)")
        }
        let names = PluginSet.builtIn.behaviourNames + PluginSet.builtIn.triggerNames
        #expect(Set(names).count == names.count)
        #expect(PluginSet.builtIn.behaviourNames.prefix(6) == ["undoScrollToTop", "headerCollapse", "thresholdBar", "nestedScroll", "segmentedLists", "pullToRefresh"])
        #expect(PluginSet.builtIn.triggerNames == ["statusBarTap", "tabReselect", "appear"])
    }

    /// Lookups go through the set's index of names, which removing and adding
    /// keep: every plugin is found by its own name, before and after.
    @Test("a plugin set finds each plugin by name after removing and adding one; a taken name is refused")
    func lookupByName() throws {
        var set = PluginSet.builtIn.removing(behaviour: "headerCollapse")
        #expect(set.behaviour(named: "headerCollapse") == nil)
        for name in set.behaviourNames {
            #expect(set.behaviour(named: name)?.declaration.name == name)
        }
        for name in set.triggerNames {
            #expect(set.trigger(named: name)?.declaration.name == name)
        }
        try set.add(HeaderCollapse())
        #expect(set.behaviour(named: "headerCollapse")?.declaration.name == "headerCollapse")
        #expect(set.behaviourNames.last == "headerCollapse")
        #expect(throws: PluginClash.self) { try set.add(HeaderCollapse()) }
        #expect(throws: PluginClash.self) { try set.add(Appear()) }
        #expect(set.behaviour(named: "appear") == nil && set.trigger(named: "headerCollapse") == nil)
    }

    @Test("parameters with defaults are valid for their own type")
    func defaultsFitTypes() throws {
        for plugin in PluginSet.builtIn.behaviours {
            for parameter in plugin.declaration.parameters {
                guard let value = parameter.defaultValue else { continue }
                switch (parameter.type, value) {
                case (.number, .number), (.duration, .duration), (.boolean, .boolean), (.text, .text), (.triggers, .names), (.events, .names):
                    break
                case (.choice(let values), .text(let text)):
                    #expect(values.contains(text))
                case (.positiveNumberOr(let word), .text(let text)):
                    #expect(text == word)
                case (.positiveNumberOr, .number(let number)):
                    #expect(number > 0)
                default:
                    Issue.record("\(plugin.declaration.name).\(parameter.name): default \(value) does not fit \(parameter.type.summary)")
                }
            }
        }
    }
}

@Suite("Examples folder")
struct ExamplesFolderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples").standardized.path

    @Test("every example spec validates, every Swift behaviour is used, and plugin files are shown")
    func examplesValidate() throws {
        let files = try SpecFiles.expand([Self.folder]).files
        #expect(files.count >= 4)
        var plugins: Set<String> = []
        for file in files {
            let spec = try SpecLoader.load(contentsOf: file, plugins: .builtIn)
            #expect(spec.script?.isEmpty == false, "\(file) has a script")
            spec.screens.flatMap(\.behaviours).forEach { plugins.insert($0.plugin) }
        }
        let swiftBehaviours = PluginSet.builtIn.behaviours.filter { !($0 is ComposedPlugin || $0 is StandardLibraryPlugin) }.map(\.declaration.name)
        #expect(plugins.isSuperset(of: swiftBehaviours), "every Swift behaviour has an Example; the standard library's plugin files carry their own")
        #expect(plugins.subtracting(PluginSet.builtIn.behaviourNames).count >= 3, "Examples/plugins uses three plugin files")
    }
}
