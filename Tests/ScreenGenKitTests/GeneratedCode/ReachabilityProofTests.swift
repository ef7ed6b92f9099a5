import Foundation
import ScreenGenKit
import XCTest

/// Proves the generated reachability test both ways: the navigation fixture declares an entry
/// point and a screen nothing reaches, so its generated `testNavigationGraphReachesEveryScreen`,
/// built with the module into a test runner, fails once, naming that screen's spec and the
/// message `lint` warns with, with the run not crashed; given a link to that screen, it passes.
final class ReachabilityProofTests: XCTestCase {
    private static let fixture = Fixtures.root.appendingPathComponent("Generate/navigation")
    private static let test = "testNavigationGraphReachesEveryScreen"

    func testAnUnreachableScreenFailsTheGeneratedTest() throws {
        let output = try runReachabilityTest { $0 }
        XCTAssertTrue(output.contains("Test Case 'NavigationScreenTests.\(Self.test)' failed"), output)
        XCTAssertTrue(output.contains(
            "Specs/Navigation.yml, screen OrphanViewController: screen 'OrphanViewController' is not reachable from an entry point ('HomeViewController')"
                + " through segues, routes with 'url' or their 'parent' and 'tab' chains; declare a segue to it, give it a 'url', make it a 'parent' or a 'tab', or mark it 'entry: true'"), output)
        XCTAssertTrue(output.contains("Executed 1 test, with 1 failure"), "one failure, for the one unreachable screen:\n\(output)")
        // The message is the warning lint gives, at the screen's line.
        let lint = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: Self.fixture.path))
        XCTAssertEqual(lint.diagnostics.map(\.kind.code), ["unreachable-screen"])
        XCTAssertEqual(lint.diagnostics.first?.location.description, "Specs/Navigation.yml:36:3")
    }

    func testALinkToTheScreenPassesTheGeneratedTest() throws {
        let output = try runReachabilityTest { tests in
            let links = "links: [\n"
            XCTAssertTrue(tests.contains(links), "the fixture's generated links moved")
            return tests.replacingOccurrences(of: links, with: links + "(\"HomeViewController\", \"OrphanViewController\"),\n")
        }
        XCTAssertTrue(output.contains("Test Case 'NavigationScreenTests.\(Self.test)' passed"), output)
        XCTAssertTrue(output.contains("Executed 1 test, with 0 failures"), output)
    }

    // MARK: Building and running

    /// Builds the fixture's module, its generated tests with `edit` applied, and a runner of
    /// the reachability test; runs it and returns what it printed.
    private func runReachabilityTest(_ edit: (String) -> String) throws -> String {
        let work = Fixtures.temporaryFolder(self)
        let expected = Self.fixture.appendingPathComponent("Expected")
        let testsFile = expected.appendingPathComponent("NavigationTests/NavigationScreenTests.swift")
        let edited = work.appendingPathComponent("NavigationScreenTests.swift")
        try Data(edit(try String(contentsOf: testsFile, encoding: .utf8)).utf8).write(to: edited)
        let moduleSources = try GeneratedTestRunner.files(in: Self.fixture.appendingPathComponent("App"))
            + GeneratedTestRunner.files(in: expected.appendingPathComponent("Navigation"))
        return try GeneratedTestRunner(module: "Navigation", tests: [Self.test]).run(moduleSources: moduleSources, testSources: [edited.path], in: work)
    }
}
