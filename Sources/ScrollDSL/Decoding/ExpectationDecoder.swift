/// Decodes `expect: {PATH: MATCHER, …, within: DURATION, during: DURATION}`
/// and `remember: {NAME: PATH}`, checking each path names a property that
/// exists, each matcher fits the property's type, and each `$NAME` was
/// remembered before, as a value of that type.
final class ExpectationDecoder {
    let context: DecodingContext
    let tabs: TabList
    let tolerances: Tolerances
    /// The names `remember` has kept so far, and the kind of value each holds.
    private(set) var remembered: [String: ValueKind] = [:]
    /// Whether it reads `invariants`, which hold from the run's start, before any `remember`.
    var readsInvariants = false
    /// The view properties some behaviour writes, with the kind of value
    /// written, so expectations may read them.
    private let written: WrittenProperties

    init(context: DecodingContext, tabs: TabList, screens: ScreenList, tolerances: Tolerances) {
        self.context = context
        self.tabs = tabs
        self.tolerances = tolerances
        written = screens.written
        behaviours = Dictionary(screens.screens.lazy.flatMap(\.behaviours).compactMap { behaviour in behaviour.id.map { ($0, behaviour.plugin) } }) { first, _ in first }
        screensWithNavigationBar = Set(screens.screens.filter { $0.navigationBar != nil }.map(\.id))
        viewsInContent = Set(screens.screens.lazy.flatMap(\.views).filter { $0.placement != nil }.map(\.id))
        let plugins = context.plugins
        scrollViewsBehavioursFill = Set(screens.screens.lazy.flatMap(\.behaviours).flatMap { behaviour in
            (plugins.behaviour(named: behaviour.plugin)?.declaration.insertsItemsInto ?? []).compactMap { behaviour[$0]?.string }
        })
    }

    /// The views placed in a scroll view's content, which read the item paths.
    private let viewsInContent: Set<String>

    /// The scroll views a behaviour inserts items into, under ids no step names.
    private let scrollViewsBehavioursFill: Set<String>

    /// The screens that declare a navigation bar, whose properties expectations may read.
    private let screensWithNavigationBar: Set<String>

    /// The plugin of each behaviour with an `id`.
    private let behaviours: [String: String]

    static let phases = ["idle", "tracking", "decelerating", "animating"]

