import Foundation
import XCTest

/// `screengen links` and `check --links-baseline` through the real binary, on the shop
/// fixture of `Tests/Fixtures/Links`.
final class LinksCommandTests: XCTestCase {
    private static let fixture = Fixtures.root.appendingPathComponent("Links/shop")

    private func project() throws -> URL {
        let spec = try String(contentsOf: Self.fixture.appendingPathComponent("Specs/Shop.yml"), encoding: .utf8)
        return try Fixtures.temporaryProject(self, files: ["Specs/Shop.yml": spec])
    }

    private func golden(_ name: String) throws -> String {
        try String(contentsOf: Self.fixture.appendingPathComponent(name), encoding: .utf8)
    }

    func testEachFormatPrintsItsGolden() throws {
        let folder = try project()
        let json = try ScreenGenProcess.run(["links"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertEqual(json.stdout, try golden("links.json"), "JSON is the default")
        let markdown = try ScreenGenProcess.run(["links", "--format", "markdown"], in: folder)
        XCTAssertEqual(markdown.stdout, try golden("links.md"))
        let aasa = try ScreenGenProcess.run(["links", "--format", "aasa", "--app-id", "ABCDE12345.com.example.shop"], in: folder)
        XCTAssertEqual(aasa.stdout, try golden("apple-app-site-association"))
        let components = try ScreenGenProcess.run(["links", "--format", "aasa"], in: folder)
        XCTAssertTrue(components.stdout.hasPrefix("[\n  {\n    \"/\": "), "the components array alone:\n\(components.stdout)")
        XCTAssertEqual(try ScreenGenProcess.run(["links", "--format", "yaml"], in: folder).status, 2, "a usage error")
    }

    func testBaseAndOutputFile() throws {
        let folder = try project()
        let result = try ScreenGenProcess.run(["links", "--base", "https://shop.example.org/", "--output", "links.json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let written = try String(contentsOf: folder.appendingPathComponent("links.json"), encoding: .utf8)
        XCTAssertTrue(written.contains("\"sample\": \"https://shop.example.org/products/42\""), written)
    }

    func testCheckFailsAtTheSpecLineWhenABaselineLinkBreaks() throws {
        let folder = try project()
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet"], in: folder).status, 0)
        XCTAssertEqual(try ScreenGenProcess.run(["links", "--output", "links.json"], in: folder).status, 0)
        let kept = try ScreenGenProcess.run(["check", "--links-baseline", "links.json"], in: folder)
        XCTAssertEqual(kept.status, 0, kept.stderr)

        let spec = folder.appendingPathComponent("Specs/Shop.yml")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "      id: Int\n", with: "      id: String\n").utf8).write(to: spec)
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet"], in: folder).status, 0)
        let broken = try ScreenGenProcess.run(["check", "--links-baseline", "links.json"], in: folder)
        XCTAssertEqual(broken.status, 1, broken.stderr)
        XCTAssertTrue(broken.stderr.contains("Specs/Shop.yml:11:10: error: link '/products/{id}' of screen 'ProductViewController' in the links baseline is broken"), broken.stderr)
        XCTAssertTrue(broken.stderr.contains("path parameter 'id' has type 'String', not 'Int'"), broken.stderr)
        XCTAssertTrue(broken.stderr.contains(": note: the baseline's link is here"), broken.stderr)
        XCTAssertTrue(broken.stderr.contains("\nlinks.json:"), broken.stderr)
        let json = try ScreenGenProcess.run(["check", "--links-baseline", "links.json", "--diagnostics-format", "json"], in: folder)
        XCTAssertTrue(json.stdout.contains("\"code\" : \"link-contract-broken\"") || json.stdout.contains("\"code\": \"link-contract-broken\""), json.stdout)
    }

    func testAnUnreadableBaselineIsAUsageError() throws {
        let folder = try project()
        let missing = try ScreenGenProcess.run(["check", "--links-baseline", "nowhere.json"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nowhere.json: error: cannot read the links baseline"), missing.stderr)
        try Data("[]".utf8).write(to: folder.appendingPathComponent("links.json"))
        let wrong = try ScreenGenProcess.run(["check", "--links-baseline", "links.json"], in: folder)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("links.json: error: it is not a link contract"), wrong.stderr)
    }
}
