import ArgumentParser
import Foundation
import ScreenGenKit

/// Options every command that reads specs shares. Each may also come from
/// `screengen.yml`; a flag wins over the config file, which wins over the default.
struct SpecOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Folder of *.yml spec files, searched recursively (default: Specs).", valueName: "dir"))
    var specs: String?

    @Option(name: .long, help: ArgumentHelp("Config file (default: screengen.yml in the current folder, if present). Paths in it, and in generated files, are relative to its folder.", valueName: "file"))
    var config: String?

    @Option(name: .customLong("diagnostics-format"), help: ArgumentHelp("How problems are printed: xcode (default), github or json.", valueName: "format"))
    var diagnosticsFormat: DiagnosticFormatter.Format?

    @Option(name: .customLong("storyboards"), help: ArgumentHelp("Folder searched for *.storyboard files to check the specs against; repeatable. Turns the storyboard cross-check on.", valueName: "dir"))
    var storyboards: [String] = []

    @Flag(inversion: .prefixedNo, help: "Treat warnings as errors.")
    var strict: Bool?

    @Flag(name: .long, help: "Print only errors and warnings.")
    var quiet = false

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

extension DiagnosticFormatter.Format: ExpressibleByArgument {}
