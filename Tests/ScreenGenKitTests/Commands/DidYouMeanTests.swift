import Foundation
import XCTest

/// A mistyped command or option names the closest one, and exits 2 (a usage error).
final class DidYouMeanTests: XCTestCase {
    func testAMistypedCommandNamesTheClosestCommand() throws {
        let folder = Fixtures.temporaryFolder(self)
        for (typed, meant) in [("genrate", "generate"), ("chekc", "check"), ("lnt", "lint"), ("improt", "import"), ("explian", "explain")] {
            let result = try ScreenGenProcess.run([typed, "--specs", "Specs"], in: folder)
            XCTAssertEqual(result.status, 2, typed)
            XCTAssertEqual(result.stderr, "screengen: error: unknown command '\(typed)'; did you mean '\(meant)'? ('screengen --help' lists the commands)\n")
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testAWordFarFromEveryCommandListsThem() throws {
        let result = try ScreenGenProcess.run(["frobnicate"], in: Fixtures.temporaryFolder(self))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "screengen: error: unknown command 'frobnicate'; the commands are: generate, lint, check, schema, xcfilelist, import, init, graph, explain\n")
    }

    func testAMistypedOptionNamesTheClosestOptionOfItsCommand() throws {
        let folder = Fixtures.temporaryFolder(self)
        for (arguments, meant) in [(["generate", "--specss", "x"], "--specs"), (["lint", "--qiuet"], "--quiet"),
                                   (["check", "--colour", "never"], "--color"), (["import", "App", "--froce"], "--force"),
                                   (["graph", "--diagnostic-format", "json"], "--diagnostics-format")] {
            let result = try ScreenGenProcess.run(arguments, in: folder)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.lowercased().contains("did you mean '\(meant)'?"), result.stderr)
        }
    }

    /// The right words still run: the hint never stands in the way of a command or of help.
    func testCommandsAndHelpAreNotTakenForTypos() throws {
        let folder = Fixtures.temporaryFolder(self)
        XCTAssertEqual(try ScreenGenProcess.run(["help"], in: folder).status, 0)
        XCTAssertEqual(try ScreenGenProcess.run(["schema"], in: folder).status, 0)
        XCTAssertEqual(try ScreenGenProcess.run(["--help"], in: folder).status, 0)
    }
}
