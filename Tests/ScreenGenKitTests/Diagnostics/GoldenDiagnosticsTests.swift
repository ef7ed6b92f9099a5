import Foundation
import ScreenGenKit
import XCTest

/// Invalid spec fixtures → the exact diagnostics text (`Tests/Fixtures/Diagnostics/<case>/expected.txt`).
final class GoldenDiagnosticsTests: XCTestCase {
    func testEveryDiagnosticsFixture() throws {
        let cases = Fixtures.cases("Diagnostics")
        XCTAssertGreaterThanOrEqual(cases.count, 20, "the diagnostics fixtures are missing")
        for folder in cases {
            let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
            let text = result.diagnostics.map(\.description).joined(separator: "\n") + "\n"
            Fixtures.assertGolden(text, at: folder.appendingPathComponent("expected.txt"))
            if folder.lastPathComponent != "unused-storyboard" {
                XCTAssertTrue(result.diagnostics.containsErrors, "\(folder.lastPathComponent) should fail")
                XCTAssertEqual(result.files, [], "\(folder.lastPathComponent): no output on errors")
            }
            for diagnostic in result.diagnostics {
                XCTAssertFalse(diagnostic.kind.message.contains("\n"), "one line per message: \(diagnostic)")
                XCTAssertTrue(diagnostic.location.file.hasPrefix("Specs"), "located in the user's file: \(diagnostic)")
            }
        }
    }
}
