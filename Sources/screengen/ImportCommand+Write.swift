import Foundation
import ScreenGenKit

/// How `import` writes: every spec file of every module folder, and the config file, staged
/// then committed together, so that a failure anywhere leaves every folder as it was.
extension ImportCommand {
    /// Writes every folder's spec files and the config file, all or none (``OutputCommit``
    /// in the kit): each file is staged first, and a folder this creates is removed again
    /// when anything fails. Returns the failure.
    static func commit(_ folders: [(url: URL, files: [SpecImporter.SpecFile])], config: (url: URL, shown: String, text: String)?) -> OutputWriter.Failure? {
        let commit = OutputCommit()
        defer { commit.discard() }
        var created: [URL] = []
        var entries = folders.map { folder in (folder.url, folder.files.map { GeneratedFile(path: $0.name, contents: $0.contents) }) }
        if let config {
            entries.append((config.url.deletingLastPathComponent(), [GeneratedFile(path: config.url.lastPathComponent, contents: config.text)]))
        }
        do throws(OutputWriter.Failure) {
            for (url, files) in entries {
                let writer = OutputWriter(path: url.path)
                created += try createFolder(writer)
                for file in files { try commit.stageReplacing(file, for: writer) }
            }
            try commit.commit()
            return nil
        } catch {
            commit.discard()
            for folder in created.reversed() { try? FileManager.default.removeItem(at: folder) }
            return error
        }
    }

    /// Creates `writer`'s folder and those above it that are missing; returns those it created.
    private static func createFolder(_ writer: OutputWriter) throws(OutputWriter.Failure) -> [URL] {
        var missing: [URL] = []
        var folder = writer.url
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" {
            missing.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        do {
            try FileManager.default.createDirectory(at: writer.url, withIntermediateDirectories: true)
        } catch {
            throw .io(path: writer.displayPath, reason: "cannot create folder: \(error.localizedDescription.shownOnOneLine)")
        }
        return missing.reversed()
    }
}

extension ImportCommand {
    /// One folder of spec files: a module's, or the only one.
    struct Batch {
        var importer: SpecImporter
        var shownFolder: String
        var module: String?
        var specs: [ImportedSpec]
        var nibs: ImportedNibs?

        func shown(_ name: String) -> String { shownFolder == "." ? name : "\(shownFolder)/\(name)" }
    }

    /// The config file to write: with several modules, or when `--config-output` asks for it.
    fileprivate func config(for batches: [Batch]) -> (url: URL, shown: String, text: String)? {
        guard batches.count > 1 || configOutput != nil else { return nil }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let path = configOutput ?? "screengen.yml"
        let url = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL
        let renderer = ImportedConfigRenderer(configFile: url, generatedFolder: cwd.appendingPathComponent("Generated"))
        let text = renderer.render(modules: batches.map { ($0.module ?? "App", $0.importer.outputFolder) },
                                   storyboardFolders: batches.count > 1 ? importedFolders : [])
        return (url, SpecFolder(path: path).displayPath, text)
    }

    /// More passes over the modules than an import needs: a pass changes a module only when
    /// one before it declared a storyboard for its warnings' sake.
    static let settlePasses = 4

