import ScrollDSL
import ScrollText

/// The files a command writes (report, trace, plot), resolved and checked
/// before anything runs: each must be writable, and none may be an input,
/// another output, or any spec or plugin file (a spec's `use:` is read only
/// later, so a plugin file is known by its name).
struct OutputPlan {
    /// `--output`'s target.
    var report: OutputTarget?
    /// `--trace`'s target.
    var trace: OutputTarget?
    /// `--plot`'s target.
    var plot: OutputTarget?
    /// `--stamp`'s target (`validate`).
    var stamp: OutputTarget?

    /// Resolves each path given (option name → path), then checks them
    /// against each other and against the input files.
    init(report: String?, trace: String? = nil, plot: String? = nil, stamp: String? = nil, inputs: [String], console: Console) throws {
        func resolve(_ path: String?, _ option: String) throws -> OutputTarget? {
            guard let path else { return nil }
            do {
                return try OutputTarget(path)
            } catch {
                console.error("\(option) \(error)")
                throw ExitStatus.usage
            }
        }
        self.report = try resolve(report, "--output")
        self.trace = try resolve(trace, "--trace")
        self.plot = try resolve(plot, "--plot")
        self.stamp = try resolve(stamp, "--stamp")
        try checkDistinct(inputs: inputs, console: console)
    }

    private func checkDistinct(inputs: [String], console: Console) throws {
        let outputs = [("--output", report), ("--trace", trace), ("--plot", plot), ("--stamp", stamp)].compactMap { name, target in target.map { (name, $0) } }
        guard !outputs.isEmpty else { return }
        var seen: [OutputTarget.Identity: String] = [:]
        for (name, target) in outputs {
            if let other = seen[target.identity] {
                console.error("\(name) \(target.path.visiblyEscaped) is the same file as \(other); give each output its own file")
                throw ExitStatus.usage
            }
            seen[target.identity] = "\(name) \(target.path.visiblyEscaped)"
        }
        for input in inputs {
            guard let identity = OutputTarget.identity(ofInput: input), let output = seen[identity] else { continue }
            console.error("\(output) is the input \(input.visiblyEscaped); writing it would destroy the spec")
            throw ExitStatus.usage
        }
        let inputSuffixes = SpecFiles.suffixes + [PluginLoader.suffix]
        for (name, target) in outputs {
            for path in [target.path, target.destination] where inputSuffixes.contains(where: path.hasSuffix) {
                console.error("\(name) \(target.path.visiblyEscaped) would replace a spec or plugin file; outputs never do: name another file")
                throw ExitStatus.usage
            }
        }
    }
}
