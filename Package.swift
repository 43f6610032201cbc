// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScrollDSL",
    products: [
        .library(name: "ScrollDSL", targets: ["ScrollDSL", "ScrollDSLBuiltIns"]),
        .library(name: "ScrollRunCLI", targets: ["ScrollRunCLI"]),
        .executable(name: "scrollrun", targets: ["scrollrun"]),
        .plugin(name: "ScrollRunPlugin", targets: ["ScrollRunPlugin"]),
        .plugin(name: "ScrollSpecValidation", targets: ["ScrollSpecValidation"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation --target ScrollDSL`: the DocC catalogue in Sources/ScrollDSL/ScrollDSL.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The one layer that calls the C library (Glibc, Musl or Darwin):
        // files, signals, mathematics, threads; seen only inside the package.
        .target(name: "ScrollPlatform"),
        // The layers below the language, each a target so that the compiler keeps
        // it free of what is above it: text (JSON and XML escaping, plurals), the
        // YAML layer (libyaml events → a tree of nodes with their marks) and the
        // reactive core (subjects, operators, virtual time).
        .target(name: "ScrollText"),
        .target(name: "ScrollYAML", dependencies: ["CYAML", "ScrollPlatform", "ScrollText"]),
        .target(name: "ScrollReactive"),
        .target(name: "ScrollDSL", dependencies: ["ScrollText", "ScrollYAML", "ScrollReactive", "ScrollPlatform"]),
        // The built-in behaviours and triggers, and the standard library's plugin
        // files, use ScrollDSL's public host only, so the compiler keeps the seam
        // as narrow as a team's own code sees it (ScrollPlatform: the lock a
        // plugin file read on first use takes).
        .target(name: "ScrollDSLBuiltIns", dependencies: ["ScrollDSL", "ScrollPlatform"]),
        .target(
            name: "ScrollRunCLI",
            dependencies: [
                "ScrollDSL",
                "ScrollDSLBuiltIns",
                "ScrollPlatform",
                "ScrollText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "scrollrun", dependencies: ["ScrollDSLBuiltIns", "ScrollRunCLI"]),
        .plugin(
            name: "ScrollRunPlugin",
            capability: .command(
                intent: .custom(verb: "scrollrun", description: "Validate or run scroll behaviour specs (*.scroll.yaml) with scrollrun.")
            ),
            dependencies: ["scrollrun"]
        ),
        // Validates a target's specs when it builds, each problem positioned in the build log and in Xcode.
        .plugin(name: "ScrollSpecValidation", capability: .buildTool(), dependencies: ["scrollrun"]),
        // Helpers both test targets share.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ScrollDSLTests", dependencies: ["ScrollDSL", "ScrollDSLBuiltIns", "ScrollPlatform", "ScrollText", "TestSupport"]),
        .testTarget(name: "scrollrunTests", dependencies: ["scrollrun", "ScrollRunCLI", "ScrollDSLBuiltIns", "ScrollPlatform", "TestSupport"]),
    ]
)
