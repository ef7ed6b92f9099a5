import Foundation
@testable import ScreenGenKit
import SwiftParser
import XCTest

/// `tests: swift-testing` renders the same checks as the XCTest output (one renderer, spelled
/// through a dialect; the Generate goldens pin the XCTest spelling), with nothing of XCTest
/// left and one `@Test` per check.
final class SwiftTestingRendererTests: XCTestCase {
    private func models() throws -> [(String, AppModel)] {
        var models: [(String, AppModel)] = []
        for folder in Fixtures.cases("Generate") + [Fixtures.repository] {
            let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
            models.append((folder.lastPathComponent, try XCTUnwrap(result.model, "\(folder.lastPathComponent): \(result.diagnostics)")))
        }
        XCTAssertGreaterThanOrEqual(models.count, 5)
        return models
    }

    func testSwiftTestingOutputUsesOnlySwiftTesting() throws {
        var counted = 0
        for (name, var model) in try models() {
            model.tests = .swiftTesting
            let file = try XCTUnwrap(Renderer().render(model).first { $0.path.hasSuffix("ScreenTests.swift") })
            XCTAssertFalse(Parser.parse(source: file.contents).hasError, "\(name): the output parses")
            XCTAssertTrue(file.contents.contains("import Testing\n"), name)
            XCTAssertTrue(file.contents.contains("@Suite\nstruct \(model.module)ScreenTests {"), name)
            for xctest in ["XCTest", "XCTFail", "XCTAssert", "file: StaticString"] {
                XCTAssertFalse(file.contents.contains(xctest), "\(name): \(xctest) in the Swift Testing output")
            }
            let tests = file.contents.components(separatedBy: "@Test @MainActor\n").count - 1
            // The same tests as the XCTest output: one @Test per XCTest test method (storyboards,
            // screens, segues, routes, stacks, Codable routes, reachability, connections).
            var xctestModel = model
            xctestModel.tests = .xctest
            let xctest = try XCTUnwrap(Renderer().render(xctestModel).first { $0.path.hasSuffix("ScreenTests.swift") })
            let expected = xctest.contents.components(separatedBy: "\n    func test").count - 1
            counted += expected
            XCTAssertEqual(tests, expected, "\(name): one @Test per test method of the XCTest output")
        }
        XCTAssertGreaterThan(counted, 50, "the fixtures' tests were counted")
    }
}
