import ArgumentParser
import Foundation
import ScreenGenKit

/// `screengen import`: bootstrap specs from an app's existing storyboards.
struct ImportCommand: ExitCodeCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a spec file for each storyboard, from its scenes' classes and Storyboard IDs.",
        discussion: """
        A scene becomes a screen when it has a Swift class of the module and a Storyboard ID \
        or the initial arrow; every other scene is listed, with the reason, in the spec's header \
        and here. Each spec names its storyboard with 'path:', so lint and generate check it \
        against the storyboard from then on. Nothing is written if a storyboard cannot be read \
        or the result would not lint.
        """
    )

    @Argument(help: ArgumentHelp("Storyboard files, or folders searched recursively for *.storyboard.", valueName: "path"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Folder the spec files are written into.", valueName: "dir"))
    var output = "Specs"

    @Option(name: .long, help: ArgumentHelp("The app's module (default: the one module the storyboards' classes name).", valueName: "name"))
    var module: String?

    @Flag(name: .long, help: "Replace spec files that already exist.")
    var force = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one storyboard file or folder") }
        try Self.validate(module: module)
    }

    /// `--module` must be a name Swift accepts as a module (import and init).
    static func validate(module: String?) throws {
        if let module, let problem = SwiftIdentifier.problem(with: module) ?? (SwiftIdentifier.keywords.contains(module) ? "it is a Swift keyword" : nil) {
            throw ValidationError("'\(module)' is not a valid Swift module name (--module): \(problem)")
        }
    }

    mutating func execute() -> ExitStatus {
        let reporter = Reporter()
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let shownOutput = SpecFolder(path: output).displayPath
        let importer = SpecImporter(outputFolder: URL(fileURLWithPath: output, relativeTo: cwd), baseDirectory: cwd)
        let (files, missing) = importer.files(for: paths)
        for path in missing { reporter.failure("\(path): error: no such file or folder") }
        if !missing.isEmpty { return .usageOrIO }
        if files.isEmpty {
            reporter.failure("screengen: error: no *.storyboard files in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
            return .usageOrIO
        }
        let imported: SpecImporter.Output
        switch importer.run(files, module: module, launchScreens: importer.launchScreenNames(in: paths)) {
        case let .success(output):
            imported = output
        case let .failure(.storyboards(diagnostics)):
            reporter.diagnostics(diagnostics)
            reporter.summary(diagnostics, suffix: "; nothing written")
            return .specErrors
        case let .failure(.module(found)):
            let why = found.isEmpty
                ? "no scene class in these storyboards names a module"
                : "the storyboards' classes name several modules (\(found.joined(separator: ", ")))"
            reporter.failure("screengen: error: cannot tell the app's module: \(why); pass --module NAME")
            return .usageOrIO
        }
        return write(imported, with: importer, shownOutput: shownOutput, reporter: reporter)
    }

    private func write(_ imported: SpecImporter.Output, with importer: SpecImporter, shownOutput: String, reporter: Reporter) -> ExitStatus {
        let shown = { (name: String) in shownOutput == "." ? name : "\(shownOutput)/\(name)" }
        for storyboard in imported.skippedStoryboards {
            reporter.progress("skipped \(storyboard.file): \(storyboard.reason)")
        }
        guard !imported.specs.isEmpty else {
            reporter.failure("screengen: nothing to import; nothing written")
            return .specErrors
        }
        let files = importer.render(imported)
        let errors = importer.check(files)
        if !errors.isEmpty {
            reporter.diagnostics(errors)
            reporter.failure("screengen: the imported specs would not lint (a storyboard case the import does not handle); nothing written")
            return .specErrors
        }
        let existing = importer.existing(files)
        if !existing.isEmpty, !force {
            for name in existing { reporter.failure("\(shown(name)): error: refusing to overwrite an existing spec file; pass --force to replace it") }
            return .usageOrIO
        }
        do {
            try importer.write(files)
        } catch {
            reporter.failure("\(shownOutput): error: cannot write spec files: \(error.localizedDescription)")
            return .usageOrIO
        }
        for spec in imported.specs {
            let notImported = spec.skipped.count + spec.skippedSegues.count
            let skipped = notImported == 0 ? "" : "; not imported: \(notImported)"
            reporter.progress("wrote \(shown(spec.fileName)) from \(spec.storyboardFile): \(Reporter.plural(spec.screens.count, "screen"))\(skipped)")
            for scene in spec.skipped { reporter.progress("  - \(scene.description)") }
            for segue in spec.skippedSegues { reporter.progress("  - \(segue.description)") }
        }
        reporter.progress("note: \(SpecImporter.parametersNote)")
        return .success
    }
}
