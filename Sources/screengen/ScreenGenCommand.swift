import ArgumentParser
import Foundation
import ScreenGenKit

/// The `screengen` command: a thin layer over ``Pipeline`` and ``OutputWriter``.
struct ScreenGenCommand: ParsableCommand {
    static let version = ToolRelease.version

    static let configuration = CommandConfiguration(
        commandName: "screengen",
        abstract: "Generates type-safe Swift for iOS screens from YAML specs.",
        discussion: """
        Exit status: 0 success; 1 spec or config errors (each printed as \
        path:line:column: error: message), or stale output for `check`; 2 usage or I/O errors.
        Source, releases and issues: \(ToolRelease.repository)
        """,
        version: version,
        subcommands: [GenerateCommand.self, LintCommand.self, CheckCommand.self, SchemaCommand.self, XcfilelistCommand.self, ImportCommand.self, InitCommand.self, GraphCommand.self, LinksCommand.self, ExplainCommand.self]
    )

    /// Runs the command and exits with ScreenGen's documented status codes (argument
    /// errors exit 2, not ArgumentParser's default 64).
    static func main(arguments: [String]) -> Never {
        // A broken pipe is a failed write (``StandardStream/failure``), not a killed process.
        signal(SIGPIPE, SIG_IGN)
        OutputWriter.waitingForLock = { folder in
            StandardStream.error.write("screengen: waiting for another screengen run to finish writing '\(folder)' (at most \(Int(OutputWriter.lockWaitLimit)) s)\n")
        }
        do {
            var command = try parseAsRoot(arguments)
            if var runnable = command as? ExitCodeCommand {
                let code = runnable.execute()
                exit(code)
            }
            try command.run()
            exit(.success)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                StandardStream.output.write(fullMessage(for: error) + "\n")
                exit(.success)
            }
            StandardStream.error.write(usageMessage(for: error, arguments: arguments) + "\n")
            Foundation.exit(ExitStatus.usageOrIO.rawValue)
        }
    }

    /// Exits with `status`, or with the usage-or-I/O status when a write to standard output
    /// or error failed: CI must not take an incomplete report for a clean one.
    static func exit(_ status: ExitStatus) -> Never {
        if StandardStream.failure != nil, status == .success {
            Foundation.exit(ExitStatus.usageOrIO.rawValue)
        }
        Foundation.exit(status.rawValue)
    }
}

/// ScreenGen's exit statuses.
enum ExitStatus: Int32 {
    case success = 0
    case specErrors = 1
    case usageOrIO = 2
}

/// A subcommand that reports its own exit status instead of throwing.
protocol ExitCodeCommand: ParsableCommand {
    mutating func execute() -> ExitStatus
}

extension ExitCodeCommand {
    mutating func run() throws {
        let status = execute()
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