    func decode(_ node: Node) -> Expectation? {
        guard let pairs = node.mapping else {
            context.error("`expect` must be a map of `PATH: MATCHER`, such as `{feed.offset: top}`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        var expectation = Expectation(checks: [], within: nil, during: nil)
        var valid = true
        for pair in pairs {
            guard let key = pair.key.scalar?.text else {
                context.error("keys of `expect` must be property paths, not \(pair.key.kindDescription)", at: pair.key.mark)
                valid = false
                continue
            }
            if key == "within" {
                expectation.within = context.duration(pair.value, "within")
                valid = valid && expectation.within != nil
            } else if key == "during" {
                expectation.during = context.duration(pair.value, "during")
                if expectation.during == .zero {
                    context.error("`during` must be longer than 0: the checks must hold at every turn for that long", at: pair.value.mark)
                    expectation.during = nil
                }
                valid = valid && expectation.during != nil
            } else if let checked = path(key, at: pair.key.mark), let matcher = matcher(pair.value, for: checked) {
                expectation.checks.append(Check(path: checked.path, matcher: matcher, mark: pair.key.mark))
            } else {
                valid = false
            }
        }
        if valid, expectation.checks.isEmpty {
            context.error("`expect` checks nothing; add `PATH: MATCHER`, such as `feed.offset: top`", at: node.mark)
            return nil
        }
        return valid ? expectation : nil
    }

    /// One `PATH: MATCHER` entry, or `nil` after reporting the problem.
    func check(_ pair: Node.Pair, in subject: String) -> Check? {
        guard let key = pair.key.scalar?.text else {
            context.error("keys of \(subject) must be property paths, not \(pair.key.kindDescription)", at: pair.key.mark)
            return nil
        }
        guard let checked = path(key, at: pair.key.mark), let matcher = matcher(pair.value, for: checked) else { return nil }
        return Check(path: checked.path, matcher: matcher, mark: pair.key.mark)
    }

    /// The property path written at `node`, and whether it holds a number.
    func propertyPath(_ node: Node, _ what: String) -> (path: PropertyPath, isNumber: Bool)? {
        guard let text = context.string(node, what) else { return nil }
        return path(text, at: node.mark).map { ($0.path, $0.kind == .number) }
    }

    // MARK: Paths

    /// The checked path `text` names, with the kind of value it holds and its unit.
    private func path(_ text: String, at mark: Mark) -> CheckedPath? {
        guard let (target, name) = Self.targetAndProperty(text) else {
            context.error("`\(text)` is not a property path; write `TARGET.PROPERTY`, such as `feed.offset` (or `within` or `during`: DURATION)", at: mark)
            return nil
        }
        let properties: [Property]
        let symbolKind: SymbolTable.Kind?
        // A behaviour's own properties, with the kind of value each holds.
        var declared: [(property: Property, kind: ValueKind)] = []
        var declaration: PluginDeclaration?
        if target == SymbolTable.tabBar {
            if tabs.names.isEmpty, name != Property.selected.name {
                context.error("`\(text)` reads the tab bar, which shows only in a spec with `tabs`; declare the tabs at the top level", at: mark)
                return nil
            }
            (properties, symbolKind) = (Property.tabBar, nil)
        } else if target == SymbolTable.keyboard, context.symbols[target] == nil {
            (properties, symbolKind) = (Property.keyboard, nil)
        } else if let symbol = context.symbols[target] {
            symbolKind = symbol.kind
            switch symbol.kind {
            case .scrollView:
                if context.itemIDs[target] != nil, ItemPath.split(name) != nil { return itemPath(target, name, text, at: mark) }
                properties = Property.scrollView + EdgeEffectPath.properties + (context.itemIDs[target] == nil ? [] : Property.rows + Property.items)
            case .view: properties = Property.view
            case .screen:
                properties = Property.screen + (screensWithNavigationBar.contains(target) ? Property.navigationBar : []) + Property.sheet
            case .behaviour:
                declaration = behaviours[target].flatMap { context.plugins.behaviour(named: $0)?.declaration }
                declared = declaration?.properties ?? []
                guard !declared.isEmpty else {
                    context.error("`\(target)` is a behaviour without properties; expectations read scroll views, views, screens, `tabBar` and the properties a behaviour declares", at: mark)
                    return nil
                }
                properties = declared.map(\.property)
            }
        } else {
            let candidates = context.symbols.names(of: .scrollView) + context.symbols.names(of: .view)
                + context.symbols.names(of: .screen) + [SymbolTable.tabBar, SymbolTable.keyboard]
            context.error("unknown identifier `\(target)` in `\(text)`" + Suggestion.hint(for: target, among: candidates), at: mark)
            return nil
        }
        if symbolKind == .view {
            let path = PropertyPath(target: target, property: Property(name))
            if viewsInContent.contains(target), let field = ItemPath.Field(rawValue: name), written.written(at: path, in: context.symbols) == nil {
                return CheckedPath(path: path, kind: field.kind, unit: field.unit)
            }
            guard let writtenProperty = written.written(at: path, in: context.symbols) else {
                let writtenHere = written.names(writtenOn: target, in: context.symbols)
                let hint = writtenHere.isEmpty ? "; \(writers(of: Property(name)))" : Suggestion.hint(for: name, among: writtenHere)
                context.error("no behaviour writes `\(path)`" + hint, at: mark)
                return nil
            }
            return CheckedPath(path: path, kind: writtenProperty.kind, unit: writtenProperty.unit)
        }
        guard let property = properties.first(where: { $0.name == name }) else {
            let noun = symbolKind.map { "\($0.noun) `\(target)`" } ?? (target == SymbolTable.tabBar ? "the tab bar" : "the keyboard")
            if symbolKind == .scrollView, (Property.rows + Property.items).map(\.name).contains(name) || ItemPath.split(name) != nil {
                context.error("`\(target)` declares no items; give it `items`, `rows` or `sections` to read `\(name)`", at: mark)
                return nil
            }
            if symbolKind == .screen, Property.navigationBar.map(\.name).contains(name) {
                context.error("`\(target)` has no navigation bar; declare one on the screen (`navigationBar: standard`) to read `\(name)`", at: mark)
                return nil
            }
            context.error("`\(name)` is not a property of \(noun)" + Suggestion.hint(for: name, among: properties.map(\.name)), at: mark)
            return nil
        }
        let path = PropertyPath(target: target, property: property)
        let kind = declared.first { $0.property == property }?.kind ?? property.builtInKind ?? .number
        return CheckedPath(path: path, kind: kind, unit: declaration?.unit(of: property) ?? property.builtInUnit ?? .unitless)
    }

    /// `SV.item(ID).P` or `SV.item(#N).P`: an item the scroll view declares
    /// or a step inserts, and one of the properties of an item.
    private func itemPath(_ target: String, _ name: String, _ text: String, at mark: Mark) -> CheckedPath? {
        guard let (selectorText, fieldName) = ItemPath.split(name) else { return nil }
        guard let field = ItemPath.Field(rawValue: fieldName) else {
            context.error("`\(fieldName)` is not a property of an item" + Suggestion.hint(for: fieldName, among: ItemPath.Field.allCases.map(\.rawValue)), at: mark)
            return nil
        }
        switch ItemPath.selector(selectorText) {
        case nil:
            context.error("`item(\(selectorText))` in `\(text)` names no item; write an id, or `#N` for the N-th item from 0", at: mark)
            return nil
        case .id(let id)?:
            let (declared, inserted) = (context.declaredItemIDs[target] ?? [], context.insertedItemIDs[target] ?? [])
            guard declared.contains(id) || inserted.contains(id) else {
                let known = declared.union(inserted)
                guard scrollViewsBehavioursFill.contains(target) else {
                    context.error("`\(target)` has no item `\(id)`, and no step inserts one" + Suggestion.hint(for: id, among: known.sorted()), at: mark)
                    return nil
                }
                context.warning("`\(target)` declares no item `\(id)` and no step inserts one; a behaviour that inserts items may (else the path reads null)", at: mark)
                break
            }
        case .index?:
            break
        }
        return CheckedPath(path: PropertyPath(target: target, property: Property(name)), kind: field.kind, unit: field.unit)
    }

    /// A path an expectation or `remember` reads, with what it holds.
    private struct CheckedPath {
        let path: PropertyPath
        let kind: ValueKind
        /// The unit of a number, which decides its default tolerance.
        let unit: NumberUnit
    }

    /// `TARGET.PROPERTY` split at its only dot. The text is read as characters,
    /// so a dot that a combining mark follows is no separator; ASCII text,
    /// where bytes are characters, is split on its bytes.
    /// The target before the first dot and the property after it
    /// (`feed.offset.x`: `feed`, `offset.x`); at most one more dot, inside the property.
    private static func targetAndProperty(_ text: String) -> (String, String)? {
        // An item's path and an edge effect's have parts of their own after the target.
        if let split = text.firstIndex(of: "."), text[text.index(after: split)...].hasPrefix("item(") || text[text.index(after: split)...].hasPrefix("edgeEffect.") {
            return (String(text[..<split]), String(text[text.index(after: split)...]))
        }
        if text.withUTF8Bytes({ $0.allSatisfy { $0 < 0x80 } }) {
            return text.withUTF8Bytes { bytes in
                let dot = UInt8(ascii: ".")
                guard let split = bytes.firstIndex(of: dot), bytes[(split + 1)...].filter({ $0 == dot }).count <= 1 else { return nil }
                return (String(decoding: bytes[..<split], as: UTF8.self), String(decoding: bytes[(split + 1)...], as: UTF8.self))
            }
        }
        let dot: Character = "."
        guard let split = text.firstIndex(of: dot), text[text.index(after: split)...].filter({ $0 == dot }).count <= 1 else { return nil }
        return (String(text[..<split]), String(text[text.index(after: split)...]))
    }

    private func writers(of property: Property) -> String {
        let writers = context.plugins.behaviours.flatMap { plugin in
            plugin.declaration.writes.filter { $0.properties.contains { $0.property == property } }
                .map { "`\(plugin.declaration.name)` writes it on its `\($0.parameter)`" }
        }
        return writers.isEmpty ? "no behaviour in use or available writes `\(property)`" : writers.joined(separator: ", ")
    }

    // MARK: Remember

    /// `remember: {NAME: PATH, …}`: each name keeps the path's value from now on.
    func remember(_ node: Node) -> [(name: String, path: PropertyPath)]? {
        guard let pairs = node.mapping, !pairs.isEmpty else {
            context.error("`remember` is a map of `NAME: PATH`, such as `{start: feed.offset}`, not \(node.kindDescription)", at: node.mark)
            return nil
        }
        var kept: [(name: String, path: PropertyPath, kind: ValueKind)] = []
        for pair in pairs {
            guard let name = context.identifier(pair.key, "remember"), let text = context.string(pair.value, name),
                  let checked = path(text, at: pair.value.mark) else { return nil }
            kept.append((name, checked.path, checked.kind))
        }
        for (name, _, kind) in kept { remembered[name] = kind }
        return kept.map { ($0.name, $0.path) }
    }

    // MARK: Matchers

    /// The matcher `node` gives for `checked`.
    private func matcher(_ node: Node, for checked: CheckedPath) -> Matcher? {
        let (path, kind) = (checked.path, checked.kind)
        if let pairs = node.mapping, pairs.contains(where: { $0.key.isScalar("not") }) {
            guard pairs.count == 1 else {
                context.error("`not` stands alone: `{not: MATCHER}`", at: node.mark)
                return nil
            }
            return matcher(pairs[0].value, for: checked).map(Matcher.not)
        }
        if let pairs = node.mapping, pairs.contains(where: { pair in Self.pathMatcherKeys.contains { pair.key.isScalar($0) } || (pair.key.isScalar("approx") && pair.value.mapping != nil) }) {
            return pathMatcher(node, for: checked)
        }
        if kind != .number, let name = rememberedName(node) {
            return remembered(name, as: kind, at: node.mark).map { _ in .remembered(name) }
        }
        // A view's property other than its own built-in ones is what a behaviour writes, of the kind it writes
        // (a plugin may call a number `phase`): it is matched by that kind, not as the scroll view's property of that name.
        let writtenOnView = context.symbols[path.target]?.kind == .view && !Property.view.contains(path.property)
        if path.property.builtInKind == nil || writtenOnView {
            switch kind {
            case .number: return numericMatcher(node, for: checked)
            case .text: return context.string(node, path.description, acceptingAnyScalar: true).map(Matcher.text)
            case .boolean: return context.boolean(node, path.description).map(Matcher.boolean)
            }
        }
        switch path.property {
        case .phase:
            return context.choice(node, path.description, among: Self.phases).map(Matcher.text)
        case .accessoryPlacement where path.target == SymbolTable.tabBar:
            return context.choice(node, path.description, among: ["expanded", "inline", "none"]).map(Matcher.text)
        case _ where EdgeEffectPath(path.property.name)?.field == .style:
            return context.choice(node, path.description, among: EdgeEffectStyle.allCases.map(\.rawValue)).map(Matcher.text)
        case .scrollPhase:
            return context.choice(node, path.description, among: SwiftUIScrollPhase.allCases.map(\.rawValue)).map(Matcher.text)
        case .position where kind == .text:
            // A bar's `position` is a word (`ThresholdBar`); the others are ids.
            fallthrough
        case .firstVisibleRow, .lastVisibleRow, .pinnedSection:
            return context.string(node, path.description, acceptingAnyScalar: true).map(Matcher.text)
        case .visible, .navigationBarScrollEdge:
            return context.boolean(node, path.description).map(Matcher.boolean)
        case .selected:
            if tabs.names.isEmpty {
                context.error("`tabBar.selected` needs `tabs` declared at the top level", at: node.mark)
                return nil
            }
            guard let tab = context.string(node, path.description) else { return nil }
            if tabs.contains(tab) { return .text(tab) }
            return context.choice(node, path.description, among: tabs.names).map(Matcher.text)
        case _ where kind == .text:
            return context.string(node, path.description, acceptingAnyScalar: true).map(Matcher.text)
        case _ where kind == .boolean:
            return context.boolean(node, path.description).map(Matcher.boolean)
        default:
            return numericMatcher(node, for: checked)
        }
    }

    private func numericMatcher(_ node: Node, for checked: CheckedPath) -> Matcher? {
        let tolerance = tolerances[checked.unit]
        if node.mapping != nil {
            return rangeOrApproximate(node, for: checked.path, tolerance: tolerance)
        }
        if let bound = bound(node, for: checked.path) {
            return bound.map { .bound($0, tolerance: tolerance) }
        }
        return operand(node, checked.path.description).map { .approximately($0, tolerance: tolerance) }
    }

    /// `top` or `bottom` for a vertical offset, `left` or `right` for a
    /// horizontal one: `.some(nil)` when the word is none of its axis's.
    private func bound(_ node: Node, for path: PropertyPath) -> OffsetTarget?? {
        guard case .string(let text)? = node.scalar?.value, Property.offsets.contains(path.property), !text.hasPrefix("$") else { return nil }
        let isHorizontal = path.property == .offsetX || (path.property == .offset && context.symbols.axis(of: path.target) == .horizontal)
        return .some(OffsetReader(context: context).decode(node, path.description, axis: isHorizontal ? .horizontal : .vertical))
    }

    private static let matcherKeys = ["approx", "tolerance", "min", "max", "not"]
    /// The keys of a matcher between properties, beside `approx`.
    private static let pathMatcherKeys = ["equals", "atLeast", "atMost"]

    /// `{equals|atLeast|atMost: {path: PATH}}` or `{approx: {path: PATH},
    /// tolerance: T}`: the checked value against another property's when
    /// checked, numbers within the checked path's tolerance.
    private func pathMatcher(_ node: Node, for checked: CheckedPath) -> Matcher? {
        guard let map = MappingReader(node, subject: .init(quoting: checked.path, after: "the matcher of "), keys: Self.pathMatcherKeys + ["approx", "tolerance"], context: context) else { return nil }
        let given = (Self.pathMatcherKeys + ["approx"]).compactMap { key in map[key].map { (key, $0) } }
        guard given.count == 1, let (key, value) = given.first else {
            context.error("a matcher between properties is one of `equals`, `atLeast`, `atMost` or `approx`, with `{path: PATH}`", at: node.mark)
            return nil
        }
        guard let pathMap = MappingReader(value, subject: .init(quoting: key), keys: ["path"], context: context),
              let pathNode = pathMap.required("path"),
              let other = context.string(pathNode, "path").flatMap({ path($0, at: pathNode.mark) }) else { return nil }
        guard other.kind == checked.kind else {
            context.error("`\(checked.path)` holds a \(checked.kind.rawValue) and `\(other.path)` a \(other.kind.rawValue); a matcher compares values of one kind", at: pathNode.mark)
            return nil
        }
        if checked.kind == .number, other.unit != checked.unit {
            let unit = { (unit: NumberUnit) in unit == .points ? "points" : "a unitless number" }
            context.error("`\(checked.path)` is in \(unit(checked.unit)) and `\(other.path)` is \(unit(other.unit)); compare a property with one of its unit", at: pathNode.mark)
            return nil
        }
        if map["tolerance"] != nil, key != "approx" {
            context.error("`tolerance` goes with `approx`: `{approx: {path: PATH}, tolerance: T}`", at: map["tolerance"]!.mark)
            return nil
        }
        guard checked.kind == .number else {
            guard key == "equals" else {
                context.error("`\(key)` compares numbers; `\(checked.path)` holds a \(checked.kind.rawValue): use `equals`", at: value.mark)
                return nil
            }
            return .samePath(other.path)
        }
        let tolerance = map["tolerance"].map { context.number($0, "tolerance", minimum: 0, maximum: SpecLimits.length) } ?? tolerances[checked.unit]
        guard let tolerance else { return nil }
        switch key {
        case "atLeast": return .range(min: .path(other.path), max: nil)
        case "atMost": return .range(min: nil, max: .path(other.path))
        default: return .approximately(.path(other.path), tolerance: tolerance)
        }
    }

    private func rangeOrApproximate(_ node: Node, for path: PropertyPath, tolerance: Double) -> Matcher? {
        guard let map = MappingReader(node, subject: .init(quoting: path, after: "the matcher of "), keys: Self.matcherKeys, context: context) else { return nil }
        let length = SpecLimits.length
        if let approxNode = map["approx"] {
            if map["min"] != nil || map["max"] != nil {
                context.error("a matcher is either `{approx: N, tolerance: T}` or `{min: A, max: B}`, not both", at: node.mark)
                return nil
            }
            let value = operand(approxNode, "approx")
            let given = map["tolerance"].map { context.number($0, "tolerance", minimum: 0, maximum: length) }
            guard let value, let tolerance = given ?? tolerance else { return nil }
            return .approximately(value, tolerance: tolerance)
        }
        guard map["tolerance"] == nil else {
            context.error("`tolerance` goes with `approx`: `{approx: N, tolerance: T}`", at: map["tolerance"]!.mark)
            return nil
        }
        let (minNode, maxNode) = (map["min"], map["max"])
        guard minNode != nil || maxNode != nil else {
            context.error("a matcher map needs `approx`, or `min` and/or `max`", at: node.mark)
            return nil
        }
        let (min, max) = (minNode.map { rangeEnd($0, "min", for: path) }, maxNode.map { rangeEnd($0, "max", for: path) })
        if min == .some(nil) || max == .some(nil) { return nil }
        if case .value(let low)?? = min, case .value(let high)?? = max, low > high {
            context.error("`min` \(low.formatted) is more than `max` \(high.formatted)", at: node.mark)
            return nil
        }
        return .range(min: min ?? nil, max: max ?? nil)
    }

    /// An end of a range: a number, `$NAME`, or `top`/`bottom` for an offset.
    private func rangeEnd(_ node: Node, _ what: String, for path: PropertyPath) -> Operand? {
        if let bound = bound(node, for: path) { return bound.map(Operand.bound) }
        return operand(node, what)
    }

    /// A number, or `$NAME` for a remembered number: up to
    /// ``largestOperand`` either way, since a run reaches offsets past the
    /// largest content size a spec declares (its insets added), and a
    /// plugin's numbers have no bound of their own.
    private func operand(_ node: Node, _ what: @autoclosure () -> String) -> Operand? {
        if let name = rememberedName(node) {
            return remembered(name, as: .number, at: node.mark).map { _ in .remembered(name) }
        }
        return context.number(node, what(), minimum: -Self.largestOperand, maximum: Self.largestOperand).map(Operand.value)
    }

    /// The largest number a matcher compares with: every report prints it exactly.
    static let largestOperand = 1e15

    private func rememberedName(_ node: Node) -> String? {
        guard case .string(let text)? = node.scalar?.value, text.hasPrefix("$") else { return nil }
        return String(text.dropFirst())
    }

    /// Checks that `name` was remembered before this step, as a value of `kind`.
    private func remembered(_ name: String, as kind: ValueKind, at mark: Mark) -> String? {
        guard !readsInvariants else {
            context.error("`$\(name)` cannot be read by an invariant: invariants hold from the run's start, before any `remember` keeps a value; "
                          + "compare with a number or a bound (`top`, `bottom`), or check `$\(name)` in an `expect` after its `remember`", at: mark)
            return nil
        }
        guard let kept = remembered[name] else {
            let known = remembered.keys.sorted()
            let hint = known.isEmpty ? "; nothing is remembered yet (`- remember: {\(name): PATH}`)" : Suggestion.hint(for: name, among: known)
            context.error("`$\(name)` is used before any `remember` keeps it" + hint, at: mark)
            return nil
        }
        guard kept == kind else {
            context.error("`$\(name)` holds a \(kept.rawValue), but this matcher needs a \(kind.rawValue)", at: mark)
            return nil
        }
        return name
    }
}
