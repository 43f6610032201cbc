extension Counterexample {
    /// How reports introduce its script: `the shortest script found (run 5):
    /// 2 steps, shrunk from 21`, and `, written to FILE` once it was.
    var reportHeading: String {
        "the shortest script found (run \(run)\(deviceNote)): \(stepCount), shrunk from \(originalSteps)"
            + (writtenTo.map { ", written to \($0)" } ?? "")
    }

    /// `, device 2 of the spec's list` when it broke on one of a list, or nothing.
    var deviceNote: String {
        device.map { ", device \($0 + 1) of the spec's list" } ?? ""
    }

    /// `1 step`, `2 steps`.
    var stepCount: String {
        steps.count == 1 ? "1 step" : "\(steps.count) steps"
    }

    /// Each step as a spec writes it, without the list's `  - `: `wait: 353ms`.
    var stepTexts: [String] {
        scriptLines.map { $0.hasPrefix(Self.itemPrefix) ? String($0.dropFirst(Self.itemPrefix.count)) : $0 }
    }

    /// What starts each of ``scriptLines``.
    static let itemPrefix = "  - "

    /// The script as a spec writes it: `script:`, then its steps; `script: []`
    /// when it has none (the invariant breaks before the first step).
    var scriptBlock: [String] {
        scriptLines.isEmpty ? ["script: []"] : ["script:"] + scriptLines
    }

    /// The heading, then the script.
    var reportLines: [String] {
        [reportHeading + ":"] + scriptBlock
    }
}

extension RunResult {
    /// For the failure at `mark` of an exploration: its counterexample, when
    /// that broke there, whose script reports show with the failure.
    func counterexample(brokenAt mark: Mark) -> Counterexample? {
        exploration?.counterexample.flatMap { $0.mark == mark ? $0 : nil }
    }
}

extension Counterexample: CustomStringConvertible {
    /// What broke, then the shortest script found: a Swift test's failure message.
    public var description: String {
        ([message] + reportLines).joined(separator: "\n")
    }
}
