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
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .executableTarget(
            name: "scrollbench",
            dependencies: [
                "CLibYAML",
                .product(name: "ScrollDSL", package: scrollDSLPackage),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
    ]
)
