import Foundation
@testable import ScreenGenKit
import XCTest

/// The case a storyboard's file name or a segue's identifier becomes
/// (``SwiftIdentifier/derivedCaseName(_:)``), checked against the table Docs/ScreenNames.md
/// gives users, so the documented examples are what the tool does.
final class DerivedNameTests: XCTestCase {
    /// The `| text | case |` rows of Docs/ScreenNames.md: the text, and the case (the first
    /// code span of the second column).
    private func documentedRows() throws -> [(text: String, caseName: String)] {
        let url = Fixtures.repository.appendingPathComponent("Docs/ScreenNames.md")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(of: "| text | case |") else { throw XCTSkip("no names table") }
        var rows: [(String, String)] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let spans = cells.map { $0.split(separator: "`", omittingEmptySubsequences: false) }
            guard cells.count == 2, spans[0].count >= 3, spans[1].count >= 3 else { continue }
            rows.append((String(spans[0][1]), String(spans[1][1])))
        }
        return rows
    }

    func testTheDocumentedNamesAreTheDerivedOnes() throws {
        let rows = try documentedRows()
        XCTAssertGreaterThanOrEqual(rows.count, 7)
        for (text, caseName) in rows {
            XCTAssertEqual(try SwiftIdentifier.derivedCaseName(text).get(), caseName, text)
        }
    }

    func testTextWithoutANameSaysWhy() {
        XCTAssertEqual(SwiftIdentifier.derivedCaseName("2FA"), .failure(.init("it starts with a digit")))
        XCTAssertEqual(SwiftIdentifier.derivedCaseName("--"), .failure(.init("it has no letter or digit to make a name of")))
        XCTAssertEqual(SpecValidator.storyboardNameProblem("AllCases"), "'allCases' is already a member of UIStoryboard.Name")
        XCTAssertEqual(SpecValidator.storyboardNameProblem("../Main"), "it contains '/'")
        XCTAssertEqual(SpecValidator.storyboardNameProblem(".Main"), "it starts with '.', which names a hidden file")
        XCTAssertNotNil(SpecValidator.storyboardNameProblem("Ma\u{202E}in"), "a bidirectional override is refused")
        XCTAssertNotNil(SpecValidator.segueIdentifierProblem("show\nnext", screen: "A"), "a line break is refused")
        XCTAssertNil(SpecValidator.segueIdentifierProblem("Show Loading View", screen: "A"))
    }

    /// The same text gives the same case on every run and for every spelling of an identifier.
    func testAnIdentifierKeepsItsLowerCamelCase() {
        for name in ["Main", "URLSettings", "showDetail", "Über", "sign_up"] {
            XCTAssertEqual(try SwiftIdentifier.derivedCaseName(name).get(), SwiftIdentifier.lowerCamel(name), name)
        }
    }
}
