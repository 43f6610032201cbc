// swift-tools-version:6.0
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder: the checkout's name.
let scrollDSLPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// The libFuzzer target over load + validate + run. A package of its own: it has
// no `main` (libFuzzer brings one), so it builds only with
// `swift build --sanitize=fuzzer` and explicit coverage flags (see scripts/fuzz).
let package = Package(
    name: "ScrollDSLFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "scrollfuzz",
            dependencies: [.product(name: "ScrollDSL", package: scrollDSLPackage)]
        ),
    ]
)
