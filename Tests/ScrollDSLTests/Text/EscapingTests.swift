@testable import ScrollDSL
import ScrollDSLBuiltIns
import ScrollText
import Testing

@Suite("Report escaping")
struct EscapingTests {
    @Test("annotation messages escape %, CR and LF; properties also : and ,")
    func githubEscapes() {
        #expect(GitHubReport.escapeData("50% done\r\nnext: a, b") == "50%25 done%0D%0Anext: a, b")
        #expect(GitHubReport.escapeProperty("dir:a,b%\n") == "dir%3Aa%2Cb%25%0A")
        let diagnostic = Diagnostic(file: "specs/a,b:c.scroll.yaml", mark: Mark(line: 3, column: 4), message: "got 100%\nreally")
        #expect(GitHubReport.annotation(diagnostic, title: "t") == "::error file=specs/a%2Cb%3Ac.scroll.yaml,line=3,col=4,title=scrollrun%3A t::got 100%25\\nreally")
    }

    @Test("spec content reaches line reports on one line, with no terminal controls")
    func visibleEscapes() {
        #expect("a\nb\rc\td\u{1B}[31m\u{7F}\u{85}\u{2028}é".visiblyEscaped == "a\\nb\\rc\\td\\u{1B}[31m\\u{7F}\\u{85}\\u{2028}é")
        #expect("plain text".visiblyEscaped == "plain text")
        let forged = Diagnostic(file: "a\nb.scroll.yaml", mark: Mark(line: 1, column: 2), message: "x\ny.scroll.yaml:1:1: error: z")
        #expect(forged.description == "a\\nb.scroll.yaml:1:2: error: x\\ny.scroll.yaml:1:1: error: z")
    }

    @Test("TAP descriptions stay on one line: # and \\ escaped, breaks as spaces, U+0085 and U+2028 visible")
    func tapEscapes() {
        #expect(TAPReport.escape("a #1\nb\\c\u{85}d\u{2028}e") == "a \\#1 b\\\\c\\\\u{85}d\\\\u{2028}e")
    }

    @Test("XML escapes markup and drops characters XML 1.0 cannot hold")
    func xmlEscapes() {
        #expect(XML.escape("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        #expect(XML.escape("tab\tline\nbell\u{7}cr\r") == "tab\tline\nbell\u{FFFD}cr&#13;")
    }

    @Test("JSON strings escape quotes, backslashes and control characters")
    func jsonEscapes() {
        #expect(JSON.string("say \"hi\"\\\n\u{1}") == "\"say \\\"hi\\\"\\\\\\n\\u0001\"")
    }
}
