import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

@Suite("Scalar resolution (YAML 1.1)")
struct ScalarResolutionTests {
    @Test("plain scalars resolve", arguments: [
        ("~", ScalarValue.null), ("null", .null), ("NULL", .null), ("", .null),
        ("true", .boolean(true)), ("Yes", .boolean(true)), ("ON", .boolean(true)),
        ("false", .boolean(false)), ("no", .boolean(false)), ("Off", .boolean(false)),
        ("y", .string("y")), ("n", .string("n")), ("Null", .null), ("nULL", .string("nULL")), ("tRUE", .string("tRUE")),
        ("yES", .string("yES")), ("oFF", .string("oFF")), ("offset", .string("offset")), ("nulls", .string("nulls")),
        ("42", .integer(42)), ("-7", .integer(-7)), ("+3", .integer(3)), ("1_000", .integer(1000)),
        ("0x1F", .integer(31)), ("0o17", .integer(15)), ("017", .integer(15)), ("0", .integer(0)),
        ("1.5", .float(1.5)), (".5", .float(0.5)), ("-2.25", .float(-2.25)), ("1e3", .float(1000)),
        ("6.02e+23", .float(6.02e23)), ("-.inf", .float(-.infinity)),
        ("300ms", .string("300ms")), ("1.5s", .string("1.5s")), ("top", .string("top")),
        ("99999999999999999999999", .float(1e23)), ("-1_000_000_000_000_000_000_000", .float(-1e21)),
        ("1.2.3", .string("1.2.3")), ("e5", .string("e5")), ("0x", .string("0x")), ("1_", .string("1_")),
    ])
    func plain(text: String, expected: ScalarValue) {
        #expect(ScalarValue.resolve(text, style: .plain, tag: nil) == expected)
    }

    @Test(".nan resolves to a NaN float")
    func notANumber() throws {
        guard case .float(let value) = ScalarValue.resolve(".nan", style: .plain, tag: nil) else {
            Issue.record("not a float")
            return
        }
        #expect(value.isNaN)
    }

    @Test("quoted scalars are always strings")
    func quoted() throws {
        let root = try #require(try parseYAML("a: '12'\nb: \"true\"\nc: 12\n"))
        #expect(root["a"]?.scalar?.value == .string("12"))
        #expect(root["b"]?.scalar?.value == .string("true"))
        #expect(root["c"]?.scalar?.value == .integer(12))
    }

    @Test("explicit tags fix the type")
    func tags() throws {
        let root = try #require(try parseYAML("a: !!str 12\nb: !!float 3\nc: !!int '7'\n"))
        #expect(root["a"]?.scalar?.value == .string("12"))
        #expect(root["b"]?.scalar?.value == .float(3))
        #expect(root["c"]?.scalar?.value == .integer(7))
    }
}
