import Foundation
@testable import ScreenGenKit
import XCTest

/// `segues:` from spec to model: the cases, destinations across files, and which
/// duplicates the loader already stops.
final class SegueValidationTests: XCTestCase {
    private func run(_ files: [String: String]) -> Pipeline.Result {
        let specFiles = files.keys.sorted().map { SpecFolder.File(displayPath: "Specs/\($0)", bytes: Array(files[$0]!.utf8)) }
        return Pipeline().run(files: specFiles, specsFolder: "Specs")
    }

    private let main = "module: App\nstoryboards:\n  Main: {}\nscreens:\n"

    func testSeguesBecomeSortedModelValuesWithCaseNames() throws {
        let result = run([
            "A.yml": main + "  ListViewController:\n    storyboard: Main\n    segues:\n      ShowNote: NoteViewController\n"
                + "      editSettings:\n        destination: SettingsViewController\n        embedded: true\n",
            "B.yml": "screens:\n  NoteViewController: {storyboard: Main}\n  SettingsViewController: {storyboard: Main, initialize: {}}\n",
        ])
        XCTAssertEqual(result.diagnostics, [])
        let list = try XCTUnwrap(result.model?.screens.first { $0.typeName == "ListViewController" })
        var showNote = Segue(identifier: "ShowNote", caseName: "showNote", destination: "NoteViewController", embedded: false,
                             location: SourceLocation(file: "Specs/A.yml", line: 8, column: 7))
        showNote.destinationLocation = SourceLocation(file: "Specs/A.yml", line: 8, column: 17)
        var editSettings = Segue(identifier: "editSettings", caseName: "editSettings", destination: "SettingsViewController", embedded: true,
                                 location: SourceLocation(file: "Specs/A.yml", line: 9, column: 7))
        editSettings.destinationLocation = SourceLocation(file: "Specs/A.yml", line: 10, column: 22)
        XCTAssertEqual(list.segues, [showNote, editSettings])
        XCTAssertEqual(result.model?.screens.filter { !$0.segues.isEmpty }.map(\.typeName), ["ListViewController"])
    }

    /// The same identifier twice is a duplicate YAML key, quoted or not: the loader reports
    /// it before any segue rule runs, so the validator only sees distinct identifiers.
    func testTheSameIdentifierTwiceIsADuplicateKey() {
        for second in ["showNote", "'showNote'", "\"showNote\""] {
            let yaml = main + "  A:\n    storyboard: Main\n    segues:\n      showNote: A\n      \(second): A\n"
            XCTAssertEqual(run(["App.yml": yaml]).diagnostics.map(\.kind.code), ["duplicate-key"], second)
        }
    }

    /// What remains for the validator: different identifiers that make one case.
    func testIdentifiersThatMakeOneCaseAreReportedOnTheSecond() {
        let yaml = main + "  A:\n    storyboard: Main\n    segues:\n      ShowNote: A\n      showNote: A\n"
        let diagnostics = run(["App.yml": yaml]).diagnostics
        XCTAssertEqual(diagnostics.map(\.kind), [.duplicateSegueCase(identifier: "showNote", screen: "A", caseName: "showNote", other: "ShowNote",
                                                                     otherLocation: SourceLocation(file: "Specs/App.yml", line: 8, column: 7))])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: "Specs/App.yml", line: 9, column: 7))
    }

    /// A keyword is a fine identifier: the case is written with backticks.
    func testKeywordIdentifiersAreEscapedNotRefused() throws {
        let result = run(["App.yml": main + "  A:\n    storyboard: Main\n    segues:\n      default: A\n"])
        XCTAssertEqual(result.diagnostics, [])
        let screens = try XCTUnwrap(result.files.first { $0.path == "App/App+Screens.swift" })
        XCTAssertTrue(screens.contents.contains("case `default` = \"default\""), screens.contents)
    }

    /// A destination whose own declaration failed is not also called undeclared.
    func testABrokenDestinationIsNotReportedTwice() {
        let yaml = main + "  A:\n    storyboard: Main\n    segues:\n      next: B\n  B:\n    storyboard: Mian\n"
        XCTAssertEqual(run(["App.yml": yaml]).diagnostics.map(\.kind.code), ["undeclared-storyboard"])
    }
}

extension SegueValidationTests {
    /// The schema's segue mapping has exactly the keys the decoder accepts.
    func testSchemaSegueKeysAreTheDecoderKeys() throws {
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SpecSchema.json().utf8)) as? [String: Any])
        let segues = try XCTUnwrap((schema["$defs"] as? [String: [String: Any]])?["segues"])
        let forms = try XCTUnwrap((segues["additionalProperties"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        let mapping = try XCTUnwrap(forms.first { $0["type"] as? String == "object" })
        XCTAssertEqual(Set((mapping["properties"] as? [String: Any] ?? [:]).keys), Set(SpecDecoder.segueKeys))
    }
}
