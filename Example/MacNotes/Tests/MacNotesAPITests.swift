import AppKit
import XCTest

@testable import MacNotes

/// The generated AppKit API at its call sites, on the AppKit stand-in with the module's
/// compiled storyboards: create for both kinds of controller, `present` as a sheet or a
/// modal window as the spec says, `show` for window controllers, and embedding as a window's
/// content. (The generated tests next to this file check the storyboards themselves.)
///
/// The tests are `async` because XCTest on Linux only runs main-actor tests that are.
@MainActor
final class MacNotesAPITests: XCTestCase {
    func testCreateMakesWindowControllersWithTheirContent() async throws {
        let window = NSWindowController.screenGen.create.mainWindowController()
        XCTAssertNotNil(window.storyboard, "instantiated from Main.storyboard")
        XCTAssertTrue(window.contentViewController is NoteListViewController)
        XCTAssertFalse(window.window?.isVisible ?? true, "create does not show the window")
    }

    func testCreateCallsInitializeAndTheCreatorInitializer() async throws {
        let list = NSViewController.screenGen.create.noteListViewController(folder: "Work")
        XCTAssertEqual(list.folder, "Work")
        let editor = NSViewController.screenGen.create.noteEditorViewController(noteID: 42)
        XCTAssertEqual(editor.noteID, 42)
        XCTAssertNotNil(editor.storyboard)
        XCTAssertEqual(NSViewController.screenGen.create.shareViewController(text: "Hello").text, "Hello")
    }

    func testPresentUsesASheetOrAModalWindowAsTheSpecSays() async throws {
        let list = NSViewController.screenGen.create.noteListViewController(folder: "Inbox")
        let host = list.screenGen.embedInWindowController()
        let share = list.screenGen.present.shareViewController(text: "Shared")
        XCTAssertTrue(share.presentingViewController === list)
        XCTAssertTrue(share.view.window?.sheetParent === host.window, "presentation: sheet is the default")
        let editor = list.screenGen.present.noteEditorViewController(noteID: 7)
        XCTAssertEqual(editor.noteID, 7)
        XCTAssertNil(editor.view.window?.sheetParent, "presentation: modalWindow")
        XCTAssertTrue(editor.view.window?.isVisible ?? false)
        XCTAssertEqual(list.presentedViewControllers?.count, 2)
    }

    func testShowOpensAWindowControllersWindow() async throws {
        let preferences = NSWindowController.screenGen.show.preferencesWindowController()
        XCTAssertTrue(preferences.window?.isVisible ?? false)
        XCTAssertNotNil(preferences.contentViewController, "the General pane, from the storyboard")
    }

    func testEmbedInWindowControllerMakesTheViewControllerTheContent() async throws {
        let share = NSViewController.screenGen.create.shareViewController(text: "x")
        let controller = share.screenGen.embedInWindowController()
        XCTAssertTrue(controller.contentViewController === share)
        XCTAssertTrue(share.view.window === controller.window)
    }

    func testStoryboardFilesLoadTheirStoryboards() async throws {
        XCTAssertEqual(NSStoryboard.File.allCases.map(\.rawValue), ["Main", "Preferences"])
        let storyboard = NSStoryboard(.preferences)
        XCTAssertTrue(storyboard.instantiateController(withIdentifier: "PreferencesWindowController") is PreferencesWindowController)
    }
}
