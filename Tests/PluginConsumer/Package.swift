// swift-tools-version:6.0
import PackageDescription

// A package as an iOS team's would be: it depends on ScrollDSL and keeps its
// specs in Sources/ScrollSpecs/specs. CI runs `swift package scrollrun
// validate` and `run` on them, and `swift build`, whose build-tool plugin
// validates them (scripts/check-plugin).
let package = Package(
    name: "PluginConsumer",
    dependencies: [.package(name: "ScrollDSL", path: "../..")],
    targets: [
        .target(
            name: "ScrollSpecs",
            exclude: ["specs"],
            plugins: [.plugin(name: "ScrollSpecValidation", package: "ScrollDSL")]
        ),
    ]
)
