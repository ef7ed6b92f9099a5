import ArgumentParser
import Foundation
import ScreenGenKit

/// `screengen init`: the files a new project starts from, so that `screengen init` then
/// `screengen generate` goes from nothing to generated code.
struct InitCommand: ExitCodeCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a project: write a commented screengen.yml, a starter spec and the spec schema.",
        discussion: """
        Writes screengen.yml, Specs/App.yml (a starter spec to edit) and \
        Schemas/screengen-spec.schema.json (for editor completion) into the current folder, \
        and adds what a clone must not commit to .gitignore (appending what it lacks). \
        With --from-storyboards, the specs are imported from the app's storyboards instead of \
        the starter spec (as `screengen import DIR` does). Refuses to overwrite any file, and \
        writes nothing when one exists.
        """
    )

    @Option(name: .customLong("from-storyboards"), help: ArgumentHelp("Import the specs from the storyboards in this folder.", valueName: "dir"))
    var storyboards: String?

    @Option(name: .long, help: ArgumentHelp("The app's module (default: App, or with --from-storyboards the one module the storyboards name).", valueName: "name"))
    var module: String?

    static let configFile = "screengen.yml"
    static let starterSpec = "Specs/App.yml"
    static let schemaFile = "Schemas/screengen-spec.schema.json"

    /// `--config` does not apply: init writes screengen.yml in the current folder.
    @OptionGroup(title: "Shared options") var shared: SharedOptions

    func validate() throws {
        try ImportCommand.validate(module: module)
        if shared.config != nil {
            throw ValidationError("init writes \(Self.configFile) in the current folder; --config does not apply")
        }
    }

    mutating func execute() -> ExitStatus {
        StagingArea.removeFilesOnInterrupt()
        let reporter = Reporter(format: shared.diagnosticsFormat ?? .xcode, quiet: shared.quiet, color: shared.color)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let storyboardsValue = storyboards.map {
            ImportedConfigRenderer(configFile: cwd.appendingPathComponent(Self.configFile), generatedFolder: cwd.appendingPathComponent("Generated"))
                .storyboardsValue([URL(fileURLWithPath: $0, relativeTo: cwd)])
        }
        var files = [Self.configFile: Self.config(storyboards: storyboardsValue), Self.schemaFile: SpecSchema.json()]
        if storyboards == nil { files[Self.starterSpec] = Self.spec(module: module ?? "App") }
        let existing = files.keys.sorted().filter { FileManager.default.fileExists(atPath: $0) }
        if !existing.isEmpty {
            for path in existing { reporter.failure("\(path): error: refusing to overwrite an existing file; init starts a new project") }
            return .usageOrIO
        }
        if let storyboards {
            // The import checks its own spec files and writes nothing when it fails.
            let status: ExitStatus
            do {
                var arguments: [String] = [storyboards, "--color", shared.color.rawValue]
                if let module { arguments += ["--module", module] }
                if let format = shared.diagnosticsFormat { arguments += ["--diagnostics-format", format.rawValue] }
                if shared.quiet { arguments.append("--quiet") }
                var importer = try ImportCommand.parse(arguments)
                status = importer.execute()
            } catch {
                reporter.failure(ImportCommand.fullMessage(for: error))
                return .usageOrIO
            }
            if status != .success { return status }
            // Over several modules the import writes the config that lists them: keep it.
            if FileManager.default.fileExists(atPath: Self.configFile) { files[Self.configFile] = nil }
        }
        // Appended to, never overwritten: a project's own rules stay as they are.
        if let ignore = Self.ignoreText(existing: try? String(contentsOfFile: Self.ignoreFile, encoding: .utf8)) {
            files[Self.ignoreFile] = ignore
        }
        do {
            for path in files.keys.sorted() {
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(files[path]!.utf8).write(to: url, options: .atomic)
                reporter.progress("wrote \(path)")
            }
        } catch {
            reporter.failure("screengen: error: \(error.localizedDescription)")
            return .usageOrIO
        }
        reporter.progress("next: \(Invocation.suggesting("generate"))")
        return .success
    }

    /// The config file's text; `storyboards`, a YAML flow list, when init imports the specs
    /// from storyboards (the folder they came from), else a commented example.
    static func config(storyboards: String?) -> String {
        var storyboardsLine = "# storyboards: [App/Resources]  # folders of .storyboard files: checks every screen against them"
        if let storyboards {
            let padding = String(repeating: " ", count: max(1, 19 - storyboards.count))
            storyboardsLine = "storyboards: \(storyboards)\(padding)# the storyboards the specs were imported from: checks every screen against them"
        }
        return """
        # screengen's settings for this project. A command-line flag wins over a setting here;
        # paths are relative to this file.
        specs: Specs                    # the spec files (*.yml, searched recursively)
        output: Generated               # where generate writes; commit it, and run check in CI
        \(storyboardsLine)
        diagnosticsFormat: xcode        # xcode | github | json
        strict: false                   # true: warnings are errors
        # ignore: [confusable-name]     # warnings to hide, by code (Docs/Warnings.md); errors cannot be
        # An app split into modules lists them instead of specs/output (Docs/Modules.md):
        # modules:
        #   - specs: Features/Feed/Specs
        #     output: Features/Feed/Generated
        # support: {module: ScreenGenSupport, output: Support/Generated}   # what they share, once

        """
    }

    static func spec(module: String) -> String {
        """
        # yaml-language-server: $schema=../\(schemaFile)
        # The app's screens: `screengen generate` turns this file into Swift in Generated/.
        # Each screen is a UIViewController subclass you write, with an `initialize(...)`
        # method taking the parameters listed under `initialize:`.
        # The module that owns the screens; the generated tests `@testable import` it.
        module: \(module)

        storyboards:                    # key = storyboard file name without extension
          Main: {}                      # Main.storyboard in the main bundle

        screens:                        # key = the screen's Swift class
          WelcomeViewController:
            storyboard: Main            # a scene of Main.storyboard
            initial: true               # the storyboard's initial view controller
          DetailViewController:
            storyboard: Main            # Storyboard ID: the class name unless `identifier:` says otherwise
            initialize:                 # func initialize(title: String, onClose: @escaping () -> Void)
              title: String
              onClose: "@escaping () -> Void"
          AboutViewController: {}       # no storyboard: built in code with init()

        """
    }
}
