import Foundation
import XCTest

/// `ignore:` lists through the real binary: what `--strict`, the formats and the summary
/// lines make of hidden warnings, and a config's list over several modules.
final class IgnoreCommandTests: XCTestCase {
    /// A storyboard no screen uses: one `unused-storyboard` warning.
    private let spec = "module: App\nstoryboards:\n  Main: {}\n  Legacy: {}\nscreens:\n  HomeViewController:\n    storyboard: Main\n"

    private func project(_ files: [String: String]) throws -> URL {
        try Fixtures.temporaryProject(self, files: files)
    }

    func testLintStrictPassesWithTheWarningIgnoredAndFailsWithout() throws {
        let shown = try project(["Specs/App.yml": spec])
        let failing = try ScreenGenProcess.run(["lint", "--strict"], in: shown)
        XCTAssertEqual(failing.status, 1, failing.stderr)
        XCTAssertTrue(failing.stderr.hasPrefix("Specs/App.yml:4:3: error: storyboard 'Legacy' is declared but no screen uses it"), failing.stderr)

        let hidden = try project(["Specs/App.yml": spec + "ignore:\n  - code: unused-storyboard\n    storyboard: Legacy\n"])
        let passing = try ScreenGenProcess.run(["lint", "--strict"], in: hidden)
        XCTAssertEqual(passing.status, 0, passing.stderr)
        XCTAssertEqual(passing.stderr, "")
        XCTAssertEqual(passing.stdout, "specs OK: 1 screen, 0 errors, 0 warnings (1 ignored)\n")
    }

    /// Hidden warnings are in no format's list; JSON and GitHub output is then empty.
    func testMachineFormatsLeaveIgnoredWarningsOut() throws {
        let folder = try project(["Specs/App.yml": spec + "ignore: [unused-storyboard]\n"])
        let json = try ScreenGenProcess.run(["lint", "--diagnostics-format", "json"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertEqual(json.stdout, "[]\n")
        let github = try ScreenGenProcess.run(["lint", "--diagnostics-format", "github"], in: folder)
        XCTAssertEqual(github.stdout, "")
        let generate = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertEqual(generate.stderr, "")
    }

    /// A run that stops says how many warnings it hid, besides what stopped it.
    func testStoppedRunCountsIgnoredWarnings() throws {
        let folder = try project(["Specs/App.yml": spec + "ignore: [unused-storyboard]\n",
                                  "Specs/Other.yml": "screens:\n  HоmeViewController: {}\n"])
        let result = try ScreenGenProcess.run(["lint", "--strict"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("error: screen 'H"), result.stderr)
        XCTAssertTrue(result.stderr.contains("looks the same as screen"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("screengen: 1 error, 0 warnings (1 ignored); specs are invalid; see 'screengen explain confusable-name' for more\n"), result.stderr)
    }

    /// The config's list reaches every module; an entry is unused only when it hides nothing
    /// in any of them, and is then reported in the config file.
    func testConfigIgnoreOverModules() throws {
        let config = """
            modules:
              - specs: Feed/Specs
                output: Feed/Generated
              - specs: Settings/Specs
                output: Settings/Generated
            ignore:
              - code: unused-storyboard
                storyboard: Legacy
              - code: confusable-name
                screen: HomeViewController

            """
        let folder = try project([
            "screengen.yml": config,
            "Feed/Specs/Feed.yml": "module: Feed\nstoryboards:\n  Main: {}\n  Legacy: {}\nscreens:\n  FeedViewController:\n    storyboard: Main\n",
            "Settings/Specs/Settings.yml": "module: Settings\nstoryboards:\n  Main: {}\n  Archive: {}\nscreens:\n  SettingsViewController:\n    storyboard: Main\n",
        ])
        let result = try ScreenGenProcess.run(["lint"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, """
            Settings/Specs/Settings.yml:4:3: warning: storyboard 'Archive' is declared but no screen uses it, so only its name case is generated; give a screen 'storyboard: Archive', or remove the entry
            screengen.yml:9:11: warning: ignore entry 'confusable-name' for screen 'HomeViewController' hides no diagnostic of this run; remove it, or fix its code or scope

            """)
        XCTAssertEqual(result.stdout, "specs OK: 2 screens in 2 modules, 0 errors, 2 warnings (1 ignored)\n")
        // Under --strict the shown warnings fail the run, and the unused entry is still one of them.
        let strict = try ScreenGenProcess.run(["lint", "--strict"], in: folder)
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("screengen.yml:9:11: error: ignore entry 'confusable-name'"), strict.stderr)
        XCTAssertTrue(strict.stderr.contains("screengen: 2 errors, 0 warnings (1 ignored); specs are invalid"), strict.stderr)
    }

    /// An error code in the config's list stops the run, located in the config file.
    func testConfigIgnoreOfAnErrorIsAConfigError() throws {
        let folder = try project(["Specs/App.yml": spec, "screengen.yml": "ignore:\n  - duplicate-screen\n  - unused-storybaord\n"])
        let result = try ScreenGenProcess.run(["lint"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("""
            screengen.yml:2:5: error: 'duplicate-screen' is an error, and errors cannot be ignored; fix what it reports instead ('screengen explain duplicate-screen' says how)
            screengen.yml:3:5: error: 'ignore' names 'unused-storybaord', which is no diagnostic code; did you mean 'unused-storyboard'?
            """), result.stderr)
    }
}
