import ArgumentParser
import ScrollDSL

/// The spec files and directories a command works on.
struct InputOptions: ParsableArguments {
    @Argument(help: "Spec files, or directories searched for *.scroll.yaml.")
    var paths: [String]

    /// The spec files to load, in a stable order.
    func specFiles(console: Console) throws -> [String] {
        do {
            return try SpecFiles.expand(paths)
        } catch {
            console.error("\(error)")
            throw ExitStatus.usage
        }
    }
}
