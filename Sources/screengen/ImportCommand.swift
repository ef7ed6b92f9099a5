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
        or the initial arrow, or, without either, when a segue or relationship shows it \
        (segueOnly: true); every other scene is listed, with the reason, in the spec's header \
        and here. Each spec names its storyboard with 'path:', so lint and generate check it \
        against the storyboard from then on. Nothing is written if a storyboard cannot be read \
        or the result would not lint.

        A .xib whose File's Owner is a custom class with its view outlet connected becomes a \
        nib: screen in <Module>Nibs.yml; other XIBs (cells, views) are counted, not imported. \
        --update edits existing spec files in place: the keys the storyboard owns follow it, \
        new screens are added, and every other line is kept.

        When the storyboards' classes name several modules (or --module PATH=NAME is given), \
        each storyboard belongs to the module of the target folder that holds it, and each \
        module gets its own folder, <output>/<Module>/<Storyboard>.yml, listed in a config file \
        (--config-output). A storyboard's module is, in this order: the NAME of the longest \
        --module PATH=NAME whose PATH holds it; the module Xcode wrote on its \
        customModuleProvider="target" scenes; else the one module its scenes' classes name; else its \
        target folder: Sources/<Target>/... (SwiftPM), else the first folder below the import \
        path (<Target>/Base.lproj/..., <Target>/Resources/...), else, for a storyboard directly \
        in the import path or its .lproj or Resources folder, that path's own folder name. \
        When none decides, import stops and names the storyboard. A segue into another module's \
        screen is listed, not written.
        """
    )

    @Argument(help: ArgumentHelp("Storyboard files, or folders searched recursively for *.storyboard and *.xib.", valueName: "path"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Folder the spec files are written into (one subfolder per module when there are several).", valueName: "dir"))
    var output = "Specs"

    @Option(name: .long, help: ArgumentHelp(
        "NAME: the app's module, every storyboard in it (default: the one module the storyboards' classes name). "
            + "PATH=NAME, repeatable: storyboards at or below PATH (relative to the current folder) belong to module NAME.",
        valueName: "name|path=name"))
    var module: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "Config file listing each module's spec folder, written when several modules are imported (default: screengen.yml); "
            + "given with one module, it is written for that one.",
        valueName: "file"))
    var configOutput: String?

    @Flag(name: .long, help: "Replace spec files and the config file that already exist.")
    var force = false

    @Flag(name: .long, help: "Edit spec files that already exist in place: keys the storyboard owns (storyboard, identifier, initial, segueOnly, windowController, nib, segues) follow it, new screens are added, every other key and comment is kept.")
    var update = false

    @Flag(name: .long, help: "With --update: also remove screens the storyboard no longer has that have keys of your own.")
    var prune = false

    @OptionGroup(title: "Shared options") var shared: SharedOptions

    func validate() throws {
        if update, force { throw ValidationError("--update edits existing spec files and --force replaces them; give one") }
        if prune, !update { throw ValidationError("--prune only applies with --update") }
        _ = try Self.modules(module)
    }

    /// `--module` must be a name Swift accepts as a module (import and init).
    static func validate(module: String?) throws {
        if let module, let problem = SwiftIdentifier.moduleNameProblem(module) {
            throw ValidationError("'\(module)' is not a valid Swift module name (--module): \(problem)")
        }
    }

    /// The `--module` values: one plain NAME, or PATH=NAME assignments, never both.
    static func modules(_ values: [String]) throws -> (single: String?, assignments: [TargetFolderRule.Assignment]) {
        var single: [String] = []
        var assignments: [TargetFolderRule.Assignment] = []
        for value in values {
            guard let equals = value.lastIndex(of: "=") else {
                try validate(module: value)
                single.append(value)
                continue
            }
            let path = String(value[..<equals])
            let name = String(value[value.index(after: equals)...])
            if path.isEmpty { throw ValidationError("'\(value)' has no PATH before '=' (--module PATH=NAME)") }
            try validate(module: name)
            assignments.append(.init(path: path, module: name))
        }
        if single.count > 1 {
            throw ValidationError("--module NAME is the one module of every storyboard; give it once, or give --module PATH=NAME per target folder")
        }
        if !single.isEmpty, !assignments.isEmpty {
            throw ValidationError("--module NAME puts every storyboard in one module, so it cannot be combined with --module PATH=NAME")
        }
        return (single.first, assignments)
    }

    mutating func execute() -> ExitStatus {
        // Here rather than in validate(), which ArgumentParser runs before it reports an
        // unknown option: `import --froce` names `--force` instead of asking for a path.
        guard !paths.isEmpty else {
            Reporter(quiet: shared.quiet, color: shared.color)
                .failure("screengen: error: give at least one storyboard file or folder ('\(Invocation.suggesting("import")) --help' shows how)")
            return .usageOrIO
        }
        StagingArea.removeFilesOnInterrupt()
        let reporter: Reporter
        switch shared.reporter(stopVerb: "nothing written") {
        case let .success(made): reporter = made
        case let .failure(failure): return failure.status
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let shownOutput = SpecFolder(path: output).displayPath
        let outputFolder = URL(fileURLWithPath: output, relativeTo: cwd)
        let importer = SpecImporter(outputFolder: outputFolder, baseDirectory: cwd)
        guard let parsed = try? Self.modules(module) else { return .usageOrIO }
        let (single, assignments) = parsed
        let (files, missing) = importer.files(for: paths)
        for path in missing { reporter.failure("\(path): error: no such file or folder") }
        if !missing.isEmpty { return .usageOrIO }
        if files.isEmpty, importer.xibFiles(for: paths).isEmpty {
            reporter.failure("screengen: error: no *.storyboard or *.xib files in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
            return .usageOrIO
        }
        let launchScreens = importer.launchScreenNames(in: paths)
        let rule = TargetFolderRule(baseDirectory: cwd, roots: paths, assignments: assignments)
        // Two targets' storyboards of one name (each target's Main) are never one module's.
        let severalTargets = single == nil && SpecImporter.hasSameNameInTargets(files.filter { !launchScreens.contains($0.name) }, rule: rule)
        if single != nil || (assignments.isEmpty && !severalTargets) {
            switch importer.run(files, module: single, launchScreens: launchScreens) {
            case let .success(output):
                let module = single ?? output.specs.first?.module
                let plan = NibPlan(importer: importer, paths: paths)
                // No screen from the storyboards names the module: the XIBs' and the target
                // folders decide, below.
                guard let module else { break }
                // XIBs of another module's classes take the import to one folder per module.
                if single == nil, !plan.modules(besides: module).isSubset(of: [module]) { break }
                let (nibs, skippedNibs) = plan.nibs(single: module, rule: nil, specs: [(module, output.specs)])
                let batch = Batch(importer: importer, shownFolder: shownOutput, module: module, specs: output.specs, nibs: nibs[module])
                reportNibs(plan, skipped: skippedNibs, reporter: reporter)
                return write([batch], skipped: output.skippedStoryboards, otherXibs: plan.otherXibs, skippedNibs: skippedNibs.count, reporter: reporter)
            case let .failure(.storyboards(diagnostics)):
                return report(diagnostics, reporter: reporter)
            case let .failure(.module(found)) where found.count > 1:
                break // Several modules: one spec folder each, below.
            case .failure(.module):
                // No class names a module (Xcode wrote only customModuleProvider="target", or
                // there are XIBs only): each storyboard's and XIB's target folder decides, below.
                break
            case let .failure(.undecidableModule(files)):
                return undecidable(files, reporter: reporter)
            }
        }
        let unused = rule.unusedAssignments(for: files)
        for assignment in unused {
            reporter.failure("\(assignment.path): error: no storyboard being imported is at or below this path (--module \(assignment.path)=\(assignment.module))")
        }
        if !unused.isEmpty { return .usageOrIO }
        let plan = NibPlan(importer: importer, paths: paths)
        let nibModules = Set(plan.owners.compactMap { try? SpecImporter.nibModule(of: $0, single: nil, rule: rule).get() })
        switch importer.runModules(files, rule: rule, launchScreens: launchScreens, nibModules: nibModules) {
        case let .success(output):
            let (nibs, skippedNibs) = plan.nibs(single: nil, rule: rule, specs: output.modules.map { ($0.name, $0.specs) })
            let names = Set(output.modules.map(\.name)).union(nibs.keys).sorted()
            let several = names.count > 1
            let batches = names.map { name in
                let module = output.modules.first { $0.name == name }
                let folder = module?.folder ?? importer.moduleFolder(name, several: several)
                return Batch(importer: SpecImporter(outputFolder: folder, baseDirectory: cwd),
                             shownFolder: several ? (shownOutput == "." ? name : "\(shownOutput)/\(name)") : shownOutput,
                             module: name, specs: module?.specs ?? [], nibs: nibs[name])
            }
            reportNibs(plan, skipped: skippedNibs, reporter: reporter)
            return write(batches, skipped: output.skippedStoryboards, otherXibs: plan.otherXibs, skippedNibs: skippedNibs.count, reporter: reporter)
        case let .failure(.storyboards(diagnostics)):
            return report(diagnostics, reporter: reporter)
        case let .failure(.undecidableModule(files)):
            return undecidable(files, reporter: reporter)
        case .failure(.module):
            return .usageOrIO // Only the single-module import asks for one module.
        }
    }

    private func report(_ diagnostics: [Diagnostic], reporter: Reporter) -> ExitStatus {
        reporter.diagnostics(diagnostics)
        reporter.summary(diagnostics, suffix: "; nothing written")
        return .specErrors
    }

    private func undecidable(_ files: [String], reporter: Reporter) -> ExitStatus {
        for file in files {
            // The folder that holds the storyboard and its localized copies, as the PATH to suggest.
            var folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            if folder.last?.hasSuffix(".lproj") == true { folder = folder.dropLast() }
            // An absolute path keeps its leading "/": the PATH is given as the message shows it.
            let path = folder.isEmpty ? file : folder.joined(separator: "/")
            reporter.failure("\(file): error: cannot tell which module this storyboard belongs to: neither --module PATH=NAME, "
                + "its scenes' classes, nor its folders (Sources/<Target>/... or <Target>/... below the import path) name one; "
                + "pass --module \(path)=<Module>")
        }
        reporter.failure("screengen: cannot tell every storyboard's module; nothing written")
        return .usageOrIO
    }
}
