import ScrollText

/// JUnit XML as GitLab and Jenkins read it: one `testsuite` per spec file, one
/// uniquely named `testcase` per expectation, expected and actual in each
/// `failure` (and an explored counterexample's script), the trace around a
/// failure in `system-out`, an invariant no explored run tested `skipped`,
/// the spec's warnings in the suite's `system-err`, and virtual times in
/// `properties`. Every time is virtual, so reports are byte-identical between runs.
package enum JUnitReport {
    package static func render(_ report: Report) -> String {
        let suites = report.entries.map(suite)
        let tests = suites.reduce(0) { $0 + $1.tests }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"scrollrun\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(totalTime(report)))\">",
        ]
        lines += suites.flatMap(\.lines)
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Suite {
        var lines: [String] = []
        var tests = 0
        var failures = 0
        var errors = 0
        var skipped = 0
    }

    private static func suite(_ entry: Report.Entry) -> Suite {
        let className = entry.file.split(separator: "/").joined(separator: ".").replacingSuffix(".scroll.yaml", with: "")
        var cases: [String] = []
        var properties: [(String, String)] = []
        var suite = Suite()
        var time = VirtualTime.zero
        func testcase(_ name: String, line: Int, time: VirtualTime, body: [String]) {
            suite.tests += 1
            let head = "    <testcase name=\"\(XML.escape(name))\" classname=\"\(XML.escape(className))\" file=\"\(XML.escape(entry.file))\" line=\"\(line)\" time=\"\(seconds(time))\""
            cases += body.isEmpty ? [head + "/>"] : [head + ">"] + body + ["    </testcase>"]
        }
        switch entry.outcome {
        case .invalid(let diagnostics):
            suite.errors += 1
            let message = "\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s") in the spec"
            testcase("validation", line: diagnostics.first?.mark.line ?? 1, time: .zero, body: [
                "      <error message=\"\(XML.escape(message))\" type=\"invalid\">\(XML.escape(diagnostics.map(\.description).joined(separator: "\n")))</error>",
            ])
        case .valid:
            testcase("validation", line: 1, time: .zero, body: [])
        case .ran(let result):
            time = result.endTime
            properties.append(("virtual.endTime", result.endTime.description))
            var uses: [String: Int] = [:]
            for expectation in result.expectations {
                let name = uniqueName("expect \(expectation.summary)", uses: &uses)
                properties.append(("virtual.line\(expectation.mark.line).col\(expectation.mark.column)", "from \(expectation.start) to \(expectation.time)"))
                var body: [String] = []
                if let untested = expectation.untested {
                    suite.skipped += 1
                    body.append("      <skipped message=\"\(XML.escape(untested))\"/>")
                }
                if !expectation.passed {
                    suite.failures += 1
                    let messages = expectation.failures.map { "\(result.file):\($0.mark.line):\($0.mark.column): \($0.message)" }
                    let text = withCounterexample(messages, of: result, at: expectation.mark)
                    body.append("      <failure message=\"\(XML.escape(expectation.failures[0].message))\" type=\"expectation\">\(XML.escape(text))</failure>")
                    if !expectation.traceExcerpt.isEmpty {
                        body.append("      <system-out>\(XML.escape(expectation.traceExcerpt.joined(separator: "\n")))</system-out>")
                    }
                }
                testcase(name, line: expectation.mark.line, time: expectation.time - expectation.start, body: body)
            }
            if let stop = result.stopDiagnostic {
                suite.errors += 1
                let text = withCounterexample([stop.description], of: result, at: stop.mark)
                testcase("script", line: stop.mark.line, time: .zero, body: [
                    "      <error message=\"\(XML.escape(stop.message))\" type=\"stopped\">\(XML.escape(text))</error>",
                ] + (result.stopExcerpt.isEmpty ? [] : ["      <system-out>\(XML.escape(result.stopExcerpt.joined(separator: "\n")))</system-out>"]))
            }
        }
        let name = entry.name ?? entry.file
        suite.lines.append("  <testsuite name=\"\(XML.escape(name))\" file=\"\(XML.escape(entry.file))\" tests=\"\(suite.tests)\" failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"\(suite.skipped)\" time=\"\(seconds(time))\">")
        if !properties.isEmpty {
            suite.lines.append("    <properties>")
            suite.lines += properties.map { "      <property name=\"\(XML.escape($0.0))\" value=\"\(XML.escape($0.1))\"/>" }
            suite.lines.append("    </properties>")
        }
        suite.lines += cases
        if !entry.warnings.isEmpty {
            suite.lines.append("    <system-err>\(XML.escape(entry.warnings.map(\.description).joined(separator: "\n")))</system-err>")
        }
        suite.lines.append("  </testsuite>")
        return suite
    }

    /// A failure's lines, then a blank line and the counterexample's script
    /// when an exploration's broke there.
    private static func withCounterexample(_ lines: [String], of result: RunResult, at mark: Mark) -> String {
        let script = result.counterexample(brokenAt: mark)?.reportLines ?? []
        return (lines + (script.isEmpty ? [] : [""] + script)).joined(separator: "\n")
    }

    /// Test case names carry no line numbers, so CI history follows a test
    /// across edits; the second and later uses of a name get ` #2`, ` #3`.
    private static func uniqueName(_ name: String, uses: inout [String: Int]) -> String {
        let count = uses[name, default: 0] + 1
        uses[name] = count
        return count == 1 ? name : "\(name) #\(count)"
    }

    private static func totalTime(_ report: Report) -> VirtualTime {
        report.entries.reduce(.zero) { total, entry in
            if case .ran(let result) = entry.outcome { return total + result.endTime }
            return total
        }
    }

    /// Virtual seconds with millisecond precision: `2.7`, `0.3`.
    private static func seconds(_ time: VirtualTime) -> String {
        let milliseconds = (Double(time.nanoseconds) / 1e6).rounded()
        return (milliseconds / 1000).formatted
    }
}

private extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
