/// The names an editor may offer where a spec is being typed (the language
/// server's completion): the keys of each part of a spec, the script steps
/// and each step's keys, the behaviours and each behaviour's parameters —
/// read from the same declarations as the decoder and `docs/language.md`.
package enum LanguageVocabulary {
    /// One name to offer.
    package struct Entry: Sendable {
        package let name: String
        /// Its type, or what it is, in a few words.
        package let detail: String
        /// What the reference says of it.
        package let documentation: String

        package init(name: String, detail: String, documentation: String = "") {
            self.name = name
            self.detail = detail
            self.documentation = documentation
        }
    }

    /// The parts of a spec with keys of their own.
    package enum Part: String, CaseIterable, Sendable {
        case spec, screen, scrollView, view, device
    }

    /// The keys of `part`.
    package static func keys(of part: Part) -> [Entry] {
        let keys: [KeyDeclaration]
        switch part {
        case .spec: keys = LanguageKeys.topLevel
        case .screen: keys = LanguageKeys.screen
        case .scrollView: keys = LanguageKeys.scrollView
        case .view: keys = LanguageKeys.view
        case .device: keys = LanguageKeys.device
        }
        return keys.map(entry)
    }

    /// Every script step.
    package static var steps: [Entry] {
        StepDeclaration.all.map { Entry(name: $0.name, detail: "script step", documentation: $0.summary) }
    }

    /// The keys the step `name` takes in its map form (none for a step that has none).
    package static func keys(ofStep name: String) -> [Entry] {
        guard let step = StepDeclaration.all.first(where: { $0.name == name }) else { return [] }
        var seen: Set<String> = []
        return step.forms.flatMap { form -> [KeyDeclaration] in
            guard case .keys(let keys) = form else { return [] }
            return keys
        }.filter { seen.insert($0.name).inserted }.map(entry)
    }

    /// Every behaviour of `plugins`.
    package static func behaviours(in plugins: PluginSet) -> [Entry] {
        plugins.behaviourNames.compactMap { name in
            plugins.behaviour(named: name).map { Entry(name: name, detail: "behaviour", documentation: $0.declaration.summary) }
        }
    }

    /// The parameters of the behaviour `name`, with `id`, and their types.
    package static func parameters(ofBehaviour name: String, in plugins: PluginSet) -> [(entry: Entry, type: ParameterType?)] {
        guard let declaration = plugins.behaviour(named: name)?.declaration else { return [] }
        let id = (Entry(name: "id", detail: "identifier", documentation: "Names the behaviour, for its properties (`ID.PROPERTY`) and the steps that act on it."), ParameterType?.none)
        return [id] + declaration.parameters.map { parameter in
            let shown = parameter.defaultValue.map { "\(parameter.type.summary), default `\($0)`" } ?? parameter.type.summary
            return (Entry(name: parameter.name, detail: shown, documentation: parameter.documentation), parameter.type)
        }
    }

    /// The top-level keys of a plugin file.
    package static var pluginFileKeys: [Entry] {
        PluginFileGuide.keys.map { Entry(name: $0.0, detail: $0.1, documentation: $0.2) }
    }

    /// The keys of a plugin parameter's map, and the types `type` takes.
    package static var parameterKeys: [Entry] { PluginParameterDecoder.keys.map { Entry(name: $0, detail: "parameter key") } }
    package static var parameterTypes: [Entry] { PluginParameterDecoder.types.map { Entry(name: $0, detail: "parameter type") } }

    /// A plugin file's sources (`from`), operators (`pipe`) and sinks (`to`), with their forms.
    package static var sources: [Entry] { PipelineVocabulary.sources.map { entry($0.entry) } }
    /// A pipeline's keys.
    package static let pipelineKeys = PipelineVocabulary.pipelineKeys.map { Entry(name: $0, detail: "pipeline key") }
    package static var operators: [Entry] { PipelineVocabulary.operators.map { entry($0.entry) } }
    package static var sinks: [Entry] { PipelineVocabulary.sinks.map { entry($0.entry) } }

    private static func entry(_ vocabulary: VocabularyEntry) -> Entry {
        Entry(name: vocabulary.name, detail: vocabulary.form, documentation: vocabulary.documentation)
    }

    private static func entry(_ key: KeyDeclaration) -> Entry {
        Entry(name: key.name, detail: key.type + (key.defaultValue.map { ", default \($0)" } ?? ", required"), documentation: key.documentation)
    }
}
