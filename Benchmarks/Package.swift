// swift-tools-version:6.0
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder: the checkout's name.
let scrollDSLPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Benchmarks of ScrollDSL against its peers; a package of its own so that the
// peers (OpenCombine, Yams) never become dependencies of ScrollDSL.
let package = Package(
    name: "ScrollDSLBenchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "scrollbench",
            dependencies: [
                .product(name: "ScrollDSL", package: scrollDSLPackage),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
    ]
)
