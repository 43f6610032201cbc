import Testing
import ScrollDSL

@Suite("Nearest-name suggestions")
struct SuggestionTests {
    @Test("the nearest name wins; ties keep declaration order")
    func nearest() {
        #expect(Suggestion.nearest(to: "contentHieght", among: ["viewportHeight", "contentHeight", "contentInset"]) == "contentHeight")
        #expect(Suggestion.nearest(to: "OFFSET", among: ["velocity", "offset"]) == "offset")
        #expect(Suggestion.nearest(to: "ab", among: ["xb", "ay"]) == "xb")
        #expect(Suggestion.nearest(to: "x", among: []) == nil)
    }

    @Test("a far name lists every valid one")
    func farHint() {
        #expect(Suggestion.hint(for: "offst", among: ["offset", "phase"]) == "; did you mean `offset`?")
        #expect(Suggestion.hint(for: "zzzzzz", among: ["top", "bottom"]) == "; did you mean `top`? (valid here: `top`, `bottom`)")
        #expect(Suggestion.hint(for: "x", among: []) == "")
    }
}

@Suite("Virtual time")
struct VirtualTimeTests {
    @Test("times print exactly and briefly", arguments: [
        (VirtualTime.zero, "0s"), (.milliseconds(300), "300ms"), (.milliseconds(1500), "1.5s"), (.seconds(2), "2s"),
        (VirtualTime(nanoseconds: 8_333_333), "8.333333ms"), (VirtualTime(nanoseconds: -5_000_000), "-5ms"),
        (.milliseconds(1001), "1.001s"),
    ])
    func description(time: VirtualTime, text: String) {
        #expect(time.description == text)
    }
}
