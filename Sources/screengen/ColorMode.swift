import ArgumentParser
import Foundation

/// `--color`: whether the severity words of the xcode format are coloured.
enum ColorMode: String, CaseIterable, ExpressibleByArgument {
    /// For people only: when the stream is a terminal and `NO_COLOR` is unset or empty
    /// (https://no-color.org).
    case auto
    /// Always, for a terminal screengen cannot see, such as a CI log that renders escapes.
    case always
    case never

    /// Whether text written to `stream` is coloured. `environment`: the variables to go by,
    /// nil for the process's own, of which only `NO_COLOR` is read, and only on a terminal
    /// (every run asks; the whole environment as a dictionary costs more than a run with
    /// nothing to do).
    func colors(_ stream: StandardStream, environment: [String: String]? = nil) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            guard isatty(stream.rawValue) != 0 else { return false }
            let noColor = environment.map { $0["NO_COLOR"] } ?? getenv("NO_COLOR").map { String(cString: $0) }
            return (noColor ?? "").isEmpty
        }
    }
}
