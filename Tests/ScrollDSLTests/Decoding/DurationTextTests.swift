import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

@Suite("Duration text")
struct DurationTextTests {
    @Test("durations read as milliseconds", arguments: [
        ("300ms", 300.0), ("1.5s", 1500), (" 3 ms ", 3), ("0.25 s", 250), ("1.s", 1000), (".5s", 500), ("007s", 7000),
        ("123456789012345ms", 123_456_789_012_345), ("1234567890123456ms", 1_234_567_890_123_456), ("99999999999999999999ms", 1e20),
    ])
    func valid(text: String, milliseconds: Double) {
        #expect(VirtualTime.milliseconds(in: text) == milliseconds)
    }

    @Test("anything else is no duration", arguments: ["300", "ms", "s", " ms", "1..5s", "1e3s", "-3ms", "+3ms", "3 m s", "3ms ms", "½s", "0x1Fms"])
    func invalid(text: String) {
        #expect(VirtualTime.milliseconds(in: text) == nil)
    }
}
