import Testing
import ScrollDSL
import ScrollDSLBuiltIns

@Suite("Nearest-name suggestions")
struct SuggestionTests {
    @Test("on a tie, a name that holds what was typed wins: a row typed `30` is `m30`, not `m0`")
    func tieHoldsName() {
        let rows = (0..<50).map { "m\($0)" }
        #expect(Suggestion.nearest(to: "30", among: rows) == "m30")
        #expect(Suggestion.hint(for: "7", among: rows) == "; did you mean `m7`?")
        #expect(Suggestion.nearest(to: "m3O", among: rows) == "m3", "a tie that neither holds keeps declaration order")
    }

    @Test("numbers print as they read back, without an exponent from 10^15 down to a trillionth; reports round to 3 places or 3 significant digits, never to 0 or inf", arguments: [
        (12.0, "12", "12"), (2902.5, "2902.5", "2902.5"), (-0.25, "-0.25", "-0.25"), (0.00001, "0.00001", "0.00001"),
        (-0.0000125, "-0.0000125", "-0.0000125"), (0.000012345, "0.000012345", "0.0000123"), (1e15, "1000000000000000", "1000000000000000"),
        (1e308, "1e+308", "1e+308"), (1e-13, "1e-13", "1e-13"), (0.1234567, "0.1234567", "0.123"), (0.0004, "0.0004", "0.0004"),
    ])
    func numbers(_ value: Double, _ text: String, _ reported: String) {
        #expect(value.formatted == text)
        #expect(PropertyValue.number(value).description == reported)
    }

    @Test("the nearest name wins; ties keep declaration order")
    func nearest() {
        #expect(Suggestion.nearest(to: "contentHieght", among: ["viewportHeight", "contentHeight", "contentInset"]) == "contentHeight")
        #expect(Suggestion.nearest(to: "OFFSET", among: ["velocity", "offset"]) == "offset")
        #expect(Suggestion.nearest(to: "ab", among: ["xb", "ay"]) == "xb")
        #expect(Suggestion.nearest(to: "x", among: []) == nil)
    }

    @Test("a close name is suggested; a far one lists the valid ones instead of a misleading guess")
    func farHint() {
        #expect(Suggestion.hint(for: "offst", among: ["offset", "phase"]) == "; did you mean `offset`?")
        #expect(Suggestion.hint(for: "zzzzzz", among: ["top", "bottom"]) == "; valid here: `top`, `bottom`")
        #expect(Suggestion.hint(for: "zzzzzz", among: ["top"]) == "; valid here: `top`")
        #expect(Suggestion.hint(for: "x", among: []) == "")
        let many = (1...30).map { "name\($0)" }
        #expect(Suggestion.hint(for: "zzzzzzzzz", among: many).hasSuffix("`name24` and 6 more"))
    }

    @Test("suggestions take bounded time: very long names are never compared")
    func boundedTime() {
        let long = String(repeating: "a", count: 8_000_000)
        let other = String(repeating: "a", count: 7_999_999) + "b"
        #expect(Suggestion.nearest(to: long, among: [other]) == nil)
        #expect(Suggestion.closeMatch(for: "contentHeight", among: [other, "contentHeigth"]) == "contentHeigth")
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
