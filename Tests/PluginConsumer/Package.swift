// swift-tools-version:6.0
// A package that uses ScreenGen the way an app's package would: it depends on this
// repository by path and runs its command plugin (`PluginConsumerTests` copies it to a
// temporary folder and points the path at the repository).
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "screengen", path: "../.."),
    ],
    targets: [
        .target(name: "Consumer"),
    ]
)
