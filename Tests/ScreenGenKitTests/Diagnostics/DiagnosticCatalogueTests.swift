import Foundation
import ScreenGenKit
import XCTest

/// The diagnostic catalogue behind `screengen explain` and Docs/Diagnostics.md: complete,
/// and honest (each example spec produces its code).
final class DiagnosticCatalogueTests: XCTestCase {
    func testEveryCodeHasASummaryAFixAndAnExample() {
        for code in DiagnosticCode.allCases {
            let entry = code.explanation
            XCTAssertFalse(entry.summary.isEmpty, code.rawValue)
            XCTAssertFalse(entry.fix.isEmpty, code.rawValue)
            XCTAssertFalse(entry.summary.contains("\n") || entry.fix.contains("\n"), "\(code.rawValue): summary and fix are one line each")
            switch entry.example {
            case let .specs(files):
                XCTAssertFalse(files.isEmpty, code.rawValue)
                XCTAssertFalse(files.contains { $0.text.isEmpty && code != .emptySpecFile }, code.rawValue)
            case let .situation(text):
                XCTAssertFalse(text.isEmpty, code.rawValue)
            }
        }
    }

    func testEveryExampleSpecProducesItsCode() {
        var specExamples = 0
        for code in DiagnosticCode.allCases {
            guard case .specs = code.explanation.example else { continue }
            specExamples += 1
            let produced = code.exampleDiagnostics
            XCTAssertFalse(produced.isEmpty, "the example of \(code.rawValue) does not produce it")
            XCTAssertTrue(produced.allSatisfy { $0.severity == code.severity }, code.rawValue)
        }
        // About half the codes can be shown with a spec alone; the others need folders, storyboards or configs.
        XCTAssertGreaterThanOrEqual(specExamples, 49)
    }

    func testWarningsAreExactlyTheseCodes() {
        let warnings = DiagnosticCode.allCases.filter { $0.severity == .warning }.map(\.rawValue)
        XCTAssertEqual(warnings, ["unused-storyboard", "confusable-name", "undeclared-segue", "unreachable-screen", "modules-declare-support-twice",
                                  "unused-ignore", "storyboard-found-twice", "unclaimed-scene", "identifier-never-matches-type",
                                  "unclaimed-unnamed-scene", "segue-only-scene-has-identifier", "connection-name-invalid",
                                  "connections-unchecked"])
    }

    /// A note never fails a run: only what needs no change may be one.
    func testNotesAreExactlyTheseCodes() {
        XCTAssertEqual(DiagnosticCode.allCases.filter { $0.severity == .note }.map(\.rawValue), ["screen-not-a-route"])
    }

    func testAKindsSeverityIsItsCodes() {
        XCTAssertEqual(DiagnosticKind.unusedStoryboard(name: "Main").severity, .warning)
        XCTAssertEqual(DiagnosticKind.missingModule.severity, .error)
        XCTAssertEqual(DiagnosticKind.missingModule.code, "missing-module")
    }

    func testCodeNamesAreFoundOrSuggested() {
        XCTAssertEqual(DiagnosticCode.named("unknown-key").code, .unknownKey)
        XCTAssertEqual(DiagnosticCode.named("Unknown-Key").code, .unknownKey)
        let misspelt = DiagnosticCode.named("unknwn-key")
        XCTAssertNil(misspelt.code)
        XCTAssertEqual(misspelt.suggestion, "unknown-key")
        XCTAssertNil(DiagnosticCode.named("completely-different-words-here").suggestion)
    }

    func testExplainPrintsTheEntry() throws {
        let run = try ScreenGenProcess.run(["explain", "duplicate-key"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
        duplicate-key (error)

        A key appears twice in one mapping; YAML readers disagree on which value wins, so screengen refuses both.

        How to fix: Keep one of the two; the note points at the first.

        Example, Specs/App.yml:
            module: App
            screens:
              AViewController: {}
              AViewController: {}

        screengen lint reports:
            Specs/App.yml:4:3: error: duplicate key 'AViewController'; each key may appear once in a mapping
            Specs/App.yml:3:3: note: 'AViewController' first appears here

        """)
    }

    func testExplainDescribesASituationWithoutASpec() throws {
        let run = try ScreenGenProcess.run(["explain", "would-overwrite"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("would-overwrite (error)\n\n"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("Example: a hand-written Generated/Screens.swift without the generated header\n"), run.stdout)
    }

    func testAnUnknownCodeSuggestsTheClosestAndExitsTwo() throws {
        let run = try ScreenGenProcess.run(["explain", "unknwn-key"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "screengen: error: no diagnostic has the code 'unknwn-key'; did you mean 'unknown-key'? 'screengen explain --list' lists them all\n")
    }

    func testListNamesEveryCodeOnce() throws {
        for arguments in [["explain"], ["explain", "--list"]] {
            let run = try ScreenGenProcess.run(arguments)
            XCTAssertEqual(run.status, 0, run.stderr)
            let lines = run.stdout.split(separator: "\n")
            XCTAssertEqual(lines.map { String($0.prefix { $0 != " " }) }, DiagnosticCode.allCases.map(\.rawValue))
            XCTAssertTrue(lines.contains { $0.hasPrefix("unused-storyboard ") && $0.contains(" warning ") })
        }
    }

    func testAFailingRunNamesExplainForPeopleOnly() throws {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data("screens:\n  A:\n    storybaord: Main\nstoryboards: {Main: {}}\n".utf8).write(to: folder.appendingPathComponent("Specs/App.yml"))
        let human = try ScreenGenProcess.run(["lint"], in: folder)
        XCTAssertEqual(human.status, 1)
        XCTAssertTrue(human.stderr.hasSuffix("screengen: 2 errors; specs are invalid; see 'screengen explain missing-module' for more\n"), human.stderr)
        for format in ["json", "github"] {
            let machine = try ScreenGenProcess.run(["lint", "--diagnostics-format", format], in: folder)
            XCTAssertEqual(machine.status, 1)
            XCTAssertFalse(machine.stdout.contains("screengen explain") || machine.stderr.contains("screengen explain"), format)
        }
    }
}
