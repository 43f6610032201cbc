import ScrollText

/// Reads a recording's JSON lines: `{"scrollrecording": 1, "device": {"width":
/// PT, "height": PT}}`, then `{"t": SECONDS, "sv": ID, "x": PT, "y": PT,
/// "phase": "idle|tracking|decelerating|animating"}` per scroll view and frame
/// and `{"t": SECONDS, "touch": "down|move|up", "x": PT, "y": PT}` per touch,
/// `t` non-decreasing. A problem is a ``Diagnostic`` at its line and column.
extension Recording {
    /// The largest recording read, in bytes (an hour at 120 Hz of two scroll views is about 60 MB).
    static let maxBytes = 512 << 20

    /// The recording in `bytes`, read from `file`.
    public init(parsing bytes: [UInt8], file: String) throws(Diagnostic) {
        var reader = LineReader(file: file)
        var header: (width: Double, height: Double)?
        var frames: [Frame] = []
        var touches: [Touch] = []
        for (offset, bytes) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let text = String(decoding: bytes, as: UTF8.self)
            guard !text.allSatisfy(\.isWhitespace) else { continue }
            reader.line = offset + 1
            let members = try reader.members(of: text)
            guard header != nil else {
                header = try reader.header(members)
                continue
            }
            if members.contains(where: { $0.key == "touch" }) {
                touches.append(try reader.touch(members, after: touches.last))
            } else {
                frames.append(try reader.frame(members))
            }
        }
        guard let header else { throw reader.problem("the recording is empty; it starts with `{\"scrollrecording\": 1, \"device\": {\"width\": PT, \"height\": PT}}`", line: 1) }
        if let open = touches.last, open.kind != .up {
            throw reader.problem("the touch that goes down on line \(touches.last { $0.kind == .down }!.line) never goes `up`", line: open.line)
        }
        self.file = file
        deviceWidth = header.width
        deviceHeight = header.height
        self.frames = frames
        self.touches = touches
    }
}

/// Reads one line after another, keeping time order.
private struct LineReader {
    let file: String
    var line = 0
    /// The time of the latest line, which the next may not precede.
    private var latest = VirtualTime.zero

    init(file: String) {
        self.file = file
    }

    func problem(_ message: String, line: Int? = nil, column: Int = 1) -> Diagnostic {
        Diagnostic(file: file, mark: Mark(line: line ?? self.line, column: column), message: message)
    }

    func members(of text: String) throws(Diagnostic) -> [JSONLineReader.Member] {
        do {
            return try JSONLineReader.members(of: Substring(text))
        } catch {
            throw problem("not a recording's line: \(error.message)", column: error.column)
        }
    }

    func header(_ members: [JSONLineReader.Member]) throws(Diagnostic) -> (width: Double, height: Double) {
        guard let version = members.first(where: { $0.key == "scrollrecording" }) else {
            throw problem("a recording starts with `{\"scrollrecording\": 1, \"device\": {\"width\": PT, \"height\": PT}}`")
        }
        guard version.value == .number(1) else { throw problem("this scrollrun reads `scrollrecording: 1`", column: version.column) }
        try expectKeys(members, ["scrollrecording", "device"])
        guard let device = members.first(where: { $0.key == "device" }), case .object(let size) = device.value else {
            throw problem("the first line names the `device`: `{\"width\": PT, \"height\": PT}`")
        }
        try expectKeys(size, ["width", "height"])
        return (try positive("width", in: size, at: device.column), try positive("height", in: size, at: device.column))
    }

