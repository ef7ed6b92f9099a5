import Foundation
import ScreenGenKit
import XCTest

/// Spec fixtures → the exact generated files (`Tests/Fixtures/Generate/<case>/Expected/`),
/// plus any warnings (`expected-diagnostics.txt`).
final class GoldenGenerateTests: XCTestCase {
    func testEveryGenerateFixture() throws {
        let cases = Fixtures.cases("Generate")
        XCTAssertGreaterThanOrEqual(cases.count, 3, "the generate fixtures are missing")
        for folder in cases {
            let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
            XCTAssertFalse(result.diagnostics.containsErrors, "\(folder.lastPathComponent): \(result.diagnostics)")
            let expectedFolder = folder.appendingPathComponent("Expected")
            if Fixtures.isRecording { try? FileManager.default.removeItem(at: expectedFolder) }
            var expectedPaths = Set(Fixtures.files(in: expectedFolder).keys)
            for file in result.files {
                Fixtures.assertGolden(file.contents, at: expectedFolder.appendingPathComponent(file.path))
                expectedPaths.remove(file.path)
            }
            XCTAssertTrue(expectedPaths.isEmpty, "\(folder.lastPathComponent): golden files no longer generated: \(expectedPaths.sorted())")
            let diagnostics = result.diagnostics.map(\.description).joined(separator: "\n")
            let diagnosticsFile = folder.appendingPathComponent("expected-diagnostics.txt")
            if !diagnostics.isEmpty || FileManager.default.fileExists(atPath: diagnosticsFile.path) {
                Fixtures.assertGolden(diagnostics.isEmpty ? "" : diagnostics + "\n", at: diagnosticsFile)
            }
        }
    }

    /// The committed Generated/ is exactly what Specs/ produces (with the navigation chart
    /// when the repository's screengen.yml says `graph: true`).
    func testCommittedOutputMatchesSpecs() throws {
        var result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: Fixtures.repository.path))
        XCTAssertEqual(result.diagnostics, [])
        let config = ConfigFile.load(contentsOf: Fixtures.repository.appendingPathComponent("screengen.yml"), displayPath: "screengen.yml")
        if let model = result.outputModel {
            result.files = OutputFiles(rendering: model, writesGraph: config.config?.graph == true).all
        }
        let committed = Fixtures.committedFiles(in: Fixtures.repository.appendingPathComponent("Generated"))
        XCTAssertEqual(Set(committed.keys), Set(result.files.map(\.path)), "run `make generate`")
        for file in result.files where committed[file.path] != file.contents {
            XCTFail("Generated/\(file.path) is stale; run `make generate`")
        }
    }

    /// The other example modules (tvOS with Swift Testing tests; macOS): their committed
    /// output is exactly what their specs produce, their storyboard checks included.
    func testCommittedExampleModulesMatchTheirSpecs() throws {
        let modules: [(String, TargetPlatform, TestFramework)] = [("TVGuide", .tvOS, .swiftTesting), ("MacNotes", .macOS, .xctest)]
        for (module, platform, tests) in modules {
            // The repository's screengen.yml makes the repository the project root, as in `make generate`.
            let root = ProjectRoot(configFile: Fixtures.repository.appendingPathComponent("screengen.yml"))
            let specs = SpecFolder(path: "Example/\(module)/Specs", root: root, currentDirectory: Fixtures.repository.path)
            var result = Pipeline(options: .init(baseDirectory: Fixtures.repository)).run(specs: specs)
            // `make generate` runs in the repository, so its screengen.yml applies here too.
            let config = ConfigFile.load(contentsOf: Fixtures.repository.appendingPathComponent("screengen.yml"), displayPath: "screengen.yml")
            if let model = result.outputModel {
                result.files = OutputFiles(rendering: model, writesGraph: config.config?.graph == true).all
            }
            XCTAssertEqual(result.diagnostics, [], module)
            XCTAssertEqual(result.model?.platform, platform, module)
            XCTAssertEqual(result.model?.tests, tests, module)
            let committed = Fixtures.committedFiles(in: Fixtures.repository.appendingPathComponent("Example/\(module)/Generated"))
            XCTAssertEqual(Set(committed.keys), Set(result.files.map(\.path)), "\(module): run `make generate`")
            for file in result.files where committed[file.path] != file.contents {
                XCTFail("Example/\(module)/Generated/\(file.path) is stale; run `make generate`")
            }
        }
    }

    /// Same input, same bytes: no timestamps, absolute paths or hash-order output.
    func testOutputIsDeterministic() throws {
        let folder = Fixtures.root.appendingPathComponent("Generate/full-app")
        let first = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
        let second = Pipeline().run(specs: SpecFolder(path: folder.appendingPathComponent("Specs").path, currentDirectory: folder.path))
        XCTAssertEqual(first.files, second.files)
        for file in first.files {
            XCTAssertFalse(file.contents.contains(Fixtures.repository.path), "\(file.path) contains an absolute path")
            XCTAssertTrue(file.contents.hasPrefix("// Generated by screengen from "), file.path)
            // A declaration's brace, or the `#endif` of a file compiled in debug builds only.
            XCTAssertTrue((file.contents.hasSuffix("}\n") || file.contents.hasSuffix("#endif\n")) && !file.contents.hasSuffix("\n\n"),
                          "\(file.path) must end in one newline")
            XCTAssertFalse(file.contents.contains("\r"), file.path)
        }
    }
}
