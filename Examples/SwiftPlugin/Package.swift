// swift-tools-version:6.0
import Foundation
import PackageDescription

// A team's own `scrollrun`, with a Swift behaviour and a Swift trigger of its
// own, built on the ScrollRunCLI library without forking ScrollDSL:
//   swift run team-scrollrun Specs
// In a project of your own, depend on ScrollDSL by its address instead:
//   .package(url: "https://github.com/scrolldsl/scrolldsl", exact: "1.2.0")
// and name the products' package "scrolldsl".

/// SwiftPM names a path dependency after its folder: this checkout's name.
let scrollDSL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TeamScrollRun",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "team-scrollrun",
            dependencies: [
                .product(name: "ScrollDSL", package: scrollDSL),
                .product(name: "ScrollRunCLI", package: scrollDSL),
            ],
            path: "Sources/TeamScrollRun"
        ),
    ]
)
