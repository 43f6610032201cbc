import Testing
@testable import ScrollDSL

/// The decoder's tables keep a large spec small (screens by number, written
/// properties by number); what they answer is what the names say.
@Suite("Decoder tables")
struct DecoderTablesTests {
    private let mark = Mark(line: 1, column: 1)

    @Test("a symbol's screen and axes read back by name, whatever order screens are declared in")
    func symbols() {
        var table = SymbolTable()
        #expect(table.declare("home", kind: .screen, screen: "home", at: mark) == nil)
        #expect(table.declare("feed", kind: .scrollView, screen: "home", at: mark) == nil)
        #expect(table.declare("detail", kind: .screen, screen: "detail", at: mark) == nil)
        #expect(table.declare("bar", kind: .view, screen: "detail", at: mark) == nil)
        #expect(table.declare("undo", kind: .behaviour, screen: "home", at: mark) == nil)
        table.setAxis(.horizontal, of: "feed")
        #expect(["home", "feed", "detail", "bar", "undo"].map(table.screen(of:)) == ["home", "home", "detail", "detail", "home"])
        #expect(table.axis(of: "feed") == .horizontal && table.axis(of: "bar") == nil)
        #expect(table.names(of: .screen) == ["home", "detail"])
        #expect(table.names(of: .view, onScreen: "home").isEmpty && table.names(of: .view, onScreen: "detail") == ["bar"])
        #expect(table.problem(resolving: "bar", as: .view, onScreen: "home") == "view `bar` is on screen `detail`, not on `home`")
        #expect(table.declare("feed", kind: .view, screen: "detail", at: mark)?.hasPrefix("`feed` is already declared as a scroll view") == true)
        #expect(table.screen(of: "feed") == "home")
    }

    @Test("written properties read back by path, and by view sorted by name")
    func written() {
        var symbols = SymbolTable()
        for (name, kind) in [("home", SymbolTable.Kind.screen), ("hero", .view), ("bar", .view)] {
            _ = symbols.declare(name, kind: kind, screen: "home", at: mark)
        }
        var written = WrittenProperties()
        let number = WrittenProperty(kind: .number, unit: .unitless)
        let word = WrittenProperty(kind: .text, unit: .unitless)
        written.record(number, at: PropertyPath(target: "hero", property: .translation), in: symbols)
        written.record(number, at: PropertyPath(target: "hero", property: .fraction), in: symbols)
        written.record(word, at: PropertyPath(target: "bar", property: .position), in: symbols)
        #expect(written.written(at: PropertyPath(target: "bar", property: .position), in: symbols) == word)
        #expect(written.written(at: PropertyPath(target: "hero", property: .fraction), in: symbols) == number)
        #expect(written.written(at: PropertyPath(target: "bar", property: .fraction), in: symbols) == nil)
        #expect(written.written(at: PropertyPath(target: "nowhere", property: .fraction), in: symbols) == nil)
        #expect(written.names(writtenOn: "hero", in: symbols) == ["fraction", "translation"])
        #expect(written.names(writtenOn: "bar", in: symbols) == ["position"])
        #expect(written.names(writtenOn: "home", in: symbols).isEmpty)
    }

    @Test("each property the language defines has its kind, found by name; other names have none")
    func propertyKinds() {
        let defined = Property.scrollView + Property.rows + Property.view + Property.screen + Property.navigationBar + Property.tabBar + Property.keyboard
        #expect(defined.allSatisfy { $0.builtInKind != nil })
        #expect([Property.offset, .offsetY, .fraction, .contentInsetTop, .adjustedContentInsetBottom, .navigationBarHeight, .keyboardFrameY].allSatisfy { $0.builtInKind == .number })
        #expect([Property.phase, .position, .selected, .firstVisibleRow, .pinnedSection].allSatisfy { $0.builtInKind == .text })
        #expect([Property.visible, .navigationBarScrollEdge].allSatisfy { $0.builtInKind == .boolean })
        #expect(Property("alpha").builtInKind == nil && Property("Offset").builtInKind == nil)
    }
}
