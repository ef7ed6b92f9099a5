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
            // The segues of a scene made through a creator or without a Storyboard ID are proven at generate time.
            let segues = model.screens.filter { !$0.usesCreator && $0.kind.isMadeInCode }.reduce(0) { $0 + $1.segues.count }
            // Per route with url: its round trip; per route whose parameters all have samples: the screen it makes.
            let routes = model.routeScreens.filter { $0.route?.url != nil }.count
                + model.routeScreens.filter { $0.allParameters.allSatisfy { $0.defaultValue != nil || TestsRenderer.sampleValue(ofType: $0.type) != nil } }.count
            // Per screen whose scene or XIB connects outlets or actions: its connections.
            let connections = model.screens.filter { !$0.connections.isEmpty }.count
            let expected = model.storyboards.count + model.screens.filter { $0.source.storyboard != nil || $0.source.nibName != nil }.count + segues + routes
                + connections
            XCTAssertEqual(tests, expected, "\(name): one @Test per storyboard, per storyboard or XIB screen, per segue, per route with url:, per route with samples and per screen with connections")
        }
    }
}
