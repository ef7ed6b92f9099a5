import ArgumentParser
import Foundation
import ScreenGenKit

/// The `screengen` command: a thin layer over ``Pipeline`` and ``OutputWriter``.
struct ScreenGenCommand: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "screengen",
        abstract: "Generates type-safe Swift for iOS screens from YAML specs.",
        discussion: """
        Exit status: 0 success; 1 spec or config errors (each printed as \
        path:line:column: error: message), or stale output for `check`; 2 usage or I/O errors.
        """,
        version: version,
        subcommands: [GenerateCommand.self, LintCommand.self, CheckCommand.self, SchemaCommand.self, XcfilelistCommand.self, ImportCommand.self, InitCommand.self, GraphCommand.self, ExplainCommand.self]
    )

    /// Runs the command and exits with ScreenGen's documented status codes (argument
    /// errors exit 2, not ArgumentParser's default 64).
    static func main(arguments: [String]) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            if var runnable = command as? ExitCodeCommand {
                let code = runnable.execute()
                Foundation.exit(code.rawValue)
            }
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            StandardStream.error.write(fullMessage(for: error) + "\n")
            Foundation.exit(ExitStatus.usageOrIO.rawValue)
        }
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
