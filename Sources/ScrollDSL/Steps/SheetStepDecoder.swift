/// Reads the sheet steps, `present`, `dismiss` and `setDetent`, against what
/// the script has shown and presented so far.
struct SheetStepDecoder {
    private let decoder: StepDecoder
    private var context: DecodingContext { decoder.context }

    init(_ decoder: StepDecoder) {
        self.decoder = decoder
    }

    /// `present: {screen, detents, selected, …}`.
    func present(_ node: Node) -> Step.Present? {
        guard let map = MappingReader(step: "present", node, context: context), let screenNode = map.required("screen"),
              let screen = context.identifier(screenNode, "screen") else { return nil }
        if let problem = context.symbols.problem(resolving: screen, as: .screen) {
            context.error(problem, at: screenNode.mark)
            return nil
        }
        let navigation = decoder.script.navigation
        if let shown = navigation.presented {
            context.error("a sheet already shows `\(shown)` here; dismiss it first with `- dismiss: \(shown)` (one sheet at a time)", at: screenNode.mark)
            return nil
        }
        if let tab = decoder.tab(rootedAt: screen) {
            context.error("screen `\(screen)` is the root of tab `\(tab)`; only screens without `tab` can be presented", at: screenNode.mark)
            return nil
        }
        if navigation.isStacked(screen) {
            context.error("screen `\(screen)` is already shown on a navigation stack here; present a screen that is not shown", at: screenNode.mark)
            return nil
        }
        guard let detents = detents(map["detents"]) else { return nil }
        var sheet = SheetPresentation(screen: screen, detents: detents, selected: detents[0].id)
        let ids = detents.map(\.id)
        if let node = map["selected"] {
            guard let id = detentID(node, "selected", among: ids) else { return nil }
            sheet.selected = id
        }
        if let node = map["largestUndimmedDetent"], !node.isScalar("none") {
            guard let id = detentID(node, "largestUndimmedDetent", among: ids) else { return nil }
            sheet.largestUndimmed = id
        }
        sheet.grabber = map["grabber"].flatMap { context.boolean($0, "grabber") } ?? sheet.grabber
        sheet.scrollingExpands = map["prefersScrollingExpandsWhenScrolledToEdge"].flatMap { context.boolean($0, "prefersScrollingExpandsWhenScrolledToEdge") } ?? sheet.scrollingExpands
        sheet.isModal = map["isModalInPresentation"].flatMap { context.boolean($0, "isModalInPresentation") } ?? sheet.isModal
        sheet.animated = map["animated"].flatMap { context.boolean($0, "animated") } ?? sheet.animated
        decoder.script.sheetDetents = ids
        return Step.Present(presentation: sheet)
    }

    /// The screen of the sheet the script presents here, named by `node`.
    func presentedScreen(_ node: Node, for step: String) -> String? {
        guard let screen = context.identifier(node, step) else { return nil }
        if let problem = context.symbols.problem(resolving: screen, as: .screen) {
            context.error(problem, at: node.mark)
            return nil
        }
        guard let presented = decoder.script.navigation.presented else {
            context.error("no sheet is presented here; present `\(screen)` first with `- present: {screen: \(screen)}`", at: node.mark)
            return nil
        }
        guard presented == screen else {
            context.error("the sheet presented here shows `\(presented)`, not `\(screen)`", at: node.mark)
            return nil
        }
        return screen
    }

    /// `setDetent: {screen, detent}`.
    func setDetent(_ node: Node) -> Step.SetDetent? {
        guard let map = MappingReader(step: "setDetent", node, context: context),
              let screen = map.required("screen").flatMap({ presentedScreen($0, for: "screen") }),
              let detent = map.required("detent").flatMap({ detentID($0, "detent", among: decoder.script.sheetDetents) }) else { return nil }
        return Step.SetDetent(screen: screen, detent: detent)
    }

    /// `detents`: `medium`, `large` or `{id, height}`, strictly increasing in height; `[large]` when left out.
    private func detents(_ node: Node?) -> [SheetDetent]? {
        let device = decoder.device
        let large = SheetDetent(id: "large", height: SheetDetent.largeHeight(on: device))
        guard let node else { return [large] }
        guard let items = context.list(node, "detents") else { return nil }
        guard !items.isEmpty else {
            context.error("`detents` lists at least one detent: `medium`, `large` or `{id, height}`", at: node.mark)
            return nil
        }
        var detents: [SheetDetent] = []
        for item in items {
            guard let detent = detent(item, large: large) else { return nil }
            if detents.contains(where: { $0.id == detent.id }) {
                context.error("detent `\(detent.id)` is listed twice", at: item.mark)
                return nil
            }
            if let previous = detents.last, detent.height <= previous.height {
                context.error("detents go from the smallest height to the largest: `\(detent.id)` (\(StepWriter.number(detent.height)) pt) is not above `\(previous.id)` (\(StepWriter.number(previous.height)) pt)", at: item.mark)
                return nil
            }
            detents.append(detent)
        }
        return detents
    }

    private func detent(_ node: Node, large: SheetDetent) -> SheetDetent? {
        guard node.mapping != nil else {
            guard let word = context.choice(node, "a detent", among: ["medium", "large"]) else { return nil }
            return word == "large" ? large : SheetDetent(id: "medium", height: SheetDetent.mediumHeight(on: decoder.device))
        }
        guard let map = MappingReader(node, subject: "a detent", keys: ["id", "height"], context: context),
              let id = map.required("id").flatMap({ context.identifier($0, "id") }),
              let height = map.required("height").flatMap({ context.number($0, "height", minimum: 0, maximum: decoder.device.height, exclusiveMinimum: true) })
        else { return nil }
        if id == "none" {
            context.error("`none` names no detent (`SCREEN.sheet.detent` reads it when no sheet shows); choose another id", at: map["id"]!.mark)
            return nil
        }
        return SheetDetent(id: id, height: height)
    }

    private func detentID(_ node: Node, _ what: String, among ids: [String]) -> String? {
        guard let id = context.identifier(node, what) else { return nil }
        guard ids.contains(id) else {
            context.error("`\(id)` is not a detent of this sheet" + Suggestion.hint(for: id, among: ids), at: node.mark)
            return nil
        }
        return id
    }
}
