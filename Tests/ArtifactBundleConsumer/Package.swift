// swift-tools-version:6.0
// A package that uses a prebuilt screengen from the artifact bundle instead of building it:
// `ArtifactBundleTests` copies this folder to a temporary one, puts a
// `screengen.artifactbundle` beside this manifest and the plugin source from
// `Plugins/ScreenGenPlugin`, and runs `swift package screengen lint`.
import PackageDescription

let package = Package(
    name: "ArtifactBundleConsumer",
    targets: [
        .binaryTarget(name: "screengen", path: "screengen.artifactbundle"),
        .plugin(
            name: "ScreenGenPlugin",
            capability: .command(
                intent: .custom(verb: "screengen", description: "Run the prebuilt screengen in the package root"),
                permissions: [.writeToPackageDirectory(reason: "screengen generate writes the generated Swift into the package")]
            ),
            dependencies: ["screengen"]
        ),
    ]
)
