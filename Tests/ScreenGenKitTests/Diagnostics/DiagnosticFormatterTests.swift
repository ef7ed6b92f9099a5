@testable import ScreenGenKit
import XCTest

final class DiagnosticFormatterTests: XCTestCase {
    private let diagnostics = [
        Diagnostic(.duplicateKey(key: "id", first: SourceLocation(file: "Specs/A.yml", line: 3, column: 7)),
                   at: SourceLocation(file: "Specs/A.yml", line: 4, column: 7)),
        Diagnostic(.unusedStoryboard(name: "Legacy, old: 100%"), at: SourceLocation(file: "Specs/B,1.yml", line: 2, column: 3)),
    ]

    func testXcodeFormat() {
        XCTAssertEqual(DiagnosticFormatter(format: .xcode).format(diagnostics), """
            Specs/A.yml:4:7: error: duplicate key 'id'; each key may appear once in a mapping
            Specs/A.yml:3:7: note: 'id' first appears here
            Specs/B,1.yml:2:3: warning: storyboard 'Legacy, old: 100%' is declared but no screen uses it, so only its name case is generated; give a screen 'storyboard: Legacy, old: 100%', or remove the entry

            """)
    }

    func testXcodeFormatColoursOnlyWhenAsked() {
        let text = DiagnosticFormatter(format: .xcode, colored: true).format(diagnostics)
        XCTAssertEqual(text, """
            Specs/A.yml:4:7: \u{1B}[1;31merror\u{1B}[0m: duplicate key 'id'; each key may appear once in a mapping
            Specs/A.yml:3:7: \u{1B}[1;36mnote\u{1B}[0m: 'id' first appears here
            Specs/B,1.yml:2:3: \u{1B}[1;33mwarning\u{1B}[0m: storyboard 'Legacy, old: 100%' is declared but no screen uses it, so only its name case is generated; give a screen 'storyboard: Legacy, old: 100%', or remove the entry

            """)
        XCTAssertFalse(DiagnosticFormatter(format: .xcode).format(diagnostics).contains("\u{1B}"))
    }

    /// A note with no location, a file name with a line break, and a note as a diagnostic
    /// of its own, as a run replaying its record formats them.
    func testXcodeFormatOfRecordedTexts() {
        var note = DiagnosticNote("", at: nil)
        note.message = "without a place"
        let texts = [
            DiagnosticText(location: SourceLocation(file: "Specs/a\nb.yml", line: 12, column: 345), severity: .warning,
                           code: "unused-storyboard", message: "first", notes: [note]),
            DiagnosticText(location: SourceLocation(file: "Specs/C.yml", line: 1, column: 1), severity: .note,
                           code: "not-a-route", message: "second", notes: []),
        ]
        XCTAssertEqual(DiagnosticFormatter(format: .xcode).format(texts: texts), """
            Specs/a\\nb.yml:12:345: warning: first
            note: without a place
            Specs/C.yml:1:1: note: second

            """)
        XCTAssertEqual(DiagnosticFormatter(format: .xcode, colored: true).format(texts: texts), """
            Specs/a\\nb.yml:12:345: \u{1B}[1;33mwarning\u{1B}[0m: first
            \u{1B}[1;36mnote\u{1B}[0m: without a place
            Specs/C.yml:1:1: \u{1B}[1;36mnote\u{1B}[0m: second

            """)
    }

    func testGitHubAnnotationsEscapeTheirSeparators() {
        XCTAssertEqual(DiagnosticFormatter(format: .github).format(diagnostics), """
            ::error file=Specs/A.yml,line=4,col=7,title=screengen duplicate-key::duplicate key 'id'; each key may appear once in a mapping%0Anote: Specs/A.yml:3:7: 'id' first appears here
            ::warning file=Specs/B%2C1.yml,line=2,col=3,title=screengen unused-storyboard::storyboard 'Legacy, old: 100%25' is declared but no screen uses it, so only its name case is generated; give a screen 'storyboard: Legacy, old: 100%25', or remove the entry

            """)
    }

    func testJSONFormat() {
        XCTAssertEqual(DiagnosticFormatter(format: .json).format([diagnostics[0]]), """
            [
              {
                "severity": "error",
                "code": "duplicate-key",
                "message": "duplicate key 'id'; each key may appear once in a mapping",
                "file": "Specs/A.yml",
                "line": 4,
                "column": 7,
                "notes": [
                  {
                    "message": "'id' first appears here",
                    "file": "Specs/A.yml",
                    "line": 3,
                    "column": 7
                  }
                ]
              }
            ]

            """)
        XCTAssertEqual(DiagnosticFormatter(format: .json).format([]), "[]\n")
    }

    func testStrictMakesWarningsErrors() {
        let promoted = diagnostics.promotingWarnings()
        XCTAssertEqual(promoted.map(\.severity), [.error, .error])
        XCTAssertTrue(promoted.containsErrors)
        XCTAssertFalse([diagnostics[1]].containsErrors)
    }

    func testUnifiedDiff() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
        let new = "a\nb\nc\nD\ne\nf\ng\nh\ni\n"
        XCTAssertEqual(UnifiedDiff.diff(old: old, new: new, oldLabel: "a/x", newLabel: "b/x", context: 1), """
            --- a/x
            +++ b/x
            @@ -3,3 +3,3 @@
             c
            -d
            +D
             e
            @@ -8,1 +8,2 @@
             h
            +i

            """)
        XCTAssertEqual(UnifiedDiff.diff(old: "", new: "x\n", oldLabel: "/dev/null", newLabel: "b/x"), "--- /dev/null\n+++ b/x\n@@ -0,0 +1,1 @@\n+x\n")
        XCTAssertEqual(UnifiedDiff.diff(old: "same\n", new: "same\n", oldLabel: "a", newLabel: "b"), "")
    }
}

/// `check`'s diff stays linear on large changes and prints a bounded amount.
final class UnifiedDiffBoundsTests: XCTestCase {
    func testALargeChangeIsOneHunkAndItsPrintingIsBounded() {
        let old = (0..<5_000).map { "line \($0)\n" }.joined()
        let new = (0..<5_000).map { $0.isMultiple(of: 2) ? "line \($0)\n" : "changed \($0)\n" }.joined()
        let diff = UnifiedDiff.diff(old: old, new: new, oldLabel: "a/x", newLabel: "b/x")
        let lines = diff.split(separator: "\n")
        XCTAssertEqual(lines.count, 2 + UnifiedDiff.printedLineLimit + 1)
        // The shared first line as context, then every old line removed and every new one added.
        XCTAssertEqual(lines[2], "@@ -1,5000 +1,5000 @@")
        XCTAssertEqual(lines.last, "... \(1 + 1 + 4_999 + 4_999 - UnifiedDiff.printedLineLimit) more lines of this diff not shown")
    }

    func testASmallChangeInALargeFileIsComparedLineByLine() {
        var lines = (0..<20_000).map { "line \($0)" }
        let old = lines.joined(separator: "\n") + "\n"
        lines[10_000] = "changed"
        let diff = UnifiedDiff.diff(old: old, new: lines.joined(separator: "\n") + "\n", oldLabel: "a/x", newLabel: "b/x", context: 0)
        XCTAssertEqual(diff, "--- a/x\n+++ b/x\n@@ -10001,1 +10001,1 @@\n-line 10000\n+changed\n")
    }
}
