import Foundation
import ScreenGenKit
import XCTest

/// Docs/Diagnostics.md is the catalogue as `screengen explain --markdown` prints it;
/// `make record` (or `make diagnostics-doc`) rewrites it.
final class GoldenDiagnosticsCatalogueTests: XCTestCase {
    func testCommittedCatalogueMatchesTheDiagnosticKinds() {
        Fixtures.assertGolden(DiagnosticCode.catalogueMarkdown, at: Fixtures.repository.appendingPathComponent("Docs/Diagnostics.md"))
    }

    func testMarkdownOptionPrintsTheCatalogue() throws {
        let run = try ScreenGenProcess.run(["explain", "--markdown"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, DiagnosticCode.catalogueMarkdown)
        for code in DiagnosticCode.allCases {
            XCTAssertTrue(run.stdout.contains("\n## \(code.rawValue)\n"), code.rawValue)
        }
    }
}
