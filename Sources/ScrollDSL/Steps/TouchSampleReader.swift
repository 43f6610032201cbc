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
        guard name.hasSuffix(TouchFile.suffix) else {
            context.error("`file: \(name.visiblyEscaped)` is not a touch file: a touch file's name ends in `\(TouchFile.suffix)`, and no other file is read", at: node.mark)
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
        do {
            let samples = try TouchFile.samples(in: bytes)
            let device = decoder.device
            if let outside = samples.first(where: { !$0.sample.isOnScreen(width: device.width, height: device.height) }) {
                context.error(Self.offScreen(outside.sample, device), in: path, at: Mark(line: outside.line, column: 1))
                return nil
            }
            return samples.map(\.sample)
        } catch {
            context.error(error.message, in: path, at: error.mark)
            return nil
        }
    }

    private static func offScreen(_ sample: TouchSample, _ device: Device) -> String {
        "the sample at (\(sample.x.formatted), \(sample.y.formatted)) is outside the screen, \(device.width.formatted) × \(device.height.formatted) points"
    }

    /// The sample (`t` ms, `x`, `y`) after `previous`, when it is in time order and on the screen.
    private func check(t: Double, x: Double, y: Double, after previous: TouchSample?, fail: (String) -> Void) -> TouchSample? {
        let sample = TouchSample(time: VirtualTime(nanoseconds: Int64((t * 1_000_000).rounded())), x: x, y: y)
        if let problem = sample.timeProblem(milliseconds: t, after: previous) {
            fail(problem)
            return nil
        }
        guard sample.isOnScreen(width: decoder.device.width, height: decoder.device.height) else {
            fail(Self.offScreen(sample, decoder.device))
            return nil
        }
        return sample
    }
}
