import Foundation
import XCTest

/// `make artifactbundle` assembles `screengen.artifactbundle` with `Scripts/artifactbundle.sh`
/// from a static release build (about 8 minutes on 2 cores). These tests run the same
/// script on the debug binary, check the SE-0305 `info.json`, and let a package that
/// declares `.binaryTarget(path:)` run the bundled tool through the command plugin.
final class ArtifactBundleTests: XCTestCase {
    private let script = Fixtures.repository.appendingPathComponent("Scripts/artifactbundle.sh")

    private func version() throws -> String {
        try ScreenGenProcess.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func makeBundle(in folder: URL, macOS: URL? = nil) throws -> URL {
        let bundle = folder.appendingPathComponent("screengen.artifactbundle")
        let result = try ScreenGenProcess.tool("bash", [script.path, bundle.path, try version(), ScreenGenProcess.binary.path] + (macOS.map { [$0.path] } ?? []))
        XCTAssertEqual(result.status, 0, result.stderr)
        return bundle
    }

    private struct Info: Decodable {
        struct Artifact: Decodable {
            struct Variant: Decodable {
                var path: String
                var supportedTriples: [String]
            }
            var type: String
            var version: String
            var variants: [Variant]
        }
        var schemaVersion: String
        var artifacts: [String: Artifact]
    }

    func testInfoJSONDescribesEachVariant() throws {
        let folder = Fixtures.temporaryFolder(self)
        // The same binary stands in for the macOS build: only the layout is checked here.
        let bundle = try makeBundle(in: folder, macOS: ScreenGenProcess.binary)
        let info = try JSONDecoder().decode(Info.self, from: Data(contentsOf: bundle.appendingPathComponent("info.json")))
        XCTAssertEqual(info.schemaVersion, "1.0")
        XCTAssertEqual(Array(info.artifacts.keys), ["screengen"])
        let artifact = try XCTUnwrap(info.artifacts["screengen"])
        XCTAssertEqual(artifact.type, "executable")
        XCTAssertEqual(artifact.version, try version())
        let machine = try ScreenGenProcess.tool("uname", ["-m"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(artifact.variants.map(\.supportedTriples), [["\(machine)-unknown-linux-gnu"], ["arm64-apple-macosx", "x86_64-apple-macosx"]])
        for variant in artifact.variants {
            let binary = bundle.appendingPathComponent(variant.path)
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path), variant.path)
            XCTAssertEqual(binary.lastPathComponent, "screengen")
        }
        let linux = bundle.appendingPathComponent(artifact.variants[0].path)
        XCTAssertEqual(try ScreenGenProcess.run(["--version"], executable: linux).stdout, "\(try version())\n")
    }

    func testScriptRefusesAMissingBinary() throws {
        let folder = Fixtures.temporaryFolder(self)
        let result = try ScreenGenProcess.tool("bash", [script.path, folder.appendingPathComponent("x.artifactbundle").path, "1.0", folder.appendingPathComponent("nope").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("nope is not an executable"), result.stderr)
    }

    /// SwiftPM picks the variant for this machine from the bundle and runs it as the
    /// plugin's tool, in the consumer's package root.
    func testAPackageUsesTheBundleThroughBinaryTarget() throws {
        let package = Fixtures.temporaryFolder(self).appendingPathComponent("ArtifactBundleConsumer")
        try FileManager.default.copyItem(at: Fixtures.repository.appendingPathComponent("Tests/ArtifactBundleConsumer"), to: package)
        let plugin = package.appendingPathComponent("Plugins/ScreenGenPlugin")
        try FileManager.default.createDirectory(at: plugin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.repository.appendingPathComponent("Plugins/ScreenGenPlugin/ScreenGenPlugin.swift"),
                                         to: plugin.appendingPathComponent("ScreenGenPlugin.swift"))
        _ = try makeBundle(in: package)

        let lint = try ScreenGenProcess.tool("swift", ["package", "--package-path", package.path, "--allow-writing-to-package-directory", "screengen", "lint"])
        XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
        XCTAssertTrue(lint.stdout.contains("specs OK: 1 screen\n"), lint.stdout)
        let generate = try ScreenGenProcess.tool("swift", ["package", "--package-path", package.path, "--allow-writing-to-package-directory", "screengen", "generate"])
        XCTAssertEqual(generate.status, 0, generate.stdout + generate.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent("Generated/Consumer/ScreenGen.swift").path))
    }
}
