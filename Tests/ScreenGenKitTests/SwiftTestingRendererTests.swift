import Foundation
@testable import ScreenGenKit
import SwiftParser
import XCTest

/// `tests: swift-testing` renders the same checks as the XCTest output, spelled for Swift
/// Testing. Spelled for XCTest, the same renderer must give exactly the XCTest file, so the
/// two cannot drift apart: a check added to one and not the other fails here.
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

    func testSpelledForXCTestItIsTheXCTestFile() throws {
        for (name, model) in try models() {
            let xctest = TestsRenderer(model: model).render()
            let dialect = SwiftTestingRenderer(model: model, dialect: TestDialect(framework: .xctest)).render()
            XCTAssertEqual(dialect.path, xctest.path, name)
            XCTAssertEqual(dialect.contents, xctest.contents, name)
        }
    }

    func testSwiftTestingOutputUsesOnlySwiftTesting() throws {
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
            let expected = model.storyboards.count + model.screens.filter { $0.source.storyboard != nil || $0.source.nibName != nil }.count
            XCTAssertEqual(tests, expected, "\(name): one @Test per storyboard and per storyboard or XIB screen")
        }
    }
}
