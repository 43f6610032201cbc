import ScrollText

/// A touch file: JSON lines, `{"scrolltouches": 1}` then `{"t": MS, "x": PT,
/// "y": PT}` per sample, `t` in milliseconds from the touch-down (the first 0,
/// never going back), `x` and `y` in screen points. A `touches` step plays one;
/// `scrollrun explore --touches DIR` draws its finger paths from them.
enum TouchFile {
    /// The name a touch file's name ends in: a spec may come from a pull
    /// request, and scrollrun reads no file of another name for it.
    static let suffix = ".jsonl"
    /// The largest touch file read, in bytes (a million samples fit).
    static let maxBytes = 64 << 20

    /// A problem at a line and column of the file.
    struct Problem: Error {
        let message: String
        let mark: Mark
    }

    /// The samples of a touch file's `bytes`, each with its line.
    static func samples(in bytes: [UInt8]) throws(Problem) -> [(sample: TouchSample, line: Int)] {
        var samples: [(sample: TouchSample, line: Int)] = []
        var sawHeader = false
        for (offset, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            func problem(_ message: String, column: Int = 1) -> Problem { Problem(message: message, mark: Mark(line: offset + 1, column: column)) }
            let members: [JSONLineReader.Member]
            do {
                members = try JSONLineReader.members(of: line)
            } catch {
                throw problem("not a touch file's line: \(error.message)", column: error.column)
            }
            guard sawHeader else {
                guard members.count == 1, members[0].key == "scrolltouches", members[0].value == .number(1) else {
                    throw problem("a touch file starts with the line `{\"scrolltouches\": 1}`")
                }
                sawHeader = true
                continue
            }
            var values: [String: Double] = [:]
            for member in members {
                guard ["t", "x", "y"].contains(member.key) else {
                    throw problem("a sample has `t`, `x` and `y`, not `\(member.key.visiblyEscaped)`" + Suggestion.hint(for: member.key, among: ["t", "x", "y"]), column: member.column)
                }
                guard case .number(let value) = member.value else { throw problem("`\(member.key)` must be a number", column: member.column) }
                values[member.key] = value
            }
            guard let t = values["t"], let x = values["x"], let y = values["y"] else {
                throw problem("a sample is `{\"t\": MS, \"x\": PT, \"y\": PT}`; this line lacks `\(["t", "x", "y"].first { values[$0] == nil }!)`")
            }
            guard samples.count < SpecLimits.touchSamples else { throw problem("the file holds more than the \(SpecLimits.touchSamples) samples a step may play") }
            let sample = TouchSample(time: VirtualTime(nanoseconds: Int64((t * 1_000_000).rounded())), x: x, y: y)
            if let message = sample.timeProblem(milliseconds: t, after: samples.last?.sample) { throw problem(message) }
            samples.append((sample, offset + 1))
        }
        guard sawHeader else { throw Problem(message: "the touch file is empty; it starts with the line `{\"scrolltouches\": 1}`", mark: Mark(line: 1, column: 1)) }
        guard !samples.isEmpty else { throw Problem(message: "the touch file holds no sample after its first line", mark: Mark(line: 1, column: 1)) }
        return samples
    }
}

extension TouchSample {
    /// Why a sample at `t` ms cannot come after `previous`: out of range, out
    /// of time order, or a first sample that is not at 0; `nil` when it can.
    func timeProblem(milliseconds t: Double, after previous: TouchSample?) -> String? {
        guard t >= 0, t <= SpecLimits.touchSampleTime else {
            return "a sample's `t` is in milliseconds from the step's start, from 0 to \(SpecLimits.touchSampleTime.formatted), not \(t.formatted)"
        }
        if let previous {
            guard time >= previous.time else { return "samples are in time order: t = \(t.formatted) comes after t = \((previous.time.seconds * 1000).formatted)" }
        } else if t != 0 {
            return "the first sample is the touch-down, at t = 0, not \(t.formatted)"
        }
        return nil
    }

    /// Whether it lies on a screen of `width` × `height` points.
    func isOnScreen(width: Double, height: Double) -> Bool {
        x >= 0 && x <= width && y >= 0 && y <= height
    }
}
