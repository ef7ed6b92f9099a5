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
        subcommands: [GenerateCommand.self, LintCommand.self, CheckCommand.self, SchemaCommand.self, XcfilelistCommand.self, ImportCommand.self, InitCommand.self, GraphCommand.self, ExplainCommand.self]
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
            // ArgumentParser names a mistyped option's closest match itself; a mistyped
            // command only reaches it as an unexpected argument, so it is named here.
            let message = unknownCommandMessage(arguments) ?? fullMessage(for: error)
            StandardStream.error.write(message + "\n")
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

    /// The commands, as typed.
    static var commandNames: [String] {
        configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// `unknown command 'genrate'; did you mean 'generate'?` when the first word is meant as
    /// a command (not an option) and names none; nil otherwise.
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), !commandNames.contains(word) else { return nil }
        let shown = "'\(word.shownOnOneLine)'"
        if let suggestion = Suggestion.closest(to: word, in: commandNames) {
            return "screengen: error: unknown command \(shown); did you mean '\(suggestion)'? ('\(Invocation.command) --help' lists the commands)"
        }
        return "screengen: error: unknown command \(shown); the commands are: \(commandNames.dropLast().joined(separator: ", "))"
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
