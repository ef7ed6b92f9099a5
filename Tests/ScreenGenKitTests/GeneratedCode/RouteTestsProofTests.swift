import Foundation
import ScreenGenKit
import XCTest

/// Proves that the generated route tests fail cleanly when a `url:` pattern and
/// `ScreenRoute(url:)` disagree, when query values are not encoded, when a stored stack
/// loses its routes, and when a `parent:` chain and `route.parent`, or a `tab:` and
/// `route.tab`, disagree: the routes fixture's module (with one part broken) and its
/// generated tests are built into a test runner, and exactly the tests of that part fail,
/// naming the spec line and the URL, with the run not crashed.
final class RouteTestsProofTests: XCTestCase {
    private static let fixture = Fixtures.root.appendingPathComponent("Generate/routes")
    private static let routeTests = ["testRouteArticleViewController", "testRouteHomeViewController", "testRouteNewArticleViewController",
                                     "testRouteProfileViewController", "testRouteReadingListViewController", "testRouteSearchViewController",
                                     "testRouteLibraryViewController", "testRouteBookViewController", "testRouteChapterViewController",
                                     "testRouteQuoteViewController",
                                     "testRouteCodableSearchViewController", "testRouteStackDropsRoutesThatNoLongerDecode"]
    private static let stackTests = ["testStackArticleViewController", "testStackHomeViewController", "testStackNewArticleViewController",
                                     "testStackProfileViewController", "testStackReadingListViewController", "testStackSearchViewController",
                                     "testStackLibraryViewController", "testStackBookViewController", "testStackChapterViewController",
                                     "testStackQuoteViewController"]

    func testUnchangedParsingPassesEveryRouteTest() throws {
        let output = try runRouteTests { _ in nil }
        for test in Self.routeTests {
            XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.\(test)' passed"), "\(test):\n\(output)")
        }
        XCTAssertTrue(output.contains("Executed 12 tests, with 0 failures"), output)
    }

    /// A query value written without percent-encoding `&` and `=` reads back as other items.
    func testQueryValuesThatAreNotEncodedFailOnlyTheQueryRoute() throws {
        let output = try runRouteTests { routes in
            let characters = "CharacterSet(charactersIn: \"-._~\")"
            XCTAssertTrue(routes.contains(characters), "the fixture's query characters moved")
            return routes.replacingOccurrences(of: characters, with: "CharacterSet(charactersIn: \"-._~&=\")")
        }
        XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.testRouteSearchViewController' failed"), output)
        for test in Self.routeTests where test != "testRouteSearchViewController" {
            XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.\(test)' passed"), "\(test):\n\(output)")
        }
        XCTAssertTrue(output.contains("Specs/Routes.yml, screen SearchViewController: ScreenRoute(url: https://example.com/search?q=a%20b&c=d%2Be"), output)
    }

    /// A stack decoded as a whole, so that one route that does not decode loses all of them.
    func testAStackThatFailsAsAWholeFailsTheStackTest() throws {
        let output = try runRouteTests { routes in
            XCTAssertTrue(routes.contains("route = try? ScreenRoute(from: decoder)"), "the fixture's stack decoding moved")
            return routes.replacingOccurrences(of: "route = try? ScreenRoute(from: decoder)", with: "route = try ScreenRoute(from: decoder)")
        }
        XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.testRouteStackDropsRoutesThatNoLongerDecode' failed"), output)
        XCTAssertTrue(output.contains("is []; expected [Routes.ScreenRoute.articleViewController(id: 42)"), output)
        XCTAssertTrue(output.contains("Executed 12 tests, with 1 failure"), output)
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
        XCTAssertTrue(output.contains("Executed 12 tests, with 2 failures"), "one failure per URL form, the run not crashed:\n\(output)")
    }

