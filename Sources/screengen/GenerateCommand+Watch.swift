import Foundation
import ScreenGenKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Set by SIGINT and SIGTERM; the watch ends between runs, so a run in progress always
/// completes its write (or writes nothing), and the command exits 0.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// `generate --watch`: run `generate`, then again whenever a spec, the config file or a
/// storyboard it reads changes, until SIGINT or SIGTERM. A run with errors is reported and
/// the watch goes on: fixing the spec starts the next run.
extension GenerateCommand {
    /// How long the inputs must stay unchanged before a run starts, so that an editor's
    /// save in several writes, or a checkout of many files, makes one run.
    static let settleTime = 0.15
    /// The longest a watcher sleeps between looks at the stop flag and the stamps.
    static let longestWait = 1.0

    /// The options each run of the watch goes with: the command's, made quiet.
    struct WatchOptions: SpecOptionValues {
        var base: any SpecOptionValues
        var specs: String? { base.specs }
        var config: String? { base.config }
        var diagnosticsFormat: DiagnosticFormatter.Format? { base.diagnosticsFormat }
        var storyboards: [String] { base.storyboards }
        var strict: Bool? { base.strict }
        /// Each run's own progress lines give way to the watch's one line per run.
        var quiet: Bool { true }
        var color: ColorMode { base.color }
    }

    static func watch(_ options: some SpecOptionValues, output: String?) -> ExitStatus {
        signal(SIGINT) { _ in stopRequested = 1 }
        signal(SIGTERM) { _ in stopRequested = 1 }
        let runOptions = WatchOptions(base: options)
        let format = (try? Settings.resolve(options, output: output).get().format) ?? options.diagnosticsFormat ?? .xcode
        let reporter = Reporter(format: format, quiet: options.quiet, color: options.color)
        var watcher = ChangeWatchers.make()
        var inputs = WatchedInputs.resolve(options, output: output)
        var last = inputs.snapshot()
        reporter.progress("watching \(Reporter.plural(last.stamps.count, "file")) in \(Reporter.plural(last.folders.count, "folder")); stop with Ctrl-C")
        var read = runOnce(runOptions, output: output, reporter: reporter)
        (inputs, last) = afterRun(options, output: output, read: read, previous: inputs, before: last)
        while stopRequested == 0 {
            watcher.watch(last.folders)
            watcher.wait(timeout: longestWait)
            if stopRequested != 0 { break }
            var current = inputs.snapshot()
            guard current.stamps != last.stamps else { continue }
            // Wait for the inputs to settle, in short sleeps so that a signal is not kept waiting.
            while stopRequested == 0 {
                sleepChecking(settleTime)
                let again = inputs.snapshot()
                if again.stamps == current.stamps { break }
                current = again
            }
            if stopRequested != 0 { break }
            read = runOnce(runOptions, output: output, reporter: reporter)
            // Compared from before the run: a change saved while it runs starts the next one.
            (inputs, last) = afterRun(options, output: output, read: read, previous: inputs, before: current)
        }
        return .success
    }

    /// What to watch after a run, and the snapshot the next change is found against.
    private static func afterRun(_ options: some SpecOptionValues, output: String?, read: [String], previous: WatchedInputs,
                                 before: WatchedInputs.Snapshot) -> (WatchedInputs, WatchedInputs.Snapshot) {
        let inputs = WatchedInputs.resolve(options, output: output, read: read)
        return (inputs, inputs.snapshot(after: before, previous: previous))
    }

    /// One `generate`, whatever its outcome, and its one line; returns the storyboards and
    /// XIBs it read.
    private static func runOnce(_ options: WatchOptions, output: String?, reporter: Reporter) -> [String] {
        let tally = RunTally.counting {
            _ = execute(options, output: output, verbose: false)
        }
        reporter.progress(tally.line)
        return tally.storyboardFiles
    }

    private static func sleepChecking(_ seconds: Double) {
        var left = seconds
        while left > 0, stopRequested == 0 {
            usleep(20_000)
            left -= 0.02
        }
    }
}
