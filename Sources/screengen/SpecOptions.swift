import ArgumentParser
import Foundation
import ScreenGenKit

/// Options every command that reads specs shares, after the ones every command takes
/// (``SharedOptions``). Each may also come from `screengen.yml`; a flag wins over the config
/// file, which wins over the default.
struct SpecOptions: ParsableArguments {
    @OptionGroup(title: "Shared options") var shared: SharedOptions

    @Option(name: .long, help: ArgumentHelp("Folder of *.yml spec files, searched recursively (default: Specs).", valueName: "dir"))
    var specs: String?

    @Option(name: .customLong("storyboards"), help: ArgumentHelp("Folder searched for *.storyboard files to check the specs against; repeatable. Turns the storyboard cross-check on.", valueName: "dir"))
    var storyboards: [String] = []

    @Flag(inversion: .prefixedNo, help: "Treat warnings as errors.")
    var strict: Bool?

    /// A mistyped `--storyboards` folder is a usage error (exit 2), not a spec problem.
    func validate() throws {
        for folder in storyboards {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
                throw ValidationError("storyboard folder '\(folder)' does not exist (--storyboards)")
            }
        }
    }
}

extension SpecOptions: SpecOptionValues {
    var config: String? { shared.config }
    var diagnosticsFormat: DiagnosticFormatter.Format? { shared.diagnosticsFormat }
    var quiet: Bool { shared.quiet }
    var color: ColorMode { shared.color }
}

/// What settings are resolved from: the parsed ``SpecOptions``, or a command's own view of
/// them (`generate --watch` runs each generate quietly).
protocol SpecOptionValues {
    var specs: String? { get }
    var config: String? { get }
    var diagnosticsFormat: DiagnosticFormatter.Format? { get }
    var storyboards: [String] { get }
    var strict: Bool? { get }
    var quiet: Bool { get }
    var color: ColorMode { get }
}
