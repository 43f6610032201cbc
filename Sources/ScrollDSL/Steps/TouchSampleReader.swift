import ScrollText

/// Reads a `touches` step's samples, inline (`[[t, x, y], …]`) or from a
/// touch file (JSON lines: `{"scrolltouches": 1}`, then `{"t": MS, "x": PT,
/// "y": PT}` per sample): times in milliseconds from the step's start,
/// non-decreasing and the first 0; points on the screen.
struct TouchSampleReader {
    let decoder: StepDecoder
    private var context: DecodingContext { decoder.context }

    init(decoder: StepDecoder) {
        self.decoder = decoder
    }

    /// The name a touch file's name ends in: a spec may come from a pull
    /// request, and scrollrun reads no file of another name for it.
    static let suffix = ".jsonl"
    /// The largest touch file read, in bytes (a million samples fit).
    static let maxFileBytes = 64 << 20

    /// The inline samples of `node`.
    func samples(_ node: Node) -> [TouchSample]? {
        guard let items = node.sequence, !items.isEmpty else {
            context.error("`samples` must be a list of `[t, x, y]` (milliseconds, then screen points), with one sample at least", at: node.mark)
            return nil
        }
        guard items.count <= SpecLimits.touchSamples else {
            context.error("`samples` holds \(items.count) samples, more than the \(SpecLimits.touchSamples) a step may play", at: node.mark)
            return nil
        }
        var samples: [TouchSample] = []
        samples.reserveCapacity(items.count)
        for item in items {
            guard let parts = item.sequence, parts.count == 3 else {
                context.error("each sample is `[t, x, y]`: milliseconds from the step's start, then screen points", at: item.mark)
                return nil
            }
            guard let t = context.number(parts[0], "t"), let x = context.number(parts[1], "x"), let y = context.number(parts[2], "y"),
                  let sample = check(t: t, x: x, y: y, after: samples.last, fail: { context.error($0, at: item.mark) }) else { return nil }
            samples.append(sample)
        }
        return samples
    }

    /// The samples of the touch file `node` names, relative to the spec.
    func samples(inFile node: Node) -> [TouchSample]? {
        guard case .string(let name)? = node.scalar?.value, !name.isEmpty, !name.contains("\0") else {
            context.error("`file` is the path of a touch file, relative to the spec", at: node.mark)
            return nil
        }
        guard name.hasSuffix(Self.suffix) else {
            context.error("`file: \(name.visiblyEscaped)` is not a touch file: a touch file's name ends in `\(Self.suffix)`, and no other file is read", at: node.mark)
            return nil
        }
        let directory = context.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let path = name.hasPrefix("/") || directory.isEmpty ? name : directory + "/" + name
        guard let read = context.readNamedFile else {
            context.error("`file: \(name.visiblyEscaped)`: touch files are read only from a spec loaded from a file", at: node.mark)
            return nil
        }
        switch read(path) {
        case .failure(let problem):
            context.error("`file: \(name.visiblyEscaped)`: \(problem.reason)", at: node.mark)
            return nil
        case .success(let bytes):
            return samples(inTouchFile: bytes, path: path)
        }
    }

    /// The samples of a touch file's `bytes`; its problems are reported at their line and column in `path`.
    private func samples(inTouchFile bytes: [UInt8], path: String) -> [TouchSample]? {
        let text = String(decoding: bytes, as: UTF8.self)
        var samples: [TouchSample] = []
        var sawHeader = false
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.allSatisfy(\.isWhitespace) {
            let number = offset + 1
            func fail(_ message: String, column: Int = 1) -> [TouchSample]? {
                context.error(message, in: path, at: Mark(line: number, column: column))
                return nil
            }
            let members: [JSONLineReader.Member]
            do {
                members = try JSONLineReader.members(of: line)
            } catch {
                return fail("not a touch file's line: \(error.message)", column: error.column)
            }
            guard sawHeader else {
                guard members.count == 1, members[0].key == "scrolltouches", members[0].value == .number(1) else {
                    return fail("a touch file starts with the line `{\"scrolltouches\": 1}`")
                }
                sawHeader = true
                continue
            }
            var values: [String: Double] = [:]
            for member in members {
                guard ["t", "x", "y"].contains(member.key) else {
                    return fail("a sample has `t`, `x` and `y`, not `\(member.key.visiblyEscaped)`" + Suggestion.hint(for: member.key, among: ["t", "x", "y"]), column: member.column)
                }
                guard case .number(let value) = member.value else { return fail("`\(member.key)` must be a number", column: member.column) }
                values[member.key] = value
            }
            guard let t = values["t"], let x = values["x"], let y = values["y"] else {
                return fail("a sample is `{\"t\": MS, \"x\": PT, \"y\": PT}`; this line lacks `\(["t", "x", "y"].first { values[$0] == nil }!)`")
            }
            guard samples.count < SpecLimits.touchSamples else { return fail("the file holds more than the \(SpecLimits.touchSamples) samples a step may play") }
            guard let sample = check(t: t, x: x, y: y, after: samples.last, fail: { _ = fail($0) }) else { return nil }
            samples.append(sample)
        }
        guard sawHeader else { return fail(inEmpty: path) }
        guard !samples.isEmpty else {
            context.error("the touch file holds no sample after its first line", in: path, at: Mark(line: 1, column: 1))
            return nil
        }
        return samples
    }

    private func fail(inEmpty path: String) -> [TouchSample]? {
        context.error("the touch file is empty; it starts with the line `{\"scrolltouches\": 1}`", in: path, at: Mark(line: 1, column: 1))
        return nil
    }

    /// The sample (`t` ms, `x`, `y`) after `previous`, when it is in time order and on the screen.
    private func check(t: Double, x: Double, y: Double, after previous: TouchSample?, fail: (String) -> Void) -> TouchSample? {
        let device = decoder.device
        guard t >= 0, t <= SpecLimits.touchSampleTime else {
            fail("a sample's `t` is in milliseconds from the step's start, from 0 to \(SpecLimits.touchSampleTime.formatted), not \(t.formatted)")
            return nil
        }
        guard x >= 0, x <= device.width, y >= 0, y <= device.height else {
            fail("the sample at (\(x.formatted), \(y.formatted)) is outside the screen, \(device.width.formatted) × \(device.height.formatted) points")
            return nil
        }
        let time = VirtualTime(nanoseconds: Int64((t * 1_000_000).rounded()))
        if let previous {
            guard time >= previous.time else {
                fail("samples are in time order: t = \(t.formatted) comes after t = \((previous.time.seconds * 1000).formatted)")
                return nil
            }
        } else if t != 0 {
            fail("the first sample is the touch-down, at t = 0, not \(t.formatted)")
            return nil
        }
        return TouchSample(time: time, x: x, y: y)
    }
}
