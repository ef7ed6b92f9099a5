import Foundation
@testable import ScreenGenKit
import XCTest

/// `segueOnly: true`: a scene with no Storyboard ID that segues and relationships show. It is
/// a segue's destination and performs segues, and the keys that make a screen in code are
/// refused with the capability table's reasons.
final class SegueOnlyValidationTests: XCTestCase {
    private func run(_ yaml: String) -> Pipeline.Result {
        Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(yaml.utf8))], specsFolder: "Specs")
    }

    private let main = "module: App\nstoryboards:\n  Main: {}\nscreens:\n"

    func testASegueOnlySceneIsASegueDestinationAndPerformsSegues() throws {
        let result = run(main + """
              ListViewController:
                storyboard: Main
                segueOnly: true
                segues:
                  showNote: NoteViewController
              NoteViewController:
                storyboard: Main
                segueOnly: true
                initialize:
                  note: String

            """)
        XCTAssertEqual(result.diagnostics, [])
        let screens = try XCTUnwrap(result.model?.screens)
        XCTAssertEqual(screens.map(\.source), [.segueOnlyScene(storyboard: "Main"), .segueOnlyScene(storyboard: "Main")])
        XCTAssertEqual(screens.first?.segues.map(\.destination), ["NoteViewController"])
        XCTAssertEqual(screens.last?.parameters?.map(\.name), ["note"])
    }

    /// `segueOnly: false` is a plain scene found by its Storyboard ID; `initial: false` beside
    /// `segueOnly: true` says nothing more.
    func testFalseValuesChangeNothing() throws {
        let result = run(main + "  A:\n    storyboard: Main\n    segueOnly: false\n  B:\n    storyboard: Main\n    segueOnly: true\n    initial: false\n")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.model?.screens.map(\.source), [.storyboardScene(storyboard: "Main", identifier: "A"), .segueOnlyScene(storyboard: "Main")])
    }

    /// Each key the capability table refuses is one error on that key, naming `segueOnly`'s line.
    func testKeysThatMakeTheScreenInCodeAreRefused() {
        let result = run(main + """
              NoteViewController:
                storyboard: Main
                segueOnly: true
                identifier: Note
                initial: true
                init:
                  store: Store
                presentation: fullScreen

            """)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [
            "Specs/App.yml:8:17: error: screen 'NoteViewController' cannot have both 'identifier' and 'segueOnly: true': a segue-only scene has no Storyboard ID; a scene with one is declared with 'identifier:' alone, and gets create, push and present\nSpecs/App.yml:7:16: note: 'segueOnly: true' is here",
            "Specs/App.yml:9:14: error: screen 'NoteViewController' cannot have both 'initial' and 'segueOnly: true': the initial scene is made by instantiateInitialViewController(); declare it with 'initial: true' alone\nSpecs/App.yml:7:16: note: 'segueOnly: true' is here",
            "Specs/App.yml:10:5: error: screen 'NoteViewController' cannot have both 'init' and 'segueOnly: true': UIKit makes a segue's destination with init?(coder:) alone, so 'init' parameters could never be passed; declare them under 'initialize', which the typed prepare forwards\nSpecs/App.yml:7:16: note: 'segueOnly: true' is here",
            "Specs/App.yml:12:19: error: screen 'NoteViewController' cannot have both 'presentation' and 'segueOnly: true': nothing presents a segue-only scene in code; its segue's kind says how it is shown\nSpecs/App.yml:7:16: note: 'segueOnly: true' is here",
        ])
        XCTAssertNil(result.model)
    }

    func testSegueOnlyNeedsAStoryboard() {
        XCTAssertEqual(run("module: App\nscreens:\n  A:\n    segueOnly: true\n").diagnostics.map(\.kind.code), ["scene-key-without-storyboard"])
    }

    /// macOS has no typed segues, so nothing could show a segue-only screen there.
    func testSegueOnlyIsRefusedOnMacOS() {
        let result = run("module: App\nplatform: macOS\nstoryboards:\n  Main: {}\nscreens:\n  A:\n    storyboard: Main\n    segueOnly: true\n")
        XCTAssertEqual(result.diagnostics.map(\.kind.code), ["key-unavailable-on-platform"])
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(file: "Specs/App.yml", line: 8, column: 16))
    }

    /// The schema, the reference tables and the validator read one table.
    func testTheCapabilityTableNamesTheKind() {
        XCTAssertEqual(ScreenCapabilities.kind(madeBy: .segueOnly), .segueOnlyScene)
        XCTAssertEqual(ScreenCapabilities.keyRequired(by: .segueOnly), .storyboard)
        XCTAssertEqual(ScreenCapabilities.keysRefused(by: .segueOnlyScene).map(\.key), [.identifier, .initial, .initializer, .presentation, .preview])
        XCTAssertNotNil(ScreenCapabilities.reason(kind: .segueOnlyScene, on: .macOS))
        XCTAssertNil(ScreenCapabilities.reason(kind: .segueOnlyScene, on: .tvOS))
        XCTAssertFalse(ScreenKind.segueOnlyScene.isMadeInCode)
        XCTAssertTrue(ScreenKind.segueOnlyScene.isStoryboardScene)
    }
}
