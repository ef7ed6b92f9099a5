import AppKit
import Notes
import Preferences

/// An app that imports both macOS modules and reaches every screen with one line.
@MainActor
final class AppFlow {
    func showEverything(from viewController: NSViewController) {
        NSWindowController.screenGen.show.notesWindowController()
        NSWindowController.screenGen.show.preferencesWindowController()
        let general = NSViewController.screenGen.create.generalViewController(tab: 1)
        viewController.screenGen.present.noteViewController(noteID: 3)
        _ = general.screenGen.embedInWindowController()
        _ = [NSStoryboard(NSStoryboard.NotesFile.main), NSStoryboard(NSStoryboard.PreferencesFile.main)]
    }
}
