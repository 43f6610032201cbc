import ScrollDSL
import ScrollText

/// What to offer at a place of a spec being typed (LSP `CompletionItem`s):
/// the keys valid there, step and behaviour names, a behaviour's parameters
/// with their types and defaults, the ids the spec declares where an id is
/// expected (scroll views for `scrollView`, views for `view`), the words a
/// parameter allows, and properties after `ID.`.
struct Completions {
    /// The ids the spec declares, with what each is (`screen`, `scroll view of screen `home``, …).
    let declared: [(id: String, what: String)]
    let plugins: PluginSet
    /// Whether the document is a plugin file (`*.scrollplugin.yaml`) rather than a spec.
    let inPluginFile: Bool

    /// The items for `context`.
    func items(for context: CompletionContext) -> [JSONDocument] {
        if inPluginFile { return pluginFileItems(for: context) }
        switch context {
        case .key(let owner): return keys(of: owner)
        case let .value(key, owner): return values(of: key, in: owner)
        case .property(let target): return properties(of: target)
        }
    }

    /// In a plugin file: its keys, a pipeline's, the sources, operators and
    /// sinks where each goes, a parameter's keys and types.
    private func pluginFileItems(for context: CompletionContext) -> [JSONDocument] {
        let entries: [LanguageVocabulary.Entry]
        switch context {
        case .key(nil): entries = LanguageVocabulary.pluginFileKeys
        case .key("pipelines"?): entries = LanguageVocabulary.pipelineKeys
        case .key("from"?), .value("from", _): entries = LanguageVocabulary.sources
        case .key("pipe"?), .value("pipe", _): entries = LanguageVocabulary.operators
        case .key("to"?), .value("to", _): entries = LanguageVocabulary.sinks
        case .key("requires"?): entries = ["that", "message", "parameter"].map { LanguageVocabulary.Entry(name: $0, detail: "rule key") }
        case .key("examples"?): entries = ["name", "spec", "rejected"].map { LanguageVocabulary.Entry(name: $0, detail: "example key") }
        case .key: entries = LanguageVocabulary.parameterKeys
        case .value("type", _): entries = LanguageVocabulary.parameterTypes
        case .value("kind", nil): entries = ["behaviour", "trigger"].map { LanguageVocabulary.Entry(name: $0, detail: "kind") }
        case .value, .property: entries = []
        }
        return entries.map { item($0, kind: 10) }
    }

    private func keys(of owner: String?) -> [JSONDocument] {
        guard let owner else { return LanguageVocabulary.keys(of: .spec).map { item($0, kind: 10) } }
        switch owner {
        case "screens": return LanguageVocabulary.keys(of: .screen).map { item($0, kind: 10) }
        case "scrollViews": return LanguageVocabulary.keys(of: .scrollView).map { item($0, kind: 10) }
        case "views": return LanguageVocabulary.keys(of: .view).map { item($0, kind: 10) }
        case "device": return LanguageVocabulary.keys(of: .device).map { item($0, kind: 10) }
        case "script": return LanguageVocabulary.steps.map { item($0, kind: 3) }
        case "behaviours": return LanguageVocabulary.behaviours(in: plugins).map { item($0, kind: 3) }
        case "expect", "remember": return declared.map { id(($0.id + ".", $0.what)) }
        default:
            let parameters = LanguageVocabulary.parameters(ofBehaviour: owner, in: plugins)
            if !parameters.isEmpty { return parameters.map { item($0.entry, kind: 10) } }
            return LanguageVocabulary.keys(ofStep: owner).map { item($0, kind: 10) }
        }
    }

    private func values(of key: String, in owner: String?) -> [JSONDocument] {
        let type = owner.flatMap { owner in LanguageVocabulary.parameters(ofBehaviour: owner, in: plugins).first { $0.entry.name == key }?.type }
        switch type {
        case .scrollView?: return ids("scroll view")
        case .view?: return ids("view")
        case .screen?: return ids("screen")
        case .choice(let words)?: return words.map { item(LanguageVocabulary.Entry(name: $0, detail: key), kind: 20) }
        case .boolean?: return ["true", "false"].map { item(LanguageVocabulary.Entry(name: $0, detail: "boolean"), kind: 20) }
        case .triggers?: return plugins.triggerNames.map { item(LanguageVocabulary.Entry(name: $0, detail: "trigger"), kind: 20) }
        case .events?: return plugins.eventNames.map { item(LanguageVocabulary.Entry(name: $0, detail: "event"), kind: 20) }
        case .some: return []
        case nil: break
        }
        switch key {
        case "scrollView": return ids("scroll view")
        case "view": return ids("view")
        case "screen", "present", "dismiss", "push": return ids("screen")
        default: return []
        }
    }

    private func properties(of target: String) -> [JSONDocument] {
        guard let what = declared.first(where: { $0.id == target })?.what else { return [] }
        let properties: [Property]
        if what.hasPrefix("scroll view") {
            properties = Property.scrollView
        } else if what == "screen" {
            properties = Property.screen
        } else if let behaviour = what.split(separator: "`").first, let declaration = plugins.behaviour(named: String(behaviour))?.declaration {
            properties = declaration.properties.map(\.property)
        } else {
            return []
        }
        return properties.map { item(LanguageVocabulary.Entry(name: $0.name, detail: "\(target).\($0.name)"), kind: 5) }
    }

    /// What an id found in text that is not YAML yet is: it is offered wherever an id is.
    static let anyKind = "identifier"

    /// The declared ids whose description starts with `kind`.
    private func ids(_ kind: String) -> [JSONDocument] {
        declared.filter { $0.what.hasPrefix(kind) || $0.what == Self.anyKind }.map { id(($0.id, $0.what)) }
    }

    private func id(_ declared: (id: String, what: String)) -> JSONDocument {
        item(LanguageVocabulary.Entry(name: declared.id, detail: declared.what), kind: 6)
    }

    private func item(_ entry: LanguageVocabulary.Entry, kind: Int) -> JSONDocument {
        var fields: [(String, JSONDocument)] = [("label", .string(entry.name)), ("kind", .number(Double(kind))), ("detail", .string(entry.detail))]
        if !entry.documentation.isEmpty {
            fields.append(("documentation", .object([("kind", .string("markdown")), ("value", .string(entry.documentation))])))
        }
        return .object(fields)
    }
}
