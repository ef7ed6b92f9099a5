import ScreenGenKit

/// What one `generate` run printed and wrote, counted as it happens, for the one line
/// `generate --watch` prints per run.
///
/// The run is the same code as a plain `generate`, which reports through several
/// ``Reporter`` values made along the way; they count into the tally that is current.
/// screengen runs one command on one thread, so one current tally is enough.
final class RunTally {
    var errors = 0
    var warnings = 0
    var filesWritten = 0
    /// The storyboards and XIBs the run's cross-check read: the watch watches them too.
    var storyboardFiles: [String] = []

    nonisolated(unsafe) static var current: RunTally?

    /// Counts every diagnostic a reporter prints.
    static func count(_ diagnostics: [DiagnosticText]) {
        guard let tally = current else { return }
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: tally.errors += 1
            case .warning: tally.warnings += 1
            case .note: break
            }
        }
    }

    /// Runs `body` with a fresh tally current, and returns it.
    static func counting(_ body: () -> Void) -> RunTally {
        let tally = RunTally()
        current = tally
        defer { current = nil }
        body()
        return tally
    }

    /// `regenerated: 2 files written, 1 error, 0 warnings`.
    var line: String {
        "regenerated: \(Reporter.plural(filesWritten, "file")) written, \(Reporter.plural(errors, "error")), \(Reporter.plural(warnings, "warning"))"
    }
}
