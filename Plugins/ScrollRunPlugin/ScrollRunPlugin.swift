import Foundation
import PackagePlugin

/// `swift package scrollrun …`: runs the package's own `scrollrun` on the
/// consuming package's specs, with the arguments as given (`validate specs/`,
/// `run specs/ --format junit`). The command runs in the package's folder, so
/// paths are relative to it; its output and exit status are scrollrun's.
@main
struct ScrollRunPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(context.tool(named: "scrollrun").url, arguments, in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ScrollRunPlugin: XcodeCommandPlugin {
    /// From Xcode's project navigator: the same command, in the project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try run(context.tool(named: "scrollrun").url, arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif

/// Runs scrollrun and ends the plugin with its exit status.
private func run(_ scrollrun: URL, _ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = scrollrun
    process.arguments = arguments.isEmpty ? ["--help"] : arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        Diagnostics.error("scrollrun \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
    }
}
