@testable import ScreenGenKit
import XCTest

/// `import --update` is a text edit: what the storyboard did not change stays byte for byte,
/// however the team wrote it, and what it cannot edit safely is refused where it is.
final class SpecUpdaterFidelityTests: XCTestCase {
    private let imported = """
        module: App
        storyboards:
          Main:
            path: ../App/Main.storyboard
        screens:
          BasketViewController:
            storyboard: Main
            identifier: Basket
          CartViewController:
            storyboard: Main
            identifier: Cart

        """

    /// Four-space indentation, quoting, trailing comments, a blank line, the end marker, a
    /// byte-order mark and CRLF line ends: unchanged when the storyboard is, and only the
    /// changed value's line otherwise, its comment kept.
    func testWhatTheStoryboardDidNotChangeStaysAsWritten() throws {
        let team = """
            module: App
            storyboards:
                Main:
                    path: '../App/Main.storyboard'   # the main one
            screens:
                BasketViewController:
                    storyboard: "Main"   # shared
                    identifier: 'Basket' # by ID
                    initialize:
                        items: "[Item]"

                CartViewController: {storyboard: Main, identifier: Cart}
            ...

            """
        for (bom, lineEnd) in [("", "\n"), ("\u{FEFF}", "\n"), ("", "\r\n"), ("\u{FEFF}", "\r\n")] {
            let text = bom + team.replacingOccurrences(of: "\n", with: lineEnd)
            let same = try XCTUnwrap(SpecUpdater(prune: false).update(text, to: imported))
            XCTAssertNil(same.refusal)
            XCTAssertTrue(same.text.utf8.elementsEqual(text.utf8), "unchanged, byte for byte (\(bom.isEmpty ? "" : "BOM, ")\(lineEnd == "\n" ? "LF" : "CRLF"))")

            let renamed = imported.replacingOccurrences(of: "identifier: Basket", with: "identifier: Bag")
            let update = try XCTUnwrap(SpecUpdater(prune: false).update(text, to: renamed))
            XCTAssertEqual(update.changed, ["BasketViewController"])
            let expected = text.replacingOccurrences(of: "identifier: 'Basket' # by ID", with: "identifier: Bag # by ID")
            XCTAssertTrue(update.text.utf8.elementsEqual(expected.utf8), update.text.debugDescription)
        }
    }

    /// A screen (or `screens:`) in flow style that the storyboard changes cannot be edited by
    /// lines: refused at the mapping, the text left as it is.
    func testAFlowStyleScreenTheStoryboardChangesIsRefusedWhereItIs() throws {
        let team = """
            module: App
            storyboards: {Main: {path: ../App/Main.storyboard}}
            screens:
              BasketViewController: {storyboard: Main, identifier: Basket}
              CartViewController:
                storyboard: Main
                identifier: Cart

            """
        let update = try XCTUnwrap(SpecUpdater(prune: false).update(team, to: imported.replacingOccurrences(of: "identifier: Basket", with: "identifier: Bag")))
        XCTAssertEqual(update.refusal?.line, 4)
        XCTAssertEqual(update.refusal?.column, 25)
        XCTAssertTrue(update.refusal?.message.contains("block style") == true, update.refusal?.message ?? "")
        XCTAssertEqual(update.text, team)

        let flowScreens = "module: App\nscreens: {BasketViewController: {storyboard: Main, identifier: Basket}}\n"
        let added = try XCTUnwrap(SpecUpdater(prune: false).update(flowScreens, to: imported))
        XCTAssertEqual(added.refusal?.line, 2)
        XCTAssertEqual(added.text, flowScreens)
    }
}
