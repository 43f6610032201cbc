/// The tabs a spec declares, in bar order, each looked up in constant time
/// however many there are.
struct TabList {
    /// The tabs in bar order.
    private(set) var names: [String] = []
    private var declared: Set<String> = []

    /// Adds `tab` at the end of the bar; `false` when it is listed already.
    mutating func add(_ tab: String) -> Bool {
        guard declared.insert(tab).inserted else { return false }
        names.append(tab)
        return true
    }

    func contains(_ tab: String) -> Bool {
        declared.contains(tab)
    }

    /// `tab` when it is declared; otherwise reports it as unknown at `node`,
    /// with the nearest declared names.
    func declared(_ tab: String, at node: Node, context: DecodingContext) -> String? {
        guard !contains(tab) else { return tab }
        let hint = names.isEmpty ? "; the spec declares no `tabs`" : Suggestion.hint(for: tab, among: names)
        context.error("unknown tab `\(tab)`" + hint, at: node.mark)
        return nil
    }
}
