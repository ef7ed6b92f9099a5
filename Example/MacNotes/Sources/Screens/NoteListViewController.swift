import AppKit

/// The notes of one folder: a scene of Main.storyboard (Storyboard ID `NoteList`) and the
/// main window's content.
final class NoteListViewController: NSViewController {
    private(set) var folder = ""

    /// Declared under `initialize:` in Specs/MacNotes.yml.
    func initialize(folder: String) {
        self.folder = folder
    }

    /// Shows what the folder holds in a sheet: a XIB screen, presented like any other.
    @discardableResult
    func showInfo() -> NoteInfoViewController {
        screenGen.present.noteInfoViewController(folder: folder)
    }
}
