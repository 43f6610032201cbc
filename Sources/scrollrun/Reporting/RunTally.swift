import ScrollDSL

/// Counts over every spec of a `run`, and the lines that report them.
struct RunTally {
    private(set) var passedSpecs = 0
    private(set) var failedSpecs = 0
    let invalid: Int
    private(set) var expectations = 0
    private(set) var failedExpectations = 0

    init(invalid: Int) {
        self.invalid = invalid
    }

    mutating func add(_ result: RunResult) {
        if result.passed { passedSpecs += 1 } else { failedSpecs += 1 }
        expectations += result.expectations.count
        failedExpectations += result.failedCount
    }

    /// `PASS file (name): 4 expectations, t=1.2s` or `FAIL …: 1 of 5 expectations failed…`.
    static func line(for result: RunResult) -> String {
        let count = result.expectations.count
        let noun = count == 1 ? "expectation" : "expectations"
        let head = "\(result.file) (\(result.name))"
        if result.passed {
            return "PASS \(head): \(count) \(noun) held, ended at t=\(result.endTime)"
        }
        var text = "FAIL \(head): \(result.failedCount) of \(count) \(noun) failed"
        if result.stoppedBy != nil { text += "; the script stopped early" }
        return text + ", ended at t=\(result.endTime)"
    }

    /// `4 specs: 3 passed, 1 failed, 0 invalid (26 expectations, 1 failed)`.
    var summary: String {
        let specs = passedSpecs + failedSpecs + invalid
        return "\(specs) \(specs == 1 ? "spec" : "specs"): \(passedSpecs) passed, \(failedSpecs) failed, \(invalid) invalid"
            + " (\(expectations) \(expectations == 1 ? "expectation" : "expectations"), \(failedExpectations) failed)"
    }
}
