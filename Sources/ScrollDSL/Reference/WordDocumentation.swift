/// What the reference says of one word of a spec, for an editor's hover (the
/// language server): a behaviour or trigger with its parameters, a script
/// step with its summary and example, or a key with its type, default and
/// meaning — read from the same declarations as `docs/language.md`.
package enum WordDocumentation {
    /// Markdown for `word`, or `nil` when the language has no such name.
    package static func markdown(for word: String, plugins: PluginSet) -> String? {
        if let plugin = plugins.behaviour(named: word) { return describe(plugin.declaration) }
        if let trigger = plugins.trigger(named: word) { return "**`\(trigger.declaration.name)`** (trigger)\n\n\(trigger.declaration.documentation)" }
        if let step = StepDeclaration.all.first(where: { $0.name == word }) {
            return "**`\(step.name)`** (script step)\n\n\(step.summary)\n\n```yaml\n\(step.example)\n```"
        }
        let lists: [(String, [KeyDeclaration])] = [
            ("spec", LanguageKeys.topLevel), ("screen", LanguageKeys.screen), ("scroll view", LanguageKeys.scrollView),
            ("view", LanguageKeys.view), ("device", LanguageKeys.device),
        ]
        let keys = lists.compactMap { owner, keys in keys.first { $0.name == word }.map { (owner, $0) } }
        guard !keys.isEmpty else { return nil }
        return keys.map { owner, key in
            let value = key.defaultValue.map { ", default \($0)" } ?? ", required"
            return "**`\(key.name)`** (a key of a \(owner): \(key.type)\(value))\n\n\(key.documentation)"
        }.joined(separator: "\n\n---\n\n")
    }

    /// A behaviour: its summary and parameters.
    private static func describe(_ declaration: PluginDeclaration) -> String {
        let parameters = declaration.parameters.map { parameter in
            "- `\(parameter.name)`: \(parameter.type.summary)\(parameter.defaultValue.map { ", default `\($0)`" } ?? "") — \(parameter.documentation)"
        }
        return (["**`\(declaration.name)`** (behaviour)", declaration.summary] + (parameters.isEmpty ? [] : ["Parameters:\n" + parameters.joined(separator: "\n")]))
            .joined(separator: "\n\n")
    }
}
