/// Streams trace lines to an output file through its buffer, so a long run
/// never holds its trace in memory. A write that fails is kept, not trapped:
/// the run goes on, and ``finish()`` reports the failure.
public final class FileTraceSink: TraceSink {
    private let file: OutputFile
    /// The first write that failed.
    public private(set) var failure: OutputError?

    /// Opens the trace's target.
    package init(_ target: OutputTarget) throws(OutputError) {
        file = try OutputFile(target)
    }

    /// Opens a trace file at `path`, as `--trace` does: written beside it and
    /// renamed into place by ``finish()``; a symbolic link is followed.
    public convenience init(path: String) throws(OutputError) {
        try self.init(OutputTarget(path))
    }

    public func writeLine(_ line: String) {
        guard failure == nil else { return }
        do {
            try file.write(line + "\n")
        } catch {
            failure = error
        }
    }

    /// Puts the whole trace in place, or throws the first failure.
    public func finish() throws(OutputError) {
        if let failure { throw failure }
        try file.commit()
    }

    /// Leaves the target as it was (an interrupted run).
    public func abandon() {
        file.abandon()
    }
}
