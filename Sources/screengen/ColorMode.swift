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

    /// Whether text written to `stream` is coloured.
    func colors(_ stream: StandardStream, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isatty(stream.rawValue) != 0 && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
