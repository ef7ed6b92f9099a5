/// A file `check` finds out of date: what running ``fix`` would do to it. `check` reports
/// one per file, located at the file, so every diagnostics format names each stale file.
public struct StaleOutput: Sendable, Hashable {
    public enum Change: String, Sendable, Hashable {
        /// The file exists with other bytes.
        case changed
        /// The file is missing.
        case added
        /// The file exists and a run would remove it.
        case removed
    }

    public var change: Change
    /// The command that brings the file up to date (`screengen generate`, `screengen
    /// xcfilelist`), with the options the check ran with.
    public var fix: String

    public init(_ change: Change, fix: String) {
        self.change = change
        self.fix = fix
    }

    var message: String {
        switch change {
        case .changed: return "stale output: '\(fix.shownOnOneLine)' would change this file"
        case .added: return "stale output: '\(fix.shownOnOneLine)' would write this file, which is missing"
        case .removed: return "stale output: '\(fix.shownOnOneLine)' would remove this file"
        }
    }
}
