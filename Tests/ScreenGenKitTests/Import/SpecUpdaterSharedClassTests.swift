@testable import ScreenGenKit
import XCTest

/// `import --update` matches a screen of the file with the fresh import's by its storyboard
/// and Storyboard ID (or initial scene, or XIB), not by its key: a key the team renamed and
/// its hand-written `class:` survive, and the import never renames a key.
final class SpecUpdaterSharedClassTests: XCTestCase {
    private let header = "module: App\n\nstoryboards:\n  Main:\n    path: ../Main.storyboard\n\n"

    func testARenamedKeyAndItsClassSurviveAnUpdate() throws {
        let old = header + """
            screens:
              HelpPage:
                class: WebViewController
                storyboard: Main
                identifier: Web
                initialize:
                  url: URL

            """
        // The fresh import names the scene after its storyboard, the class being in several scenes.
        let new = header + """
            screens:
              MainWebViewController:
                class: WebViewController
                storyboard: Main
                identifier: Web

            """
        let update = try XCTUnwrap(SpecUpdater(prune: false).update(old, to: new))
        XCTAssertEqual(update.text, old)
        XCTAssertEqual(update.added, [])
        XCTAssertEqual(update.removed, [])
        XCTAssertEqual(update.changed, [])
    }

    /// A key that was the class, and whose Storyboard ID was its key: the fresh import names
    /// it apart from the class now that the class is in another scene too; the file keeps its key.
    func testAnUpdateNeverRenamesAKey() throws {
        let old = header + "screens:\n  WebViewController:\n    storyboard: Main\n    presentation: pageSheet\n"
        let new = header + """
            screens:
              MainWebViewController:
                class: WebViewController
                storyboard: Main
                identifier: WebViewController
              MainWebViewControllerTerms:
                class: WebViewController
                storyboard: Main
                identifier: Terms

            """
        let update = try XCTUnwrap(SpecUpdater(prune: false).update(old, to: new))
        XCTAssertEqual(update.added, ["MainWebViewControllerTerms"])
        XCTAssertEqual(update.changed, [])
        XCTAssertEqual(update.text, header + """
            screens:
              MainWebViewControllerTerms:
                class: WebViewController
                storyboard: Main
                identifier: Terms
              WebViewController:
                storyboard: Main
                presentation: pageSheet

            """)
        // A second run changes nothing.
        XCTAssertEqual(SpecUpdater(prune: false).update(update.text, to: new)?.text, update.text)
    }

    /// A scene is its storyboard and Storyboard ID: sharing a class does not match two screens.
    func testAScreenWhoseSceneIsGoneIsNotMatchedByItsClass() throws {
        let old = header + "screens:\n  HelpPage:\n    class: WebViewController\n    storyboard: Main\n    identifier: Web\n"
        let new = header + "screens:\n  WebViewController:\n    storyboard: Main\n    identifier: Page\n"
        // Nothing matches by scene (the ID changed), so the key decides: no screen of that name.
        let update = try XCTUnwrap(SpecUpdater(prune: true).update(old, to: new))
        XCTAssertEqual(update.removed, ["HelpPage"])
        XCTAssertEqual(update.added, ["WebViewController"])
    }

    func testIdentityIsTheSceneNotTheKey() throws {
        let document = try XCTUnwrap(SpecUpdater.Document(header + """
            screens:
              A: {storyboard: Main}
              B: {storyboard: Main, identifier: Web, class: WebViewController}
              C: {storyboard: Main, initial: true}
              D: {nib: true, class: Shared.WebViewController}
              E: {nib: Terms}
              F: {}

            """))
        XCTAssertEqual(document.screens.map(SpecUpdater.identity(of:)), [
            "scene\u{0}Main\u{0}A", "scene\u{0}Main\u{0}Web", "initial\u{0}Main", "nib\u{0}WebViewController", "nib\u{0}Terms", "name\u{0}F",
        ])
    }
}
