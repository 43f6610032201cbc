// swift-tools-version:6.0
import Foundation
import PackageDescription

// A team's own code under a spec: the header view model of an app (seed 002's,
// which knows nothing of ScrollDSL), a thin adapter that lets ScrollDSL drive
// it with UIKit-faithful gestures, and Swift tests that run the specs:
//   swift test
// In a project of your own, depend on ScrollDSL by its address instead:
//   .package(url: "https://github.com/scrolldsl/scrolldsl", exact: "1.2.0")
// and name the product's package "scrolldsl".

/// SwiftPM names a path dependency after its folder: this checkout's name.
let scrollDSL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TeamHeader",
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
    ]
)