    mutating func frame(_ members: [JSONLineReader.Member]) throws(Diagnostic) -> Recording.Frame {
        try expectKeys(members, ["t", "sv", "x", "y", "phase"])
        let time = try self.time(members)
        guard let id = members.first(where: { $0.key == "sv" }) else { throw problem("a line has `sv` (a scroll view) or `touch`") }
        guard case .string(let scrollView) = id.value, !scrollView.isEmpty else { throw problem("`sv` is a scroll view's identifier", column: id.column) }
        var phase: ScrollPhase?
        if let member = members.first(where: { $0.key == "phase" }) {
            let names = ["idle", "tracking", "decelerating", "animating"]
            guard case .string(let text) = member.value, let read = ScrollPhase(rawValue: text), names.contains(text) else {
                throw problem("`phase` is one of \(names.map { "`\($0)`" }.joined(separator: ", "))", column: member.column)
            }
            phase = read
        }
        return Recording.Frame(time: time, scrollView: scrollView, x: try number("x", in: members), y: try number("y", in: members), phase: phase, line: line)
    }

    mutating func touch(_ members: [JSONLineReader.Member], after previous: Recording.Touch?) throws(Diagnostic) -> Recording.Touch {
        try expectKeys(members, ["t", "touch", "x", "y"])
        let time = try self.time(members)
        let member = members.first { $0.key == "touch" }!
        guard case .string(let text) = member.value, let kind = Recording.Touch.Kind(rawValue: text) else {
            throw problem("`touch` is `down`, `move` or `up`", column: member.column)
        }
        let down = previous.map { $0.kind != .up } ?? false
        if kind == .down, down { throw problem("a second `down` before the finger went `up`: a recording has one finger", column: member.column) }
        if kind != .down, !down { throw problem("a `\(text)` with no finger down; a touch starts with `down`", column: member.column) }
        return Recording.Touch(time: time, kind: kind, x: try number("x", in: members), y: try number("y", in: members), line: line)
    }

    /// `t`, in seconds, no earlier than the line before.
    private mutating func time(_ members: [JSONLineReader.Member]) throws(Diagnostic) -> VirtualTime {
        guard let member = members.first(where: { $0.key == "t" }) else { throw problem("each line has `t`, its time in seconds") }
        guard case .number(let seconds) = member.value, seconds >= 0, seconds <= 1e9 else {
            throw problem("`t` is a time in seconds, at least 0", column: member.column)
        }
        let time = VirtualTime(nanoseconds: Int64((seconds * 1e9).rounded()))
        guard time >= latest else {
            throw problem("lines are in time order: t = \(seconds.formatted) comes after t = \(latest.seconds.formatted)", column: member.column)
        }
        latest = time
        return time
    }

    private func number(_ key: String, in members: [JSONLineReader.Member]) throws(Diagnostic) -> Double {
        guard let member = members.first(where: { $0.key == key }) else { throw problem("the line has no `\(key)`") }
        guard case .number(let value) = member.value, abs(value) <= SpecLimits.length else {
            throw problem("`\(key)` is a number of points", column: member.column)
        }
        return value
    }

    private func positive(_ key: String, in members: [JSONLineReader.Member], at column: Int) throws(Diagnostic) -> Double {
        guard let member = members.first(where: { $0.key == key }) else { throw problem("the `device` has no `\(key)`", column: column) }
        guard case .number(let value) = member.value, value > 0, value <= SpecLimits.deviceSize else {
            throw problem("`\(key)` is the screen's size in points, above 0", column: member.column)
        }
        return value
    }

    private func expectKeys(_ members: [JSONLineReader.Member], _ keys: [String]) throws(Diagnostic) {
        for member in members where !keys.contains(member.key) {
            throw problem("unknown key `\(member.key.visiblyEscaped)`" + Suggestion.hint(for: member.key, among: keys), column: member.column)
        }
    }
}

extension Recording {
    /// The recording in the file at `path` (named on the command line).
    public static func read(contentsOf path: String) throws(Diagnostic) -> Recording {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, maxBytes: maxBytes)
        } catch {
            let reason: String
            switch error {
            case .unreadable(let why): reason = "cannot read the recording: \(why)"
            case .tooLarge(let size): reason = "the recording holds \(size) bytes, more than the \(maxBytes) read"
            }
            throw Diagnostic(file: path, mark: .start, message: reason)
        }
        return try Recording(parsing: bytes, file: path)
    }
}
