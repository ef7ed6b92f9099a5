@testable import ScreenGenKit
import XCTest

/// The model keeps where the spec states each fact a later stage reports on (the
/// cross-check reads the model alone), and moving the specs folder moves those places too.
final class LocatedFactsTests: XCTestCase {
    private let spec = """
        module: App
        platform: iOS
        storyboardPaths: [../Storyboards]
        storyboards:
          Main: {path: ../Storyboards/Main.storyboard}
        screens:
          ListViewController:
            storyboard: Main
            identifier: List
            segues:
              showNote: NoteViewController
          NoteViewController: {storyboard: Main}
          SettingsViewController:
            nib: Settings

        """

    private func model() throws -> AppModel {
        let (node, loadDiagnostics) = YAMLLoader(file: "Specs/App.yml").load(Array(spec.utf8))
        XCTAssertEqual(loadDiagnostics, [])
        var decoder = SpecDecoder(file: "Specs/App.yml")
        let document: SpecDocument? = decoder.decode(try XCTUnwrap(node))
        XCTAssertEqual(decoder.diagnostics, [])
        var validator = SpecValidator()
        let model = validator.validate([try XCTUnwrap(document)], specsFolder: "Specs")
        XCTAssertEqual(validator.diagnostics, [])
        return try XCTUnwrap(model)
    }

    private func at(_ line: Int, _ column: Int, in file: String = "Specs/App.yml") -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    func testTheModelLocatesEveryFactTheCrossCheckReportsOn() throws {
        let model = try model()
        XCTAssertEqual(model.moduleLocation, at(1, 9))
        XCTAssertEqual(model.platformLocation, at(2, 11))
        XCTAssertEqual(model.storyboardPaths, [Located(value: "../Storyboards", location: at(3, 19))])
        XCTAssertEqual(model.storyboards.map(\.path), [Located(value: "../Storyboards/Main.storyboard", location: at(5, 16))])
        let screens = Dictionary(uniqueKeysWithValues: model.screens.map { ($0.typeName, $0) })
        let list = try XCTUnwrap(screens["ListViewController"])
        XCTAssertEqual(list.location(of: .storyboard), at(8, 17))
        XCTAssertEqual(list.location(of: .identifier), at(9, 17))
        XCTAssertEqual(list.segues.map(\.destinationLocation), [at(11, 17)])
        // A key the entry lacks points at the screen itself.
        XCTAssertEqual(list.location(of: .initial), at(7, 3))
        XCTAssertEqual(screens["SettingsViewController"]?.location(of: .nib), at(14, 10))
    }

    func testMovingTheSpecsFolderMovesEveryLocatedFact() throws {
        let moved = try model().movingSpecsFolder(to: "App/Specs")
        let files = [moved.moduleLocation, moved.platformLocation].compactMap { $0?.file }
            + moved.storyboardPaths.map(\.location.file)
            + moved.storyboards.compactMap { $0.path?.location.file }
            + moved.screens.flatMap { screen in screen.keyLocations.entries.map(\.location.file) + screen.segues.compactMap { $0.destinationLocation?.file } }
        XCTAssertEqual(files.count, 10)
        XCTAssertEqual(Set(files), ["App/Specs/App.yml"])
    }

    /// When the specs have errors, a storyboard entry with a mistake of its own is not
    /// cross-checked, but its `path:` still turns the cross-check on: the other storyboards'
    /// files are looked for all the same.
    func testABrokenStoryboardEntryWithAPathStillTurnsTheCrossCheckOn() {
        let yaml = """
            module: App
            storyboards:
              Main: {path: Main.storyboard, bundle: nowhere}
              Other: {}
            screens:
              OtherViewController: {storyboard: Other}
              Bad-Name: {}

            """
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(yaml.utf8))], specsFolder: "Specs")
        let otherNotFound = result.diagnostics.filter { diagnostic in
            if case .storyboardFileNotFound(storyboard: "Other", searched: _, suggestion: _) = diagnostic.kind { return true }
            return false
        }
        XCTAssertEqual(otherNotFound.map(\.location), [at(4, 3)])
    }
}
