// Hand-written app code the generated files for this fixture are compiled with.
import AppKit

extension Bundle {
    /// Stands in for the accessor SwiftPM generates for a target with resources.
    static var module: Bundle { Bundle.main }
}

final class MainWindowController: NSWindowController {}

final class NoteListViewController: NSViewController {
    func initialize(folder: String) {}
}

final class NoteEditorViewController: NSViewController {
    let noteID: Int

    init?(coder: NSCoder, noteID: Int) {
        self.noteID = noteID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("made through init?(coder:noteID:)")
    }
}

final class PreferencesWindowController: NSWindowController {}

final class ShareViewController: NSViewController {
    func initialize(text: String) {}
}

final class NoteInfoViewController: NSViewController {
    func initialize(folder: String) {}
}

final class AboutWindowController: NSWindowController {
    init() {
        super.init(window: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("built in code")
    }
}
