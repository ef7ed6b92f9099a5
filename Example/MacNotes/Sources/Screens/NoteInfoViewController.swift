import AppKit

/// What a folder holds, laid out in NoteInfo.xib and loaded with `init(nibName:bundle:)`;
/// the note list presents it as a sheet.
final class NoteInfoViewController: NSViewController {
    private(set) var folder = ""

    /// Declared under `initialize:` in Specs/MacNotes.yml.
    func initialize(folder: String) {
        self.folder = folder
    }
}
