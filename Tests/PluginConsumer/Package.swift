// swift-tools-version:6.0
import PackageDescription

// A package as an iOS team's would be: it depends on ScrollDSL and keeps its
// specs in specs/. CI runs `swift package scrollrun validate specs` and
// `swift package scrollrun run specs` here (scripts/check-plugin).
let package = Package(
    name: "PluginConsumer",
    dependencies: [.package(path: "../..")],
    targets: []
)
