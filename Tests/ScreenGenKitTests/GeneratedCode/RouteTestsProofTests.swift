import Foundation
import ScreenGenKit
import XCTest

/// Proves that the generated route tests fail cleanly when a `url:` pattern and
/// `ScreenRoute(url:)` disagree, when query values are not encoded, when a stored stack
/// loses its routes, and when a `parent:` chain and `route.parent` disagree: the routes
/// fixture's module (with one part broken) and its generated tests are built into a test
/// runner, and exactly the tests of that part fail, naming the spec line and the URL, with
/// the run not crashed.
final class RouteTestsProofTests: XCTestCase {
    private static let fixture = Fixtures.root.appendingPathComponent("Generate/routes")
    private static let routeTests = ["testRouteArticleViewController", "testRouteHomeViewController", "testRouteNewArticleViewController",
                                     "testRouteProfileViewController", "testRouteReadingListViewController", "testRouteSearchViewController",
                                     "testRouteCodableSearchViewController", "testRouteStackDropsRoutesThatNoLongerDecode"]
    private static let stackTests = ["testStackArticleViewController", "testStackHomeViewController", "testStackNewArticleViewController",
                                     "testStackProfileViewController", "testStackReadingListViewController", "testStackSearchViewController"]

    func testUnchangedParsingPassesEveryRouteTest() throws {
        let output = try runRouteTests { _ in nil }
        for test in Self.routeTests {
            XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.\(test)' passed"), "\(test):\n\(output)")
        }
        XCTAssertTrue(output.contains("Executed 8 tests, with 0 failures"), output)
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
        XCTAssertTrue(output.contains("Executed 8 tests, with 1 failure"), output)
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
        XCTAssertTrue(output.contains("Executed 8 tests, with 2 failures"), "one failure per URL form, the run not crashed:\n\(output)")
    }

    // MARK: Building and running

    func testUnchangedParentsPassEveryStackTest() throws {
        let output = try runRouteTests(Self.stackTests) { _ in nil }
        for test in Self.stackTests {
            XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.\(test)' passed"), "\(test):\n\(output)")
        }
        XCTAssertTrue(output.contains("Executed 6 tests, with 0 failures"), output)
    }

    func testAParentThatDisagreesWithTheSpecFailsOnlyThatStack() throws {
        let output = try runRouteTests(Self.stackTests) { routes in
            let parent = "return .profileViewController(name: owner, tab: page > 1 ? 2 : 1)"
            XCTAssertTrue(routes.contains(parent), "the fixture's parent of ReadingListViewController moved")
            return routes.replacingOccurrences(of: parent, with: "return .profileViewController(name: owner, tab: page + 1)")
        }
        XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.testStackReadingListViewController' failed"), output)
        for test in Self.stackTests where test != "testStackReadingListViewController" {
            XCTAssertTrue(output.contains("Test Case 'RoutesScreenTests.\(test)' passed"), "\(test):\n\(output)")
        }
        XCTAssertTrue(output.contains("Specs/Routes.yml, screen ReadingListViewController: ScreenRoute.stack(url: https://example.com/lists/"), output)
        XCTAssertTrue(output.contains("profileViewController(name: \"a b/c%é\", tab: 1)"), "the expected stack, from the spec:\n\(output)")
        XCTAssertTrue(output.contains("the parent: chain and route.parent disagree"), output)
        XCTAssertTrue(output.contains("Executed 6 tests, with 1 failure"), "the run not crashed:\n\(output)")
    }

    // MARK: Building and running

    /// Builds the fixture's module with `edit` applied to its `ScreenGen+Routes.swift`, its
    /// generated tests, and a runner of `tests`; runs it and returns what it printed.
    private func runRouteTests(_ tests: [String] = routeTests, _ edit: (String) throws -> String?) throws -> String {
        let debug = Bundle.main.bundleURL
        let modules = debug.appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path) else {
            throw XCTSkip("the UIKit and SwiftUI stand-ins are not built (swift build --build-tests builds them)")
        }
        let work = Fixtures.temporaryFolder(self)
        let cache = work.appendingPathComponent("cache").path
        let expected = Self.fixture.appendingPathComponent("Expected")
        let routesFile = expected.appendingPathComponent("Routes/ScreenGen+Routes.swift")
        let routes = try String(contentsOf: routesFile, encoding: .utf8)
        let edited = work.appendingPathComponent("ScreenGen+Routes.swift")
        try Data((try edit(routes) ?? routes).utf8).write(to: edited)
        let moduleSources = try files(in: Self.fixture.appendingPathComponent("App")) + files(in: expected.appendingPathComponent("Routes"))
            .filter { $0 != routesFile.path } + [edited.path]
        try swiftc(["-wmo", "-c", "-parse-as-library", "-enable-testing", "-module-name", "Routes", "-emit-module",
                    "-emit-module-path", work.appendingPathComponent("Routes.swiftmodule").path, "-I", modules.path, "-swift-version", "6",
                    "-module-cache-path", cache, "-o", work.appendingPathComponent("Routes.o").path] + moduleSources)
        try swiftc(["-wmo", "-c", "-parse-as-library", "-enable-testing", "-module-name", "RoutesTests", "-emit-module",
                    "-emit-module-path", work.appendingPathComponent("RoutesTests.swiftmodule").path, "-I", work.path, "-I", modules.path,
                    "-swift-version", "6", "-module-cache-path", cache, "-o", work.appendingPathComponent("RoutesTests.o").path]
                   + files(in: expected.appendingPathComponent("RoutesTests")))
        // XCTMain lists the tests itself on Linux, as SwiftPM's own test-discovery file does.
        let entries = tests.map { "(\"\($0)\", RoutesScreenTests.\($0))" }.joined(separator: ", ")
        let main = work.appendingPathComponent("main.swift")
        try Data("import XCTest\n@testable import RoutesTests\n\nXCTMain([testCase([\(entries)])])\n".utf8).write(to: main)
        let standIns = try ["UIKit", "SwiftUI"].flatMap { module in
            try FileManager.default.contentsOfDirectory(atPath: debug.appendingPathComponent("\(module).build").path)
                .filter { $0.hasSuffix(".o") }.sorted().map { debug.appendingPathComponent("\(module).build/\($0)").path }
        }
        let runner = work.appendingPathComponent("runner")
        try swiftc(["-swift-version", "5", "-I", work.path, "-I", modules.path, "-module-cache-path", cache, main.path,
                    work.appendingPathComponent("Routes.o").path, work.appendingPathComponent("RoutesTests.o").path] + standIns + ["-o", runner.path])
        let result = try ScreenGenProcess.run([], executable: runner)
        XCTAssertEqual(result.reason, .exit, "the runner crashed:\n\(result.stdout)\(result.stderr)")
        return result.stdout + result.stderr
    }

    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    private func swiftc(_ arguments: [String]) throws {
        let result = try ScreenGenProcess.tool("swiftc", arguments)
        XCTAssertEqual(result.status, 0, "swiftc failed:\n\(result.stdout)\(result.stderr)")
        if result.status != 0 { throw BuildFailed() }
    }

    private struct BuildFailed: Error {}
}
