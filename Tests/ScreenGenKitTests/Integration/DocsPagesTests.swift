import Foundation
import XCTest

/// The shape of the user pages: a README short enough to read, and a page per project tool
/// that both the README and the integration page lead to.
final class DocsPagesTests: XCTestCase {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.repository.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheReadmeIsAtMost200Lines() throws {
        let lines = try text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count - 1
        XCTAssertLessThanOrEqual(lines, 200, "README.md has \(lines) lines; move detail to a page under Docs/")
    }

    func testEveryIntegrationPageIsLinkedFromTheReadmeAndTheIntegrationPage() throws {
        let folder = Fixtures.repository.appendingPathComponent("Docs/Integrations")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertEqual(pages, ["CocoaPods.md", "SwiftLint.md", "Tuist.md", "Xcode.md", "XcodeGen.md"])
        let readme = try text("README.md")
        let integration = try text("Docs/Integration.md")
        for page in pages {
            XCTAssertTrue(readme.contains("](Docs/Integrations/\(page))"), "README.md does not link \(page)")
            XCTAssertTrue(integration.contains("](Integrations/\(page))"), "Docs/Integration.md does not link \(page)")
        }
    }
}
