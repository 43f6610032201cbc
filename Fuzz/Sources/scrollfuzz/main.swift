import ScrollDSL
import ScrollDSLBuiltIns

/// Trace lines go nowhere, but are made, so the trace writer is fuzzed too.
private final class DiscardedTrace: TraceSink {
    func writeLine(_ line: String) {}
}

@_silgen_name("__lsan_disable") private func leakCheckingOff()
@_silgen_name("__lsan_enable") private func leakCheckingOn()

/// libFuzzer's one-time set-up, before any input: the built-in plugins, with
/// every standard-library plugin file read (a file is otherwise read on first
/// use and kept for the whole process), are made here with LeakSanitizer
/// looking away. It cannot follow the pointers Swift keeps in enum payloads'
/// spare bits into them, so it would report them as leaked on the first input
/// that makes them.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    leakCheckingOff()
    _ = PluginSet.builtIn.behaviours.map(\.declaration)
    leakCheckingOn()
    return 0
}

/// libFuzzer's entry point: any bytes as a spec file, loaded, checked, and run
/// (and explored, when it declares invariants) when valid; bytes that hold `scrollplugin:` are loaded as a plugin file
/// (beside the built-in triggers only, so the built-ins' names are free), and
/// its examples run when it is valid. Any crash, hang or sanitizer
/// report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if containsPluginKey(bytes) {
        let base = PluginSet(behaviours: [], triggers: PluginSet.builtIn.triggers)
        guard let plugins = try? PluginLoader.load(bytes: bytes, file: "fuzz.scrollplugin.yaml", into: base) else { return 0 }
        for plugin in plugins.behaviours { _ = PluginExamples.run(plugin, in: plugins) }
        return 0
    }
    guard let spec = try? SpecLoader.load(bytes: bytes, file: "fuzz.scroll.yaml", plugins: .builtIn) else { return 0 }
    let result = Interpreter.run(spec, options: RunOptions(timeLimit: .seconds(60), trace: DiscardedTrace()))
    _ = result.diagnostics
    if spec.declaresInvariants { _ = Explorer.explore(spec, options: exploration) }
    return 0
}

/// A spec with invariants is explored too, a little (the generator, the
/// runs and the shrinker on whatever world the input declares), on the
/// fuzzer's own thread so that a finding's stack is the input's.
private let exploration: ExplorationOptions = {
    var options = ExplorationOptions()
    options.runs = 2
    options.steps = 8
    options.threads = 1
    options.shrinkBudget = 20
    options.timeLimit = .seconds(60)
    return options
}()

private let pluginKey = Array("scrollplugin:".utf8)

private func containsPluginKey(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= pluginKey.count else { return false }
    return (0...(bytes.count - pluginKey.count)).contains { start in bytes[start..<start + pluginKey.count].elementsEqual(pluginKey) }
}
