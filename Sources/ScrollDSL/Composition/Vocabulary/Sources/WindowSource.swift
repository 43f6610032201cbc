/// `{window: hitTest|tabReselect}`: what the window sees, for a trigger.
struct WindowSource: PipelineSource {
    static let entry = VocabularyEntry(
        name: "window", form: "{window: hitTest|tabReselect}",
        documentation: "in a plugin file of `kind: trigger`: each hit test of a tap (`UIWindow.hitTest`, called `hitTestsPerTap` times per tap; the tap's `y`), "
            + "or each reselect of the selected tab while its root screen is on top (the tab)")

    /// What it hears of the window.
    enum Event: String, CaseIterable, Sendable {
        case hitTest, tabReselect
    }

    let event: Event

    static func decode(_ value: Node, in map: SourceMap, _ decoder: PipelineDecoder) -> DecodedSource? {
        guard let name = decoder.context.choice(value, "window", among: Event.allCases.map(\.rawValue)), let event = Event(rawValue: name) else { return nil }
        guard decoder.kind == .trigger else {
            decoder.context.error("`window` is a source of triggers (`kind: trigger`); a behaviour lists triggers in a `triggers` parameter or reads `{trigger: NAME}`", at: value.mark)
            return nil
        }
        return DecodedSource(source: WindowSource(event: event), type: event == .hitTest ? .number : .string)
    }

    var label: String { "window(\(event.rawValue))" }

    func observable(in scope: PipelineScope) -> Observable<Bindings> {
        let world = scope.context.world
        switch event {
        case .hitTest: return world.hitTests.map(label) { Bindings(value: .number($0)) }
        case .tabReselect: return world.tabReselected.map(label) { Bindings(value: .text($0)) }
        }
    }
}
