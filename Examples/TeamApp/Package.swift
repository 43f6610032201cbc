// swift-tools-version:6.0
import Foundation
import PackageDescription

// A team's own package, as an iOS team would have it:
//   - the app's code (HeaderFeature, which knows nothing of ScrollDSL) and a thin
//     adapter that lets specs drive it (HeaderFeatureSpecs); its Swift tests run
//     the specs in Specs/ in-process:                 swift test
//   - the team's own scrollrun, with a Swift behaviour and a Swift trigger of its
//     own beside the adapter:                         swift run team-scrollrun Specs
//   - specs that stock scrollrun reads, validated whenever the package builds
//     (the build-tool plugin on ScrollSpecs), and run by the command plugin:
//                                                     swift package scrollrun run Sources/ScrollSpecs/specs
// In a project of your own, depend on ScrollDSL by its address instead:
//   .package(url: "https://github.com/scrolldsl/scrolldsl", exact: "1.2.0")
// and name the products' package "scrolldsl".

/// SwiftPM names a path dependency after its folder: this checkout's name.
let scrollDSL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TeamApp",
    dependencies: [.package(path: "../..")],
    targets: [
        // The app's code, as the app builds it: no ScrollDSL here.
        .target(name: "HeaderFeature"),
        // The adapter: the view model as a behaviour specs can name.
        .target(
            name: "HeaderFeatureSpecs",
            dependencies: ["HeaderFeature", .product(name: "ScrollDSL", package: scrollDSL)]
        ),
        .testTarget(
            name: "HeaderFeatureTests",
            dependencies: ["HeaderFeatureSpecs", .product(name: "ScrollDSL", package: scrollDSL)]
        ),
        // The team's scrollrun: ScrollDSL's, plus the adapter and its own Swift plugins.
        .executableTarget(
            name: "team-scrollrun",
            dependencies: [
                "HeaderFeatureSpecs",
                .product(name: "ScrollDSL", package: scrollDSL),
                .product(name: "ScrollRunCLI", package: scrollDSL),
            ],
            path: "Sources/TeamScrollRun"
        ),
        // Specs checked as the package builds: a broken one fails `swift build`
        // (and Xcode's build) at its line and column.
        .target(
            name: "ScrollSpecs",
            exclude: ["specs"],
            plugins: [.plugin(name: "ScrollSpecValidation", package: scrollDSL)]
        ),
    ]
)
