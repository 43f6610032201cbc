import ScrollDSL

/// Trace lines go nowhere, but are made, so the trace writer is fuzzed too.
private final class DiscardedTrace: TraceSink {
    func writeLine(_ line: String) {}
}

/// libFuzzer's entry point: any bytes as a spec file, loaded, checked, and run
/// when valid. Any crash, hang or sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let spec = try? SpecLoader.load(bytes: bytes, file: "fuzz.scroll.yaml") else { return 0 }
    let result = Interpreter.run(spec, options: RunOptions(timeLimit: .seconds(60), trace: DiscardedTrace()))
    _ = result.diagnostics
    return 0
}
