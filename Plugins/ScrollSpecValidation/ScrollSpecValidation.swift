import Foundation
import PackagePlugin

/// A build-tool plugin: a target that adds it has each of its specs
/// (`*.scroll.yaml`) validated by `scrollrun validate` when it builds, every
/// problem at its line and column in the build log (and in Xcode's issue
/// navigator); an error fails the build, a warning warns. Each spec is one
/// build command whose inputs are the spec and the target's plugin files
/// (`*.scrollplugin.yaml`) and whose output is a stamp file, so a build in
/// which none of them changed validates nothing.
@main
struct ScrollSpecValidation: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else {
            Diagnostics.warning("ScrollSpecValidation validates the specs of Swift targets; `\(target.name)` is not one")
            return []
        }
        let files = SpecInputs(walking: module.directoryURL)
        return try files.commands(scrollrun: context.tool(named: "scrollrun").url, stamps: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ScrollSpecValidation: XcodeBuildToolPlugin {
    /// In an Xcode project: the specs and plugin files among the target's files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = SpecInputs(target.inputFiles.map(\.url))
        return try files.commands(scrollrun: context.tool(named: "scrollrun").url, stamps: context.pluginWorkDirectoryURL)
    }
}
#endif

/// The specs and plugin files of a target.
struct SpecInputs {
    /// The specs, in path order.
    private(set) var specs: [URL] = []
    /// The plugin files, which any spec may `use:`.
    private(set) var pluginFiles: [URL] = []

    private static let specSuffixes = [".scroll.yaml", ".scroll.yml"]
    private static let pluginSuffix = ".scrollplugin.yaml"

    /// Those among `files`.
    init(_ files: [URL]) {
        for file in files.sorted(by: { $0.path < $1.path }) {
            let name = file.lastPathComponent
            if Self.specSuffixes.contains(where: name.hasSuffix) { specs.append(file) }
            if name.hasSuffix(Self.pluginSuffix) { pluginFiles.append(file) }
        }
    }

    /// Those in `directory` and the folders below it (hidden ones left out).
    init(walking directory: URL) {
        let walk = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        self.init((walk?.allObjects as? [URL]) ?? [])
    }

    /// One `scrollrun validate` per spec, each writing its stamp under
    /// `stamps`: a Swift file holding one comment (an output of any other
    /// kind would become a resource of the target), named after the spec's
    /// whole path, so specs with one name in two folders keep theirs apart.
    func commands(scrollrun: URL, stamps: URL) -> [Command] {
        specs.map { spec in
            let name = spec.standardizedFileURL.path.map { $0.isLetter || $0.isNumber ? $0 : "_" }
            let stamp = stamps.appendingPathComponent("Validated_" + String(name) + ".swift")
            return .buildCommand(
                displayName: "Validating \(spec.lastPathComponent)",
                executable: scrollrun,
                arguments: ["validate", spec.path, "--stamp", stamp.path],
                inputFiles: [spec] + pluginFiles,
                outputFiles: [stamp]
            )
        }
    }
}
