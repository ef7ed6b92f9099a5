import ArgumentParser
import Foundation
import ScreenGenKit

/// "Did you mean" for every word of a command line, in one place. ArgumentParser names the
/// closest option to a mistyped one itself (`Unknown option '--specss'. Did you mean
/// '--specs'?`); a mistyped command reaches it only as an unexpected argument, and a mistyped
/// value of an option with a fixed set of values (`--color alwys`) only as a list of the
/// values, so both are named here, by the kit's ``Suggestion`` as spec typos are.
extension ScreenGenCommand {
    /// The message for a usage error: ArgumentParser's, with the closest command or value named.
    static func usageMessage(for error: Error, arguments: [String]) -> String {
        unknownCommandMessage(arguments) ?? valueSuggested(fullMessage(for: error))
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

    /// ArgumentParser's message for a value outside an option's (or argument's) values, which
    /// reads `The value 'alwys' is invalid for '--color <when>'. Please provide one of 'auto',
    /// 'always' or 'never'.`, with `Did you mean 'always'?` before the list; any other message
    /// as it is.
    static func valueSuggested(_ message: String) -> String {
        let listStart = ". Please provide one of "
        guard let valueStart = message.range(of: "The value '"),
              let valueEnd = message.range(of: "' is invalid for ", range: valueStart.upperBound..<message.endIndex),
              let list = message.range(of: listStart, range: valueEnd.upperBound..<message.endIndex) else { return message }
        let value = String(message[valueStart.upperBound..<valueEnd.lowerBound])
        guard let suggestion = Suggestion.closest(to: value, in: allowedValues(message[list.upperBound...])) else { return message }
        return message.replacingCharacters(in: list, with: ". Did you mean '\(suggestion)'? Please provide one of ")
    }

    /// The values of ArgumentParser's list: quoted on one line (`'a', 'b' or 'c'.`), or, for
    /// six or more, one per line after `the following:` (`  - a`).
    private static func allowedValues(_ list: Substring) -> [String] {
        if list.hasPrefix("the following:") {
            return list.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("  - ") }.map { String($0.dropFirst(4)) }
        }
        let line = list.prefix { $0 != "\n" }
        return line.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
