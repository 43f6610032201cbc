/// Streams trace lines to an output file through its buffer, so a long run
/// never holds its trace in memory. A write that fails is kept, not trapped:
/// the run goes on, and ``finish()`` reports the failure.
package final class FileTraceSink: TraceSink {
    private let file: OutputFile
    /// The first write that failed.
    package private(set) var failure: OutputError?

    /// Opens the trace's target.
    package init(_ target: OutputTarget) throws(OutputError) {
        file = try OutputFile(target)
    }

    package func writeLine(_ line: String) {
        guard failure == nil else { return }
        do {
            try file.write(line + "\n")
        } catch {
            failure = error
        }
    }

    /// Puts the whole trace in place, or throws the first failure.
    package func finish() throws(OutputError) {
        if let failure { throw failure }
        try file.commit()
    }

    /// Leaves the target as it was (an interrupted run).
    package func abandon() {
        file.abandon()
    }
}
