import Foundation
import ScreenGenKit
import XCTest

/// Proves that the generated route tests fail cleanly when a `url:` pattern and
/// `ScreenRoute(url:)` disagree: the routes fixture's module (with its parsing of one pattern
/// broken) and its generated tests are built into a test runner, and exactly that route's
/// test fails, naming the spec line and the URL, with the run not crashed.
final class RouteTestsProofTests: XCTestCase {
    private static let fixture = Fixtures.root.appendingPathComponent("Generate/routes")
    private static let routeTests = ["testRouteArticleViewController", "testRouteHomeViewController", "testRouteNewArticleViewController",
                                     "testRouteProfileViewController", "testRouteReadingListViewController"]

    func testUnchangedParsingPassesEveryRouteTest() throws {
        let output = try runRouteTests { _ in nil }
        for test in Self.routeTests {
            XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.\(test)' passed"), "\(test):\n\(output)")
        }
        XCTAssertTrue(output.contains("Executed 5 tests, with 0 failures"), output)
    }

    func testParsingThatDisagreesWithThePatternFailsOnlyThatRoute() throws {
        let output = try runRouteTests { routes in
            XCTAssertTrue(routes.contains("segments[0] == \"articles\", let id"), "the fixture's parsing of /articles/{id} moved")
            return routes.replacingOccurrences(of: "segments[0] == \"articles\", let id", with: "segments[0] == \"article\", let id")
        }
        XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.testRouteArticleViewController' failed"), output)
        for test in Self.routeTests.dropFirst() {
            XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.\(test)' passed"), "\(test):\n\(output)")
        }
        XCTAssertTrue(output.contains("Specs/Routes.yml, screen ArticleViewController: ScreenRoute(url: https://example.com/articles/42) is nil; expected articleViewController(id: 42): the url: pattern and ScreenRoute(url:) disagree"), output)
        XCTAssertTrue(output.contains("ScreenRoute(url: screengen-test://articles/42) is nil"), output)
        XCTAssertTrue(output.contains("Executed 5 tests, with 2 failures"), "one failure per URL form, the run not crashed:\n\(output)")
    }

    // MARK: Building and running

    /// Builds the fixture's module with `edit` applied to its `ScreenGen+Routes.swift`, its
    /// generated tests, and a runner of the route tests; runs it and returns what it printed.
    private func runRouteTests(_ edit: (String) throws -> String?) throws -> String {
        let work = Fixtures.temporaryFolder(self)
        let expected = Self.fixture.appendingPathComponent("Expected")
        let routesFile = expected.appendingPathComponent("Routes/ScreenGen+Routes.swift")
        let routes = try String(contentsOf: routesFile, encoding: .utf8)
        let edited = work.appendingPathComponent("ScreenGen+Routes.swift")
        try Data((try edit(routes) ?? routes).utf8).write(to: edited)
        let moduleSources = try GeneratedTestRunner.files(in: Self.fixture.appendingPathComponent("App"))
            + GeneratedTestRunner.files(in: expected.appendingPathComponent("Routes")).filter { $0 != routesFile.path } + [edited.path]
        return try GeneratedTestRunner(module: "Routes", tests: Self.routeTests)
            .run(moduleSources: moduleSources, testSources: GeneratedTestRunner.files(in: expected.appendingPathComponent("RoutesTests")), in: work)
    }
}
