import AppKit

/// The share sheet, built in code; `present` shows it as a sheet.
final class ShareViewController: NSViewController {
    private(set) var text = ""

    /// Declared under `initialize:` in Specs/MacNotes.yml.
    func initialize(text: String) {
        self.text = text
    }
}
