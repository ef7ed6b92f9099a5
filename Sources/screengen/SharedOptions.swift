import ArgumentParser
import Foundation
import ScreenGenKit

/// The options every command takes, so that a script or a build phase can pass the same
/// ones to any command. Each may also come from `screengen.yml` where the config has a key
/// for it; a flag wins over the config file, which wins over the default.
struct SharedOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Config file (default: screengen.yml in the current folder or the nearest folder above it, up to the repository root). Paths in it, and in generated files, are relative to its folder.", valueName: "file"))
    var config: String?

    @Option(name: .customLong("diagnostics-format"), help: ArgumentHelp("How problems are printed: xcode (default), github or json.", valueName: "format"))
    var diagnosticsFormat: DiagnosticFormatter.Format?

    @Flag(name: .long, help: "Print only errors and warnings.")
    var quiet = false

    @Option(name: .long, help: ArgumentHelp("Colour the severity words of the xcode format: auto (default: when writing to a terminal and NO_COLOR is unset or empty), always or never.", valueName: "when"))
    var color: ColorMode = .auto
}

/// The shared options alone describe a run that reads no spec (`import`, `init`, `schema`,
/// `explain`): no specs folder, storyboard folder or `--strict` of their own.
extension SharedOptions: SpecOptionValues {
    var specs: String? { nil }
    var storyboards: [String] { [] }
    var strict: Bool? { nil }

    /// The reporter these options ask for, with the config file's `diagnosticsFormat`; or,
    /// after printing the config file's problems, the status to exit with.
    func reporter(stopVerb: String) -> Result<Reporter, ExitStatusError> {
        switch Settings.resolve(self) {
        case let .success(settings):
            return .success(Reporter(format: settings.format, quiet: settings.quiet, color: settings.color))
        case let .failure(failure):
            let reporter = Reporter(format: diagnosticsFormat ?? .xcode, quiet: quiet, color: color)
            reporter.diagnostics(failure.diagnostics)
            reporter.summary(failure.diagnostics, suffix: " in the config file; \(stopVerb)")
            return .failure(ExitStatusError(status: failure.status))
        }
    }
}

extension DiagnosticFormatter.Format: ExpressibleByArgument {}
