/// What `run` or `validate` found over every spec file, in file order: the
/// input of every report format.
package struct Report: Sendable {
    /// One spec file and what became of it.
    package struct Entry: Sendable {
        /// The file, as the user named it.
        package let file: String
        /// The spec's name, when it loaded.
        package let name: String?
        /// What became of it.
        package let outcome: Outcome
        /// What is valid but probably not meant, for a spec that loaded.
        package var warnings: [Diagnostic] = []
    }

    /// What became of a spec file.
    package enum Outcome: Sendable {
        /// It broke the language's rules.
        case invalid([Diagnostic])
        /// It is valid; nothing ran (`validate`).
        case valid
        /// It ran.
        case ran(RunResult)
    }

    /// Every file, in the order given.
    package var entries: [Entry] = []

    /// An empty report.
    package init() {}

    /// Adds a file that did not load.
    package mutating func addInvalid(file: String, _ diagnostics: [Diagnostic]) {
        entries.append(Entry(file: file, name: nil, outcome: .invalid(diagnostics)))
    }

    /// Adds a valid spec that was not run.
    package mutating func addValid(_ spec: Spec) {
        entries.append(Entry(file: spec.file, name: spec.name, outcome: .valid, warnings: spec.warnings))
    }

    /// Adds a spec that ran, with the warnings its loading found.
    package mutating func addRun(_ result: RunResult, warnings: [Diagnostic] = []) {
        entries.append(Entry(file: result.file, name: result.name, outcome: .ran(result), warnings: warnings))
    }

    /// Counts over the entries.
    package var counts: Counts {
        var counts = Counts()
        for entry in entries {
            switch entry.outcome {
            case .invalid(let diagnostics):
                counts.invalid += 1
                counts.errors += diagnostics.count
            case .valid:
                counts.passed += 1
            case .ran(let result):
                if result.stoppedBy?.isLimit == true {
                    counts.invalid += 1
                } else if result.passed {
                    counts.passed += 1
                } else {
                    counts.failed += 1
                }
                counts.expectations += result.expectations.count
                counts.failedExpectations += result.failedCount
            }
        }
        return counts
    }

    /// Counts of a report.
    package struct Counts: Sendable, Equatable {
        /// Specs that ran and passed (validating: that loaded).
        package var passed = 0
        /// Specs that ran and failed.
        package var failed = 0
        /// Specs that did not load, or ran past the time limit.
        package var invalid = 0
        /// Problems found in the specs that did not load.
        package var errors = 0
        /// Expectations (and invariants) checked.
        package var expectations = 0
        /// Those that failed.
        package var failedExpectations = 0

        /// Every spec file.
        package var specs: Int { passed + failed + invalid }
    }
}

extension RunResult {
    /// A failure that stopped the script, as its own diagnostic.
    var stopDiagnostic: Diagnostic? {
        stoppedBy.map { Diagnostic(file: $0.file ?? file, mark: $0.mark, message: $0.message) }
    }
}
