import Foundation
import ScreenGenKit

/// The command lines that run without ArgumentParser: `--version`, and `generate`,
/// `check` and `lint` with plain options.
///
/// ArgumentParser's set-up costs more than a run with nothing to do: building its model
/// of the commands reflects over them and casts types to protocols, and each first cast
/// scans the binary's table of protocol conformances, which swift-syntax makes large.
/// Only plain command lines are taken here, with each option at most once and each value
/// checked as ArgumentParser checks it; anything else (help, an unknown or repeated
/// option, a value that looks like an option) goes to ArgumentParser, which parses and
/// reports as always. Either way the same `execute` runs the command.
enum QuickRun {
    /// Options of `generate`, `check` and `lint`, as ``SpecOptions`` and the commands declare them.
    struct Options: SpecOptionValues {
        var specs: String?
        var config: String?
        var diagnosticsFormat: DiagnosticFormatter.Format?
        var storyboards: [String] = []
        var strict: Bool?
        var quiet = false
        var color = ColorMode.auto
        var output: String?
        var verbose = false
    }

    /// Runs `arguments` and exits, or returns when ArgumentParser must run the command.
    static func run(_ arguments: [String]) {
        if arguments == ["--version"] {
            StandardStream.output.write(ScreenGenCommand.version + "\n")
            exit(0)
        }
        guard let command = arguments.first else { return }
        // Each command below ends with `exit`: what it loaded need not be freed first.
        ExitKeeper.keepsUntilExit = true
        defer { ExitKeeper.keepsUntilExit = false }
        let status: ExitStatus
        switch command {
        case "generate":
            guard let options = parse(arguments.dropFirst(), output: true, verbose: true) else { return }
            status = GenerateCommand.execute(options, output: options.output, verbose: options.verbose)
        case "check":
            guard let options = parse(arguments.dropFirst(), output: true, verbose: false) else { return }
            status = CheckCommand.execute(options, output: options.output)
        case "lint":
            guard let options = parse(arguments.dropFirst(), output: false, verbose: false) else { return }
            status = LintCommand.execute(options)
        default:
            return
        }
        exit(status.rawValue)
    }

    /// The options, or nil for anything this parser does not take.
    static func parse(_ words: ArraySlice<String>, output allowsOutput: Bool, verbose allowsVerbose: Bool) -> Options? {
        var options = Options()
        // A list, not a `Set`: a handful of names, and the first `Set<String>` of a run
        // costs a scan of the binary's conformance table (PathOrder in the kit).
        var seen: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            var name = words[index]
            var value: String?
            if let equals = name.firstIndex(of: "="), name.hasPrefix("--") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            index += 1
            // `--storyboards` may repeat; every other option at most once.
            let key = name == "--no-strict" ? "--strict" : name
            if name != "--storyboards" {
                guard !seen.contains(key) else { return nil }
                seen.append(key)
            }
            func takeValue() -> String? {
                if let value { return value }
                guard index < words.endIndex, !words[index].hasPrefix("-") else { return nil }
                defer { index += 1 }
                return words[index]
            }
            switch name {
            case "--specs": guard let text = takeValue() else { return nil }; options.specs = text
            case "--output": guard allowsOutput, let text = takeValue() else { return nil }; options.output = text
            case "--config": guard let text = takeValue() else { return nil }; options.config = text
            case "--diagnostics-format":
                guard let text = takeValue(), let format = DiagnosticFormatter.Format(rawValue: text) else { return nil }
                options.diagnosticsFormat = format
            case "--color":
                guard let text = takeValue(), let mode = ColorMode(rawValue: text) else { return nil }
                options.color = mode
            case "--storyboards":
                guard let text = takeValue() else { return nil }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: text, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
                options.storyboards.append(text)
            case "--strict", "--no-strict", "--quiet", "--verbose":
                guard value == nil, name != "--verbose" || allowsVerbose else { return nil }
                switch name {
                case "--strict": options.strict = true
                case "--no-strict": options.strict = false
                case "--quiet": options.quiet = true
                default: options.verbose = true
                }
            default:
                return nil
            }
        }
        return options
    }
}

/// What settings are resolved from: the parsed ``SpecOptions``, or ``QuickRun/Options``.
protocol SpecOptionValues {
    var specs: String? { get }
    var config: String? { get }
    var diagnosticsFormat: DiagnosticFormatter.Format? { get }
    var storyboards: [String] { get }
    var strict: Bool? { get }
    var quiet: Bool { get }
    var color: ColorMode { get }
}
