import AppKit
import Notes
import Preferences

/// An app that imports both macOS modules and reaches every screen with one line.
@MainActor
final class AppFlow {
    func showEverything(from viewController: NSViewController) {
        NSWindowController.show.notesWindowController()
        NSWindowController.show.preferencesWindowController()
        let general = NSViewController.create.generalViewController(tab: 1)
        viewController.present.noteViewController(noteID: 3)
        _ = general.embedInWindowController()
        _ = [NSStoryboard(NSStoryboard.NotesFile.main), NSStoryboard(NSStoryboard.PreferencesFile.main)]
    }
}
