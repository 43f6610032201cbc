/// What `run` or `validate` found over every spec file, in file order: the
/// input of every report format.
public struct Report: Sendable {
    /// One spec file and what became of it.
    public struct Entry: Sendable {
        /// The file, as the user named it.
        public let file: String
        /// The spec's name, when it loaded.
        public let name: String?
        /// What became of it.
        public let outcome: Outcome
        /// What is valid but probably not meant, for a spec that loaded.
        public var warnings: [Diagnostic] = []
    }

    /// What became of a spec file.
    public enum Outcome: Sendable {
        /// It broke the language's rules.
        case invalid([Diagnostic])
        /// It is valid; nothing ran (`validate`).
        case valid
        /// It ran.
        case ran(RunResult)
    }

    /// Every file, in the order given.
    public var entries: [Entry] = []

    /// An empty report.
    public init() {}

    /// Adds a file that did not load.
    public mutating func addInvalid(file: String, _ diagnostics: [Diagnostic]) {
        entries.append(Entry(file: file, name: nil, outcome: .invalid(diagnostics)))
    }

    /// Adds a valid spec that was not run.
    public mutating func addValid(_ spec: Spec) {
        entries.append(Entry(file: spec.file, name: spec.name, outcome: .valid, warnings: spec.warnings))
    }

    /// Adds a spec that ran, with the warnings its loading found.
    public mutating func addRun(_ result: RunResult, warnings: [Diagnostic] = []) {
        entries.append(Entry(file: result.file, name: result.name, outcome: .ran(result), warnings: warnings))
    }

    /// Counts over the entries.
    public var counts: Counts {
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
    public struct Counts: Sendable, Equatable {
        /// Specs that ran and passed (validating: that loaded).
        public var passed = 0
        /// Specs that ran and failed.
        public var failed = 0
        /// Specs that did not load, or ran past the time limit.
        public var invalid = 0
        /// Problems found in the specs that did not load.
        public var errors = 0
        /// Expectations (and invariants) checked.
        public var expectations = 0
        /// Those that failed.
        public var failedExpectations = 0

        /// Every spec file.
        public var specs: Int { passed + failed + invalid }
    }
}

extension RunResult {
    /// A failure that stopped the script, as its own diagnostic.
    var stopDiagnostic: Diagnostic? {
        stoppedBy.map { Diagnostic(file: $0.file ?? file, mark: $0.mark, message: $0.message) }
    }
}
