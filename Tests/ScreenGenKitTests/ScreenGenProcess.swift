import Foundation

/// The real `screengen` binary as a child process, for tests that need a whole run:
/// exit statuses, concurrent runs, and runs killed part-way.
struct ScreenGenProcess {
    struct Finished {
        var status: Int32
        var reason: Process.TerminationReason
        var stdout: String
        var stderr: String
    }

    static var binary: URL { Bundle.main.bundleURL.appendingPathComponent("screengen") }

    let process = Process()
    private let out = Pipe()
    private let err = Pipe()

    /// Starts `screengen arguments…` in `folder`.
    init(_ arguments: [String], in folder: URL) throws {
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = out
        process.standardError = err
        try process.run()
    }

    /// Waits for the process to end and collects what it printed.
    func wait() -> Finished {
        // Read before waiting, so a full pipe cannot stall the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Finished(status: process.terminationStatus, reason: process.terminationReason,
                        stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `screengen arguments…` in `folder` to the end.
    static func run(_ arguments: [String], in folder: URL) throws -> Finished {
        try ScreenGenProcess(arguments, in: folder).wait()
    }
}
