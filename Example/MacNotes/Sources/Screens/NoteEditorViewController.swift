import AppKit

/// One note, made through `init?(coder:noteID:)` so its ID is a `let`; presented as a
/// modal window.
final class NoteEditorViewController: NSViewController {
    let noteID: Int

    /// Declared under `init:` in Specs/MacNotes.yml.
    init?(coder: NSCoder, noteID: Int) {
        self.noteID = noteID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use init(coder:noteID:)")
    }
}
