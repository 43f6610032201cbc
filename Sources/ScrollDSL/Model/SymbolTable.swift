/// The identifiers a spec declares, each with its kind and screen. Screens,
/// scroll views, views and behaviours share one namespace (docs/language.md).
struct SymbolTable {
    enum Kind: String {
        case screen = "a screen"
        case scrollView = "a scroll view"
        case view = "a view"
        case behaviour = "a behaviour"
    }

    /// Twenty bytes: a large spec declares a hundred thousand.
    struct Symbol {
        let mark: Mark
        /// Its place in declaration order (so the table needs no separate list of names).
        let order: Int32
        /// The screen it belongs to (its own id for a screen), as its place in ``screens``.
        fileprivate let screen: Int32
        let kind: Kind
        /// The axes a scroll view scrolls along, once decoded.
        fileprivate(set) var axis: ScrollAxis? = nil
    }

    /// The name expectations use for the tab bar; no identifier may take it.
    static let tabBar = "tabBar"
    /// The name expectations use for the keyboard, unless the spec declares it as an identifier.
    static let keyboard = "keyboard"

    private var symbols: [String: Symbol] = [:]
    /// The screens symbols belong to, each once for every run of
    /// declarations on it (a screen's are declared together).
    private var screens: [String] = []

    /// Declares `name`, or returns the problem that stops it.
    mutating func declare(_ name: String, kind: Kind, screen: String, at mark: Mark) -> String? {
        if name == Self.tabBar {
            return "`tabBar` is reserved for the tab bar (`tabBar.selected`); choose another identifier"
        }
        if screens.last != screen { screens.append(screen) }
        // One lookup for a new name; a taken one is put back as it was.
        let symbol = Symbol(mark: mark, order: Int32(clamping: symbols.count), screen: Int32(clamping: screens.count - 1), kind: kind)
        guard let existing = symbols.updateValue(symbol, forKey: name) else { return nil }
        symbols[name] = existing
        return "`\(name)` is already declared as \(existing.kind.rawValue) on line \(existing.mark.line); identifiers must be unique"
    }

    /// The symbol called `name`.
    subscript(name: String) -> Symbol? { symbols[name] }

    /// Records the axes of the scroll view `name` (of the one declared last, when the name is taken twice).
    mutating func setAxis(_ axis: ScrollAxis, of name: String) {
        symbols[name]?.axis = axis
    }

    /// The axes of the scroll view `name`, once decoded.
    func axis(of name: String) -> ScrollAxis? {
        symbols[name]?.axis
    }

    /// The screen `name` belongs to, if it is declared.
    func screen(of name: String) -> String? {
        symbols[name].map { screen(of: $0) }
    }

    /// The screen `symbol` belongs to.
    private func screen(of symbol: Symbol) -> String {
        screens[Int(symbol.screen)]
    }

    /// Names of one kind, optionally on one screen, in declaration order, so
    /// suggestions are deterministic.
    func names(of kind: Kind, onScreen screen: String? = nil) -> [String] {
        symbols.filter { $0.value.kind == kind && (screen == nil || self.screen(of: $0.value) == screen) }
            .sorted { $0.value.order < $1.value.order }
            .map(\.key)
    }

    /// Checks that `name` is declared as `kind` (and on `screen`, when given);
    /// returns the problem, with the nearest valid name, otherwise.
    /// The hint is worked out only for a problem: valid references cost one lookup.
    func problem(resolving name: String, as kind: Kind, onScreen screen: String? = nil) -> String? {
        var hint: String { Suggestion.hint(for: name, among: names(of: kind, onScreen: screen)) }
        guard let symbol = symbols[name] else {
            return "unknown \(kind.noun) `\(name)`" + hint
        }
        guard symbol.kind == kind else {
            return "`\(name)` is \(symbol.kind.rawValue), not \(kind.rawValue)" + hint
        }
        if let screen, self.screen(of: symbol) != screen {
            return "\(kind.noun) `\(name)` is on screen `\(self.screen(of: symbol))`, not on `\(screen)`" + hint
        }
        return nil
    }
}

extension SymbolTable.Kind {
    /// The kind without its article: "scroll view".
    var noun: String { String(rawValue.drop { $0 != " " }.dropFirst()) }
}
