import Foundation

/// How the person at the terminal runs screengen, for the commands that messages suggest.
///
/// The SwiftPM command plugin runs this executable for `swift package
/// --allow-writing-to-package-directory screengen …` and says so in `SCREENGEN_COMMAND`,
/// so a message suggests the command that works there rather than a `screengen` that may
/// not be installed.
enum Invocation {
    static let environmentKey = "SCREENGEN_COMMAND"

    /// The words before the subcommand: `screengen`, or the plugin's command.
    static var command: String {
        guard let given = ProcessInfo.processInfo.environment[environmentKey],
              !given.isEmpty, given.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) else { return "screengen" }
        return given
    }

    /// `screengen generate` (or the plugin's), with `words` after it, for a message.
    static func suggesting(_ subcommand: String, _ words: [String] = []) -> String {
        ([command, subcommand] + words).joined(separator: " ")
    }
}