    /// The folders among the import paths, absolute.
    var importedFolders: [URL] {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return paths.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }.filter { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Each folder's specs as they lint clean against the imported folders
    /// (``SpecImporter/settle(_:nibs:storyboardFolders:otherModulesFiles:)``); nil after
    /// reporting what could not be settled.
    private func settle(_ batches: [Batch], reporter: Reporter) -> [Batch]? {
        // `lint` checks what `lint --storyboards <folders>` checks: one module's specs name the
        // folders read (`storyboardPaths:`); with several, the config does (`storyboards:`), and
        // each module leaves the storyboards another declares to it, as `lint` over it does.
        let folders = importedFolders
        // What each module declares: a storyboard declared by one module is left to it by the
        // others, as `lint` over the config's modules leaves it. One module after the other,
        // so a storyboard that one declares for its warnings' sake is the others' no more.
        // A module settled early may have hidden what a storyboard that a later one declares
        // for its own warnings' sake then leaves to it: the modules are settled again, with
        // every other module's storyboards, until none changes.
        var declared = batches.map { batch in Set(batch.specs.flatMap { $0.storyboardFiles(in: batch.importer.outputFolder) }) }
        var settled = batches
        var unsettled: [Diagnostic] = []
        for _ in 0..<Self.settlePasses {
            unsettled = []
            var changed = false
            for index in settled.indices {
                let others = declared.enumerated().filter { $0.offset != index }.reduce(into: Set<String>()) { $0.formUnion($1.element) }
                let batch = settled[index]
                let result = batch.importer.settle(batch.specs, nibs: batch.nibs, storyboardFolders: folders, otherModulesFiles: others,
                                                   namesFolders: batches.count == 1)
                unsettled += result.unsettled
                if result.specs != batch.specs || result.nibs != batch.nibs { changed = true }
                (settled[index].specs, settled[index].nibs) = (result.specs, result.nibs)
                declared[index] = Set(result.specs.flatMap { $0.storyboardFiles(in: batch.importer.outputFolder) })
            }
            if !changed || settled.count == 1 { break }
        }
        guard unsettled.isEmpty else {
            reporter.diagnostics(unsettled)
            reporter.failure("screengen: the imported specs would not pass lint --strict, and import cannot tell how to settle this; nothing written")
            return nil
        }
        return settled
    }

    /// Checks every folder's specs, then writes them all and the config file, or nothing.
    /// What the import declared and what not, in counts; each item is listed above it.
    static func coverage(_ batches: [Batch], skippedNibs: Int) -> String {
        let specs = batches.flatMap(\.specs)
        let screens = specs.reduce(0) { $0 + $1.screens.count }
        let nibs = batches.reduce(0) { $0 + ($1.nibs?.screens.count ?? 0) }
        let segues = specs.reduce(0) { $0 + $1.screens.reduce(0) { $0 + $1.segues.count } }
        let scenes = specs.reduce(0) { $0 + $1.skipped.filter { !$0.reason.isReference }.count }
        let untyped = specs.reduce(0) { $0 + $1.skippedSegues.count }
        let ignores = specs.reduce(0) { $0 + $1.ignores.count } + batches.reduce(0) { $0 + ($1.nibs?.ignores.count ?? 0) }
        return "imported \(Reporter.plural(screens, "storyboard screen")), \(Reporter.plural(nibs, "nib screen")) and \(Reporter.plural(segues, "typed segue")); "
            + "not declared, each listed with the reason: \(Reporter.plural(scenes, "scene")), \(Reporter.plural(untyped, "segue")), \(Reporter.plural(skippedNibs, "view controller XIB")); "
            + "\(Reporter.plural(ignores, "ignore entry", "ignore entries")) written, each with its reason"
    }

    /// `otherXibs`: the XIBs that are no view controller's, named when nothing is imported;
    /// `skippedNibs`: how many view controllers' XIBs were left out (listed already).
    func write(_ batches: [Batch], skipped: [SkippedStoryboard], otherXibs: [String] = [], skippedNibs: Int = 0, reporter: Reporter) -> ExitStatus {
        var batches = batches
        var renamedApart: [String] = []
        if batches.count > 1, !update {
            let modules = batches.map { SpecImporter.ModuleSpecs(module: $0.module ?? "", specs: $0.specs, nibs: $0.nibs) }
            let separated = SpecImporter.separatingMembers(modules)
            renamedApart = separated.renamed
            for index in batches.indices {
                guard let module = separated.modules.first(where: { $0.module == batches[index].module ?? "" }) else { continue }
                (batches[index].specs, batches[index].nibs) = (module.specs, module.nibs)
            }
        }
        if !update {
            guard let settled = settle(batches, reporter: reporter) else { return .specErrors }
            batches = settled
        }
        // A storyboard left out whose warnings a spec now hides is declared by that spec.
        let declared = Set(batches.flatMap { $0.specs.map(\.storyboardFile) })
        let left = skipped.filter { !declared.contains($0.file) }
        guard batches.contains(where: { !$0.specs.isEmpty || !($0.nibs?.screens.isEmpty ?? true) }) else {
            // Nothing to write: each storyboard left out is the reason, located at its file.
            for storyboard in left { reporter.failure("\(storyboard.file): error: \(storyboard.reason)") }
            for xib in otherXibs {
                reporter.failure("\(xib): error: its File's Owner is no view controller with its view outlet connected (a cell's or a view's XIB), so it is no screen")
            }
            reporter.failure("screengen: nothing to import; nothing written")
            return .specErrors
        }
        for storyboard in left {
            reporter.progress("skipped \(storyboard.file): \(storyboard.reason)")
        }
        var files = batches.map { $0.importer.render(SpecImporter.Output(specs: $0.specs, skippedStoryboards: []), nibs: $0.nibs) }
        var updates: [UpdateReport] = []
        if update {
            guard let updated = updating(batches, files, reporter: reporter) else { return .usageOrIO }
            (files, updates) = updated
        }
        let errors = zip(batches, files).flatMap { batch, files in batch.importer.check(files, withTheRest: update) }
        if !errors.isEmpty {
            reporter.diagnostics(errors)
            if updates.contains(where: { !$0.update.kept.isEmpty }) {
                report(updates.filter { !$0.update.kept.isEmpty }, reporter: reporter)
                reporter.failure("screengen: the updated specs would not lint: they keep screens the storyboard no longer has; remove them or pass --prune; nothing written")
                return .specErrors
            }
            if update {
                reporter.failure("screengen: the specs folder would not lint after this update (a storyboard renamed or removed leaves its spec file behind: rename or remove that file to match); nothing written")
                return .specErrors
            }
            reporter.failure("screengen: the imported specs would not lint (a storyboard case the import does not handle); nothing written")
            return .specErrors
        }
        // An update leaves a config file that exists as it is: it is the team's from then on.
        let config = config(for: batches).flatMap { update && FileManager.default.fileExists(atPath: $0.url.path) ? nil : $0 }
        if !force, !update {
            var refused = false
            for (batch, files) in zip(batches, files) {
                for name in batch.importer.existing(files) {
                    reporter.failure("\(batch.shown(name)): error: refusing to overwrite an existing spec file; pass --force to replace it")
                    refused = true
                }
            }
            if let config, FileManager.default.fileExists(atPath: config.url.path) {
                reporter.failure("\(config.shown): error: refusing to overwrite an existing config file; pass --force to replace it")
                refused = true
            }
            if refused { return .usageOrIO }
        }
        if let failure = Self.commit(zip(batches, files).map { ($0.importer.outputFolder, $1) }, config: config) {
            reporter.failure(failure.description)
            reporter.failure("screengen: cannot write the imported specs; nothing written")
            return .usageOrIO
        }
        report(updates, reporter: reporter)
        let updated = Set(updates.map(\.shown))
        for batch in batches {
            for spec in batch.specs where !updated.contains(batch.shown(spec.fileName)) {
                let notImported = spec.skipped.count + spec.skippedSegues.count
                let skipped = notImported == 0 ? "" : "; not imported: \(notImported)"
                reporter.progress("wrote \(batch.shown(spec.fileName)) from \(spec.storyboardFile): \(Reporter.plural(spec.screens.count, "screen"))\(skipped)")
                let file = URL(fileURLWithPath: spec.storyboardFile).lastPathComponent
                for scene in spec.skipped { reporter.progress("  - \(scene.summary(file: file))") }
                for segue in spec.skippedSegues { reporter.progress("  - \(segue.description)") }
                for renamed in spec.renamedScreens { reporter.progress("  renamed: \(renamed)") }
            }
            if let nibs = batch.nibs, !nibs.screens.isEmpty, !updated.contains(batch.shown(nibs.fileName)) {
                reporter.progress("wrote \(batch.shown(nibs.fileName)) from XIBs: \(Reporter.plural(nibs.screens.count, "nib screen"))")
                for renamed in nibs.renamedScreens { reporter.progress("  renamed: \(renamed)") }
            }
        }
        for renamed in renamedApart { reporter.progress("renamed: \(renamed)") }
        reportModules(batches, reporter: reporter)
        if let config {
            let modules = batches.compactMap(\.module)
            reporter.progress("wrote \(config.shown): \(Reporter.plural(modules.count, "module")) (\(modules.joined(separator: ", ")))")
        }
        reporter.progress(Self.coverage(batches, skippedNibs: skippedNibs))
        reporter.progress("note: \(SpecImporter.parametersNote)")
        return .success
    }
}
