// swift-tools-version:6.0
import PackageDescription

// A libFuzzer target over the pipeline (load → validate → model → render), kept in its own
// package so the normal build and `make test` never compile it with sanitizers.
// `make fuzz` builds it with `-sanitize=fuzzer,address` into .build-fuzz/ and runs it.
let package = Package(
    name: "screengen-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "screengen", path: "../.."),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "602.0.0"),
    ],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "ScreenGenFuzz",
            dependencies: [
                "FuzzDriver",
                .product(name: "ScreenGenKit", package: "screengen"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
