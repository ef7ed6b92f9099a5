import AppKit

public final class NotesWindowController: NSWindowController {}

public final class NoteViewController: NSViewController {
    public let noteID: Int

    public init?(coder: NSCoder, noteID: Int) {
        self.noteID = noteID
        super.init(coder: coder)
    }

    public required init?(coder: NSCoder) {
        fatalError("made through init?(coder:noteID:)")
    }
}
