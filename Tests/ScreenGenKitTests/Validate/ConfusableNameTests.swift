@testable import ScreenGenKit
import XCTest

/// Screen and storyboard names that read the same as another but are different names.
final class ConfusableNameTests: XCTestCase {
    private func run(_ yaml: String) -> Pipeline.Result {
        Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(yaml.utf8))], specsFolder: "Specs")
    }

    func testAScreenNameWithACyrillicLetterIsWarnedAboutWhereItIsDeclared() throws {
        // U+0430 CYRILLIC SMALL LETTER A in the second name.
        let result = run("module: App\nscreens:\n  CardViewController: {}\n  C\u{0430}rdViewController: {}\n")
        let warning = try XCTUnwrap(result.diagnostics.first { $0.kind.code == "confusable-name" })
        XCTAssertEqual(warning.kind, .confusableName(role: "screen", name: "C\u{0430}rdViewController", other: "CardViewController",
                                                     otherLocation: SourceLocation(file: "Specs/App.yml", line: 3, column: 3)))
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(warning.description, """
            Specs/App.yml:4:3: warning: screen 'C\u{0430}rdViewController' looks the same as screen 'CardViewController' but is a different name: \
            its '\u{0430}' is U+0430 CYRILLIC SMALL LETTER A, not the ASCII 'a'; rename one so that the two read differently
            Specs/App.yml:3:3: note: 'CardViewController' is declared here
            """)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertFalse(result.files.isEmpty, "a warning: both screens are still generated")
    }

    func testStoryboardsGreekAndFullwidthLetters() {
        let result = run("""
            module: App
            storyboards:
              Main: {}
              M\u{0430}in: {}
            screens:
              \u{0397}omeViewController: {storyboard: Main}
              HomeViewController: {storyboard: M\u{0430}in}
              \u{FF28}elpViewController: {storyboard: Main}
              H\u{0435}lpViewC\u{043E}ntroller: {}

            """)
        let warnings = result.diagnostics.filter { $0.kind.code == "confusable-name" }.map { "\($0.location.line): \($0.kind.message)" }
        XCTAssertEqual(warnings, [
            "4: storyboard 'M\u{0430}in' looks the same as storyboard 'Main' but is a different name: its '\u{0430}' is U+0430 "
                + "CYRILLIC SMALL LETTER A, not the ASCII 'a'; rename one so that the two read differently",
            "7: screen 'HomeViewController' looks the same as screen '\u{0397}omeViewController' but is a different name: its 'H' is U+0048 "
                + "LATIN CAPITAL LETTER H, where the other has U+0397 GREEK CAPITAL LETTER ETA; rename one so that the two read differently",
            "9: screen 'H\u{0435}lpViewC\u{043E}ntroller' looks the same as screen '\u{FF28}elpViewController' but is a different name: its "
                + "'H' is U+0048 LATIN CAPITAL LETTER H, where the other has U+FF28 FULLWIDTH LATIN CAPITAL LETTER H, "
                + "'\u{0435}' is U+0435 CYRILLIC SMALL LETTER IE, not the ASCII 'e', '\u{043E}' is U+043E CYRILLIC SMALL LETTER O, "
                + "not the ASCII 'o'; rename one so that the two read differently",
        ])
    }

    /// The table covers look-alikes of Latin letters in other scripts; ASCII names that
    /// differ are never flagged, nor is one name in another script on its own.
    func testNamesThatDoNotLookAlikeAreNotWarnedAbout() {
        let result = run("module: App\nscreens:\n  IViewController: {}\n  lViewController: {}\n  \u{0416}ViewController: {}\n  Caf\u{E9}: {}\n  Cafe: {}\n")
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        XCTAssertEqual(ConfusableSkeleton.of("C\u{0430}f\u{0435}"), "Cafe")
        XCTAssertEqual(ConfusableSkeleton.of("\u{FF21}\u{FF42}\u{FF43}"), "Abc")
        XCTAssertEqual(ConfusableSkeleton.of("Card"), "Card")
    }
}
