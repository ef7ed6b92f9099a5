import Foundation
@testable import ScreenGenKit
import XCTest

/// `class:`: a screen's key is its name, `class:` its Swift type; several screens may share
/// a class, and what only one screen of a class can have is a located error.
final class SharedClassValidationTests: XCTestCase {
    private func run(_ yaml: String) -> Pipeline.Result {
        Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(yaml.utf8))], specsFolder: "Specs")
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: "Specs/App.yml", line: line, column: column)
    }

    private let header = "module: App\nstoryboards:\n  Main: {}\n  Settings: {}\nscreens:\n"

    /// The errors alone: a test that uses one storyboard leaves the other unused, a warning.
    private func errors(_ yaml: String) -> [Diagnostic] {
        run(yaml).diagnostics.filter { $0.severity == .error }
    }

    func testScreensOfOneClassKeepTheirOwnNamesMembersAndScenes() throws {
        let result = run(header + """
              MainWeb:
                class: WebViewController
                storyboard: Main
              SettingsWeb:
                class: WebViewController
                storyboard: Settings
                identifier: Web
              Other: {}
            """)
        XCTAssertEqual(result.diagnostics, [])
        let screens = try XCTUnwrap(result.model?.screens)
        XCTAssertEqual(screens.map(\.name), ["MainWeb", "Other", "SettingsWeb"])
        XCTAssertEqual(screens.map(\.typeName), ["WebViewController", "Other", "WebViewController"])
        XCTAssertEqual(screens.map(\.memberName), ["mainWeb", "other", "settingsWeb"])
        XCTAssertEqual(screens.map(\.sharesClass), [true, false, true])
        // Without `identifier`, the Storyboard ID is the screen's name, not its class.
        XCTAssertEqual(screens.map(\.source), [.storyboardScene(storyboard: "Main", identifier: "MainWeb"), .code,
                                               .storyboardScene(storyboard: "Settings", identifier: "Web")])
    }

    /// One screen's `class:` names another screen's key: the two share that class, though
    /// only one of them says `class:`.
    func testAClassNamedAfterAnotherScreensKeyIsShared() throws {
        let result = run(header + """
              WebViewController:
                storyboard: Main
              SettingsWeb:
                class: WebViewController
                storyboard: Settings
              Other: {}
            """)
        XCTAssertEqual(result.diagnostics, [])
        let screens = try XCTUnwrap(result.model?.screens)
        XCTAssertEqual(screens.map(\.name), ["Other", "SettingsWeb", "WebViewController"])
        XCTAssertEqual(screens.map(\.sharesClass), [false, true, true])
    }

    func testWithoutClassTheKeyIsTheType() throws {
        let screen = try XCTUnwrap(run(header + "  QuotesViewController: {storyboard: Main}\n").model?.screens.first)
        XCTAssertEqual(screen.name, "QuotesViewController")
        XCTAssertEqual(screen.typeName, "QuotesViewController")
        XCTAssertFalse(screen.sharesClass)
    }

    func testAModuleQualifiedClassIsAccepted() throws {
        let screen = try XCTUnwrap(run(header + "  Web:\n    class: Shared.WebViewController\n").model?.screens.first)
        XCTAssertEqual(screen.typeName, "Shared.WebViewController")
        XCTAssertEqual(screen.sceneClass, "WebViewController")
    }

    func testABadClassIsALocatedError() {
        let cases: [(String, String)] = [
            ("Web View", "it contains ' '"),
            ("Shared..Web", "it has an empty part between dots"),
            ("`Web`", "backticks are not allowed in a type name"),
            ("Shared.class", "'class' is a Swift keyword"),
            ("Array<Int>", "it contains '<'"),
        ]
        for (value, reason) in cases {
            let diagnostics = errors(header + "  Web:\n    class: \"\(value)\"\n")
            XCTAssertEqual(diagnostics.map(\.kind), [.invalidClassName(name: value, reason: reason)], value)
            // The value's text, inside its quotes.
            XCTAssertEqual(diagnostics.first?.location, location(7, 13), value)
        }
        let message = errors(header + "  Web:\n    class: 3D\n").first?.kind.message
        XCTAssertEqual(message, "'class: 3D' is not a Swift type name: it starts with a digit; write the type as Swift does, e.g. WebViewController or Shared.WebViewController")
    }

    func testTwoScreensWithOneKeyAreStillAnError() {
        let result = Pipeline().run(files: [
            SpecFolder.File(displayPath: "Specs/A.yml", bytes: Array("module: App\nscreens:\n  Web: {class: WebViewController}\n".utf8)),
            SpecFolder.File(displayPath: "Specs/B.yml", bytes: Array("screens:\n  Web: {class: OtherViewController}\n".utf8)),
        ], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics.map(\.kind.code), ["duplicate-screen"])
    }

    func testAKeyThatIsNoIdentifierIsStillAnError() {
        XCTAssertEqual(errors(header + "  Web View:\n    class: WebViewController\n").map(\.kind.code), ["invalid-type-name"])
    }

    func testSeguesOnASharedClassAreRefusedWhereTheyAreDeclared() {
        let diagnostics = run(header + """
              MainWeb:
                class: WebViewController
                storyboard: Main
                segues:
                  next: Other
              SettingsWeb:
                class: WebViewController
                storyboard: Settings
              Other: {storyboard: Main}
            """).diagnostics
        XCTAssertEqual(diagnostics.map(\.kind), [.sharedClassRefused(screen: "MainWeb", typeName: "WebViewController", other: "SettingsWeb",
                                                                      otherLocation: location(11, 3), reason: ScreenCapabilities.sharedClassSeguesReason)])
        XCTAssertEqual(diagnostics.first?.location, location(9, 5))
    }

    func testSharedClassesAreRefusedOnMacOS() {
        let diagnostics = run("module: App\nplatform: macOS\nscreens:\n  A: {class: PanelController}\n  B: {class: PanelController}\n").diagnostics
        XCTAssertEqual(diagnostics.map(\.kind.code), ["shared-class-refused"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: "Specs/App.yml", line: 5, column: 14))
    }

    func testDestinationsOfOneClassMustTakeTheSameParameters() {
        let yaml = header + """
              List:
                storyboard: Main
                segues:
                  a: WebA
                  b: WebB
              WebA: {class: WebViewController, storyboard: Main, initialize: {url: URL}}
              WebB: {class: WebViewController, storyboard: Settings, initialize: {page: Int}}
            """
        XCTAssertEqual(run(yaml).diagnostics.map(\.kind.code), ["shared-class-refused"])
        let same = yaml.replacingOccurrences(of: "{page: Int}", with: "{url: URL}")
        XCTAssertEqual(run(same).diagnostics, [])
    }

    /// Segues name screens: a destination is a key, and the segue knows its class.
    func testASegueDestinationNamesTheScreen() throws {
        let result = run(header + "  List:\n    storyboard: Main\n    segues:\n      next: MainWeb\n  MainWeb: {class: WebViewController, storyboard: Settings}\n")
        XCTAssertEqual(result.diagnostics, [])
        let segue = try XCTUnwrap(result.model?.screens.first { $0.name == "List" }?.segues.first)
        XCTAssertEqual(segue.destination, "MainWeb")
        XCTAssertEqual(segue.destinationType, "WebViewController")
    }
}
