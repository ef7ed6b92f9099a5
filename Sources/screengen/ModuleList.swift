import Foundation
import ScreenGenKit

/// The modules a command runs over: the config file's `modules:`, unless `--specs` or
/// `--output` names one folder (then the command runs as for a single module).
struct ModuleList {
    /// The modules of the run, as the config lists them; each run's settings add the
    /// support module it imports (``Settings/supportModule``).
    var entries: [ConfigFile.Module]
    var support: ConfigFile.Support?
    var modulesLocation: SourceLocation?
    var format: DiagnosticFormatter.Format
    var strict: Bool

    enum Resolution {
        case single
        case modules(ModuleList)
        case failure(SettingsFailure)
    }

    static func resolve(_ options: some SpecOptionValues, output: String?) -> Resolution {
        if options.specs != nil || output != nil { return .single }
        // Most configs have no `modules:`; they are read once, by the settings.
        guard let url = options.configFile, let bytes = ConfigFile.bytes(atPath: url.path),
              String(decoding: bytes, as: UTF8.self).contains("modules") else { return .single }
        let (loaded, diagnostics) = ConfigFile.load(contentsOf: url, displayPath: SpecFolder(path: url.path).displayPath)
        guard let config = loaded else { return .failure(SettingsFailure(diagnostics: diagnostics, status: .specErrors)) }
        guard let modules = config.modules else { return .single }
        return .modules(ModuleList(
            entries: modules,
            support: config.support, modulesLocation: config.modulesLocation,
            format: Settings.format(options, config: config),
            strict: Settings.strict(options, config: config)))
    }

    /// The support module's files (``OutputRun/supportModule(_:source:platform:)``), which
    /// depend on its name and on the UI framework of the modules that share it alone.
    func supportFiles(platform: TargetPlatform) -> OutputFiles {
        // Named by the setting, not the config file: two configs (an app's and its
        // extensions') that share one support folder write the same bytes.
        support.map { OutputFiles(.supportModule($0.module, source: "'support: \($0.module)'", platform: platform)) } ?? OutputFiles([])
    }

    /// The modules' platform, whose framework the support module is written for (the rules
    /// between modules allow only one framework per support module).
    static func platform(_ runs: [SpecRun]) -> TargetPlatform {
        runs.first?.result.model?.platform ?? .iOS
    }

    /// How progress lines name a module: its output folder.
    static func label(_ settings: Settings) -> String {
        OutputWriter(path: settings.output).displayPath
    }
}