    func testUnchangedParentsPassEveryStackTest() throws {
        let output = try runRouteTests(Self.stackTests) { _ in nil }
        for test in Self.stackTests {
            XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.\(test)' passed"), "\(test):\n\(output)")
        }
        XCTAssertTrue(output.contains("Executed 10 tests, with 0 failures"), output)
    }

    func testAParentThatDisagreesWithTheSpecFailsOnlyThatStack() throws {
        let output = try runRouteTests(Self.stackTests) { routes in
            let parent = "return .profileViewController(name: owner, tab: page > 1 ? 2 : 1)"
            XCTAssertTrue(routes.contains(parent), "the fixture's parent of ReadingListViewController moved")
            return routes.replacingOccurrences(of: parent, with: "return .profileViewController(name: owner, tab: page + 1)")
        }
        assertOnlyStackTestFailing("testStackReadingListViewController", in: output)
        XCTAssertTrue(output.contains("Specs/Routes.yml, screen ReadingListViewController: ScreenRoute.stack(url: https://example.com/lists/"), output)
        XCTAssertTrue(output.contains("profileViewController(name: \"a b/c%é\", tab: 1)"), "the expected stack, from the spec:\n\(output)")
        XCTAssertTrue(output.contains("the parent: chain and route.parent disagree"), output)
    }

    /// `route.tab` wrong for a screen whose tab comes through its parent: only its stack test fails.
    func testATabThatDisagreesWithTheSpecFailsOnlyThatStack() throws {
        let output = try runRouteTests(Self.stackTests) { routes in
            let tab = "public var tab: ScreenTab? {\n        switch self {"
            XCTAssertTrue(routes.contains(tab), "the fixture's route.tab moved")
            return routes.replacingOccurrences(of: tab, with: "public var tab: ScreenTab? {\n        if case .chapterViewController = self { return nil }\n        switch self {")
        }
        assertOnlyStackTestFailing("testStackChapterViewController", in: output)
        XCTAssertTrue(output.contains("Specs/Routes.yml, screen ChapterViewController: chapterViewController(id: 42, number: 42).tab is nil; expected libraryViewController"), output)
        XCTAssertTrue(output.contains("the tab: the stack stands on and route.tab disagree"), output)
    }

    /// `failing` failed, every other stack test passed, and the run ended, not crashed.
    private func assertOnlyStackTestFailing(_ failing: String, in output: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.\(failing)' failed"), output, file: file, line: line)
        for test in Self.stackTests where test != failing {
            XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.\(test)' passed"), "\(test):\n\(output)", file: file, line: line)
        }
        XCTAssertTrue(output.contains("Executed \(Self.stackTests.count) tests, with 1 failure"), "the run not crashed:\n\(output)", file: file, line: line)
    }

    // MARK: Building and running

    /// Builds the fixture's module with `edit` applied to its `ScreenGen+Routes.swift`, its
    /// generated tests, and a runner of `tests`; runs it and returns what it printed.
    private func runRouteTests(_ tests: [String] = routeTests, _ edit: (String) throws -> String?) throws -> String {
        let work = Fixtures.temporaryFolder(self)
        let expected = Self.fixture.appendingPathComponent("Expected")
        let routesFile = expected.appendingPathComponent("Routes/ScreenGen+Routes.swift")
        let routes = try String(contentsOf: routesFile, encoding: .utf8)
        let edited = work.appendingPathComponent("ScreenGen+Routes.swift")
        try Data((try edit(routes) ?? routes).utf8).write(to: edited)
        let moduleSources = try GeneratedTestRunner.files(in: Self.fixture.appendingPathComponent("App"))
            + GeneratedTestRunner.files(in: expected.appendingPathComponent("Routes")).filter { $0 != routesFile.path } + [edited.path]
        return try GeneratedTestRunner(module: "Routes", tests: tests)
            .run(moduleSources: moduleSources, testSources: GeneratedTestRunner.files(in: expected.appendingPathComponent("RoutesTests")), in: work)
    }
}
