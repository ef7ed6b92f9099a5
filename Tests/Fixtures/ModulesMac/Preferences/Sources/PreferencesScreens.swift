import AppKit
import Notes

public final class PreferencesWindowController: NSWindowController {}

public final class GeneralViewController: NSViewController {
    public private(set) var tab = 0

    public func initialize(tab: Int) {
        self.tab = tab
    }

    /// A screen of another module, with the same one-line call as this module's own.
    public func openNote(_ noteID: Int) {
        screenGen.present.noteViewController(noteID: noteID)
    }
}
