// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "screengen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "screengen", targets: ["screengen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "602.0.0"),
    ],
    targets: [
        .target(
            name: "ScreenGenKit",
            dependencies: [
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "screengen",
            dependencies: [
                "ScreenGenKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ScreenGenKitTests",
            dependencies: ["ScreenGenKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
