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
                + " through segues or routes with 'url'; declare a segue to it, give it a 'url', or mark it 'entry: true'"), output)
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
        let debug = Bundle.main.bundleURL
        let modules = debug.appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path) else {
            throw XCTSkip("the UIKit and SwiftUI stand-ins are not built (swift build --build-tests builds them)")
        }
        let work = Fixtures.temporaryFolder(self)
        let cache = work.appendingPathComponent("cache").path
        let expected = Self.fixture.appendingPathComponent("Expected")
        let testsFile = expected.appendingPathComponent("NavigationTests/NavigationScreenTests.swift")
        let edited = work.appendingPathComponent("NavigationScreenTests.swift")
        try Data(edit(try String(contentsOf: testsFile, encoding: .utf8)).utf8).write(to: edited)
        let moduleSources = try files(in: Self.fixture.appendingPathComponent("App")) + files(in: expected.appendingPathComponent("Navigation"))
        try swiftc(["-wmo", "-c", "-parse-as-library", "-enable-testing", "-module-name", "Navigation", "-emit-module",
                    "-emit-module-path", work.appendingPathComponent("Navigation.swiftmodule").path, "-I", modules.path, "-swift-version", "6",
                    "-module-cache-path", cache, "-o", work.appendingPathComponent("Navigation.o").path] + moduleSources)
        try swiftc(["-wmo", "-c", "-parse-as-library", "-enable-testing", "-module-name", "NavigationTests", "-emit-module",
                    "-emit-module-path", work.appendingPathComponent("NavigationTests.swiftmodule").path, "-I", work.path, "-I", modules.path,
                    "-swift-version", "6", "-module-cache-path", cache, "-o", work.appendingPathComponent("NavigationTests.o").path, edited.path])
        // XCTMain lists the tests itself on Linux, as SwiftPM's own test-discovery file does.
        let main = work.appendingPathComponent("main.swift")
        let entry = "(\"\(Self.test)\", NavigationScreenTests.\(Self.test))"
        try Data("import XCTest\n@testable import NavigationTests\n\nXCTMain([testCase([\(entry)])])\n".utf8).write(to: main)
        let standIns = try ["UIKit", "SwiftUI"].flatMap { module in
            try FileManager.default.contentsOfDirectory(atPath: debug.appendingPathComponent("\(module).build").path)
                .filter { $0.hasSuffix(".o") }.sorted().map { debug.appendingPathComponent("\(module).build/\($0)").path }
        }
        let runner = work.appendingPathComponent("runner")
        try swiftc(["-swift-version", "5", "-I", work.path, "-I", modules.path, "-module-cache-path", cache, main.path,
                    work.appendingPathComponent("Navigation.o").path, work.appendingPathComponent("NavigationTests.o").path] + standIns
                   + ["-o", runner.path])
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
