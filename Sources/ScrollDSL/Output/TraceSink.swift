/// Where trace lines go: one JSON object per line, written as the run goes.
public protocol TraceSink: AnyObject {
    /// Writes one line (without its newline).
    func writeLine(_ line: String)
}
