import Foundation
import ScreenGenKit

/// What a command runs with, after flags, `screengen.yml` and defaults are combined
/// (in that order of precedence).
struct Settings {
    var specs: String
    var output: String
    /// Extra folders searched for storyboards.
    var storyboards: [String]
    var format: DiagnosticFormatter.Format
    var strict: Bool
    var quiet: Bool
    /// `--color`: whether the xcode format's severity words are coloured.
    var color: ColorMode
    /// `graph: true` in the config: generate and check include `<Module>/Navigation.md`.
    var graph = false
    /// In a run over the config's `modules:`, the support module it imports (`support:`).
    var supportModule: String?
    /// The config file's `ignore:` rules, for every module it runs.
    var ignore: [IgnoreRule] = []
    /// `routes:` in the config: a `ScreenRoute` enum in every module.
    var routes: RouteOptions?
    /// The config file read, if any (``SpecOptionValues/configFile``).
    var configFile: URL?
    /// `xcfilelists:` in the config: where the Xcode file lists are.
    var fileLists: ConfigFile.FileListPaths?
    /// What every path in generated files is relative to: the config file's folder, or
    /// without a config file the specs folder's parent (``ProjectRoot``).
    var root: ProjectRoot

    /// Resolves settings; on a config problem returns the diagnostics and the exit status.
    /// `module`: one entry of the config's `modules:`, whose folders and settings replace
    /// the top-level ones (ModuleList.swift).
    static func resolve(_ options: some SpecOptionValues, output: String? = nil, storyboards: [String] = [],
                        module: ConfigFile.Module? = nil) -> Result<Settings, SettingsFailure> {
        var config = ConfigFile()
        let configFile = options.configFile
        if let configFile {
            guard FileManager.default.fileExists(atPath: configFile.path) else {
                return .failure(SettingsFailure(
                    diagnostics: [Diagnostic(.unreadableFile(reason: "config file does not exist"), at: .file(options.config ?? configFile.path))],
                    status: .usageOrIO))
            }
            let (loaded, diagnostics) = ConfigFile.load(contentsOf: configFile, displayPath: SpecFolder(path: configFile.path).displayPath)
            guard let loaded else { return .failure(SettingsFailure(diagnostics: diagnostics, status: .specErrors)) }
            config = loaded
        }
        // The config's own paths are resolved against its folder; so are the defaults it leaves.
        let configRoot = configFile.map { ProjectRoot(configFile: $0) }
        let defaultFolder = { (name: String) in configRoot.map { $0.url.appendingPathComponent(name).path } ?? name }
        if let module {
            return .success(Settings(
                specs: module.specs,
                output: module.output,
                storyboards: storyboards.isEmpty ? (config.storyboards ?? []) + (module.storyboards ?? []) : storyboards,
                format: format(options, config: config),
                strict: strict(options, config: config),
                quiet: options.quiet,
                color: options.color,
                graph: module.graph ?? config.graph ?? false,
                supportModule: config.support?.module,
                ignore: config.ignore,
                routes: config.routes,
                configFile: configFile,
                fileLists: config.fileLists,
                // Modules come from a config file; only a file deleted during the run lacks one.
                root: configRoot ?? ProjectRoot(enclosingFolderAt: SpecFolder(path: module.specs).fullPath)))
        }
        let specs = options.specs ?? config.specs ?? defaultFolder("Specs")
        return .success(Settings(
            specs: specs,
            output: output ?? config.output ?? defaultFolder("Generated"),
            storyboards: storyboards.isEmpty ? (config.storyboards ?? []) : storyboards,
            format: format(options, config: config),
            strict: strict(options, config: config),
            quiet: options.quiet,
            color: options.color,
            graph: config.graph ?? false,
            ignore: config.ignore,
            routes: config.routes,
            configFile: configFile,
            fileLists: config.fileLists,
            root: configRoot ?? ProjectRoot(enclosingFolderAt: SpecFolder(path: specs).fullPath)))
    }

    /// How problems are printed: the flag, else the config file, else Xcode's format. The
    /// same for every module of a run.
    static func format(_ options: some SpecOptionValues, config: ConfigFile) -> DiagnosticFormatter.Format {
        options.diagnosticsFormat ?? config.diagnosticsFormat ?? .xcode
    }

    /// Whether warnings are errors: the flag, else the config file, else not.
    static func strict(_ options: some SpecOptionValues, config: ConfigFile) -> Bool {
        options.strict ?? config.strict ?? false
    }

    /// The specs folder, named in messages relative to the current folder and in generated
    /// files relative to the project root.
    var specsFolder: SpecFolder {
        SpecFolder(path: specs, root: root)
    }
}

struct SettingsFailure: Error {
    var diagnostics: [Diagnostic]
    var status: ExitStatus
}
