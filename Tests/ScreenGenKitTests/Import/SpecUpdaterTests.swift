@testable import ScreenGenKit
import XCTest

/// `import --update` edits a spec file's lines in place: the storyboard's keys follow it,
/// the team's keys, comments, order and blank lines stay, and a second run changes nothing.
final class SpecUpdaterTests: XCTestCase {
    static let header = """
        # yaml-language-server: $schema=../Schemas/screengen-spec.schema.json
        # Imported by screengen from Main.storyboard.
        module: App

        storyboards:
          Main:
            path: ../Tree/Main.storyboard

        """

    static let edited = header + """
        # Our screens.
        screens:
          DetailViewController:
            presentation: pageSheet   # a sheet on iPad
            storyboard: Main
            identifier: Detail
            init:
              item: Item

          GoneViewController:
            storyboard: Main
            identifier: Gone
          HandViewController:
            storyboard: Main
            identifier: Hand
            initialize:
              id: Int
          HomeViewController:
            storyboard: Main
            initial: true
            segues:
              showOld: GoneViewController

        """

    static let imported = header + """
        screens:
          AddedViewController:
            storyboard: Main
            identifier: Added
          DetailViewController:
            storyboard: Main
            identifier: DetailScene
          HomeViewController:
            storyboard: Main
            initial: true
            segues:
              showDetail: DetailViewController

        """

    func testUpdateKeepsHandWrittenKeysAndFollowsTheStoryboard() throws {
        let update = try XCTUnwrap(SpecUpdater(prune: false).update(Self.edited, to: Self.imported))
        XCTAssertEqual(update.text, Self.header + """
            # Our screens.
            screens:
              AddedViewController:
                storyboard: Main
                identifier: Added
              DetailViewController:
                presentation: pageSheet   # a sheet on iPad
                storyboard: Main
                identifier: DetailScene
                init:
                  item: Item

              HandViewController:
                storyboard: Main
                identifier: Hand
                initialize:
                  id: Int
              HomeViewController:
                storyboard: Main
                initial: true
                segues:
                  showDetail: DetailViewController

            """)
        XCTAssertEqual(update.added, ["AddedViewController"])
        XCTAssertEqual(update.changed, ["DetailViewController", "HomeViewController"])
        XCTAssertEqual(update.removed, ["GoneViewController"])
        XCTAssertEqual(update.kept, ["HandViewController"], "a screen with keys of the team's is never removed without --prune")

        let again = try XCTUnwrap(SpecUpdater(prune: false).update(update.text, to: Self.imported))
        XCTAssertEqual(again.text, update.text, "a second run changes nothing")
        XCTAssertEqual(again.added + again.changed + again.removed, [])
    }

    func testPruneRemovesScreensWithHandWrittenKeys() throws {
        let update = try XCTUnwrap(SpecUpdater(prune: true).update(Self.edited, to: Self.imported))
        XCTAssertEqual(update.removed, ["GoneViewController", "HandViewController"])
        XCTAssertEqual(update.kept, [])
        XCTAssertFalse(update.text.contains("HandViewController"))
        XCTAssertTrue(update.text.contains("    init:\n      item: Item\n"))
    }

    /// A key the storyboard gained goes after the owned keys before it; one it lost goes.
    func testOwnedKeysAddedAndRemovedInPlace() throws {
        let old = "module: App\nscreens:\n  A:\n    storyboard: Main\n    # why A is special\n    presentation: fullScreen\n    initial: true\n"
        let new = "module: App\nscreens:\n  A:\n    storyboard: Main\n    identifier: Alpha\n"
        let update = try XCTUnwrap(SpecUpdater(prune: false).update(old, to: new))
        XCTAssertEqual(update.text, "module: App\nscreens:\n  A:\n    storyboard: Main\n    identifier: Alpha\n    # why A is special\n    presentation: fullScreen\n")
    }

    func testEmptyScreensAndUnreadableFiles() throws {
        let update = try XCTUnwrap(SpecUpdater(prune: false).update("module: App\nscreens: {}  # none yet\n", to: "module: App\nscreens:\n  A:\n    nib: true\n"))
        XCTAssertEqual(update.text, "module: App\nscreens:\n  A:\n    nib: true\n")
        XCTAssertNil(SpecUpdater(prune: false).update("- not a mapping\n", to: "module: App\n"))
    }

    /// A scene that loses its Storyboard ID becomes segue-only, and one that gains an ID loses
    /// `segueOnly`; the team's `initialize:` stays either way, and a second run changes nothing.
    func testSegueOnlyFollowsTheStoryboard() throws {
        let old = Self.header + """
            screens:
              NoteViewController:
                storyboard: Main
                identifier: Note
                initialize:
                  note: String
              RootViewController:
                storyboard: Main
                segueOnly: true
                initialize: {}

            """
        let new = Self.header + """
            screens:
              NoteViewController:
                storyboard: Main
                segueOnly: true
              RootViewController:
                storyboard: Main
                identifier: Root

            """
        let update = try XCTUnwrap(SpecUpdater(prune: false).update(old, to: new))
        XCTAssertEqual(update.text, Self.header + """
            screens:
              NoteViewController:
                storyboard: Main
                segueOnly: true
                initialize:
                  note: String
              RootViewController:
                storyboard: Main
                identifier: Root
                initialize: {}

            """)
        XCTAssertEqual(update.changed, ["NoteViewController", "RootViewController"])
        XCTAssertEqual(SpecUpdater(prune: false).update(update.text, to: new)?.changed, [])
    }
}
