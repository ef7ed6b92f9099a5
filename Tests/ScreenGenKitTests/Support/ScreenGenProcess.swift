import Foundation

/// A child process for tests: by default the real `screengen` binary (exit statuses,
/// concurrent runs, runs killed part-way), or any other program the tests run
/// (swiftc, python3, the storyboard compiler, a copy of the test executable).
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

    /// Starts `executable arguments…` (default: screengen) in `folder`.
    init(_ arguments: [String], in folder: URL? = nil, executable: URL = binary, environment: [String: String]? = nil) throws {
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
    }

    /// Waits for the process to end and collects what it printed.
    func wait() -> Finished {
        // Drain both pipes while the child runs, so neither can fill up and stall it.
        nonisolated(unsafe) var stderr = Data()
        let errorReader = Thread { stderr = err.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { usleep(1_000) }
        return Finished(status: process.terminationStatus, reason: process.terminationReason,
                        stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `executable arguments…` (default: screengen) in `folder` to the end.
    static func run(_ arguments: [String], in folder: URL? = nil, executable: URL = binary,
                    environment: [String: String]? = nil) throws -> Finished {
        try ScreenGenProcess(arguments, in: folder, executable: executable, environment: environment).wait()
    }

    /// Runs a program found on the PATH, such as swiftc or python3.
    static func tool(_ name: String, _ arguments: [String], in folder: URL? = nil) throws -> Finished {
        try run([name] + arguments, in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
    }
}
