import Foundation
import ScreenGenKit
import XCTest

/// Invalid spec fixtures → the exact diagnostics text (`Tests/Fixtures/Diagnostics/<case>/expected.txt`).
/// A case with a `screengen.yml` runs with its `ignore:` list; what an `ignore:` entry hides
/// follows, each line marked `(ignored)`.
final class GoldenDiagnosticsTests: XCTestCase {
    /// Cases whose specs are valid: they report warnings only.
    private static let warningCases: Set<String> = ["unused-storyboard", "ignore-warning", "ignore-scoped", "ignore-unused", "ignore-config"]

    func testEveryDiagnosticsFixture() throws {
        let cases = Fixtures.cases("Diagnostics")
        XCTAssertGreaterThanOrEqual(cases.count, 20, "the diagnostics fixtures are missing")
        for folder in cases {
            var pipeline = Pipeline()
            let config = folder.appendingPathComponent(ConfigFile.defaultName)
            if FileManager.default.fileExists(atPath: config.path) {
                let (loaded, problems) = ConfigFile.load(contentsOf: config, displayPath: ConfigFile.defaultName)
                XCTAssertEqual(problems, [], "\(folder.lastPathComponent): the config file is valid")
                pipeline.options.ignoreRules = loaded?.ignore ?? []
            }
            var result = pipeline.run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
            result.reportUnusedIgnores(pipeline.options.ignoreRules)
            let text = (result.diagnostics.map(\.description) + result.ignored.map { "(ignored) \($0)" }).joined(separator: "\n") + "\n"
            Fixtures.assertGolden(text, at: folder.appendingPathComponent("expected.txt"))
            if !Self.warningCases.contains(folder.lastPathComponent) {
                XCTAssertTrue(result.diagnostics.containsErrors, "\(folder.lastPathComponent) should fail")
                XCTAssertEqual(result.files, [], "\(folder.lastPathComponent): no output on errors")
            } else {
                XCTAssertFalse(result.diagnostics.containsErrors, "\(folder.lastPathComponent) reports warnings only")
            }
            for diagnostic in result.diagnostics + result.ignored {
                XCTAssertFalse(diagnostic.kind.message.contains("\n"), "one line per message: \(diagnostic)")
                XCTAssertTrue(diagnostic.location.file.hasPrefix("Specs") || diagnostic.location.file == ConfigFile.defaultName,
                              "located in the user's file: \(diagnostic)")
            }
        }
    }
}
