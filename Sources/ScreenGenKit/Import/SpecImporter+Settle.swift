import Foundation

/// Import stage, settling: what `import` writes passes `lint --strict` against the folders it
/// read, by construction rather than by a rule per storyboard quirk.
///
/// The specs are linted in memory exactly as `screengen lint --strict --storyboards <paths>`
/// lints them once written. Each problem left is settled in the specs:
/// - an error at a screen or a segue withdraws it: the spec lists it under "Not imported"
///   with lint's own message;
/// - a warning about something a spec cannot express (a scene no screen can stand for, a
///   segue the spec cannot type) is hidden by a scoped `ignore:` entry in the spec of its
///   storyboard, under a comment that says why. A storyboard without a spec gets one that
///   declares it, with those entries.
///
/// Each round removes an entry or adds an `ignore:` entry, so the rounds end. A problem no
/// rule settles is returned, and the import writes nothing.
extension SpecImporter {
    /// One module's imported specs.
    public struct Settled: Sendable {
        public var specs: [ImportedSpec]
        public var nibs: ImportedNibs?
        /// What no rule settles (none is expected; the import then writes nothing).
        public var unsettled: [Diagnostic] = []

        public init(specs: [ImportedSpec], nibs: ImportedNibs?) {
            self.specs = specs
            self.nibs = nibs
        }
    }

    /// More rounds than any real import needs: each one settles every problem found.
    static let settleRounds = 32

    /// `specs` and `nibs` as they lint clean against `storyboardFolders` (the folders the
    /// import read); `otherModulesFiles`: the storyboard files (absolute paths) that other
    /// modules of the same import declare. `namesFolders`: the specs name the folders
    /// (`storyboardPaths:`); with several modules the config does (``ImportedConfigRenderer``).
    public func settle(_ specs: [ImportedSpec], nibs: ImportedNibs?, storyboardFolders: [URL], otherModulesFiles: Set<String> = [],
                       namesFolders: Bool = true) -> Settled {
        let paths = namesFolders ? storyboardFolders.map { RelativePath.from(outputFolder, to: $0) } : []
        var settled = Settled(specs: specs.map { spec in
            var spec = spec
            spec.storyboardPaths = paths
            return spec
        }, nibs: nibs.flatMap { $0.screens.isEmpty ? nil : $0 })
        var problems: [Diagnostic] = []
        for _ in 0..<Self.settleRounds {
            let rendered = render(settled)
            problems = lint(rendered, storyboardFolders: storyboardFolders, otherModulesFiles: otherModulesFiles)
            if problems.isEmpty { return settled }
            var changed = false
            for problem in problems where settle(problem, in: &settled, rendered: rendered) { changed = true }
            if !changed { break }
        }
        settled.unsettled = problems
        return settled
    }

    /// The rendered files of `settled`, with what each line belongs to.
    private struct Rendered {
        var specs: [(name: String, text: String, owners: [Int: ImportedSpecRenderer.LineOwner])]
        var nibs: (name: String, text: String, owners: [Int: ImportedSpecRenderer.LineOwner])?

        var files: [SpecFile] {
            (specs + (nibs.map { [$0] } ?? [])).map { SpecFile(name: $0.name, contents: $0.text) }
        }
    }

    private func render(_ settled: Settled) -> Rendered {
        let renderer = ImportedSpecRenderer(schemaPath: schemaPath)
        let specs = settled.specs.map { spec in
            let (text, owners) = renderer.renderWithOwners(spec)
            return (spec.fileName, text, owners)
        }
        let nibs = settled.nibs.map { nibs in
            let (text, owners) = renderer.renderWithOwners(nibs)
            return (nibs.fileName, text, owners)
        }
        return Rendered(specs: specs, nibs: nibs)
    }

    /// What `lint --strict --storyboards <folders>` reports about the rendered files: errors
    /// and warnings, not notes.
    private func lint(_ rendered: Rendered, storyboardFolders: [URL], otherModulesFiles: Set<String>) -> [Diagnostic] {
        var pipeline = Pipeline(options: .init(storyboardFolders: storyboardFolders, baseDirectory: baseDirectory))
        pipeline.options.storyboardsOfOtherModules = otherModulesFiles
        pipeline.renders = false
        let files = rendered.files.map { SpecFolder.File(displayPath: shown($0.name), bytes: Array($0.contents.utf8)) }
        return pipeline.run(files: files, specsFolder: outputDisplayPath).diagnostics.filter { $0.kind.severity != .note }
    }

    /// Settles one problem in `settled`; false when no rule applies.
    private func settle(_ problem: Diagnostic, in settled: inout Settled, rendered: Rendered) -> Bool {
        let file = problem.location.file
        // An entry this import wrote that hides nothing any more (what it hid went with a
        // screen withdrawn since): removed.
        if case let .unusedIgnore(rule) = problem.kind {
            if let index = rendered.specs.firstIndex(where: { shown($0.name) == file }) {
                return settled.specs[index].ignores.remove(rule)
            }
            if let nibs = rendered.nibs, shown(nibs.name) == file { return settled.nibs?.ignores.remove(rule) ?? false }
            return false
        }
        let isWarning = problem.kind.severity == .warning && problem.kind.diagnosticCode.isIgnorable
        let message = problem.kind.message
        if let index = rendered.specs.firstIndex(where: { shown($0.name) == file }) {
            if isWarning { return settled.specs[index].ignores.insertOnce(ignore(for: problem)) }
            switch rendered.specs[index].owners[problem.location.line] {
            case let .segue(screen, identifier):
                return settled.specs[index].withdraw(segue: identifier, of: screen, reason: message)
            case let .screen(name):
                return settled.specs[index].withdraw(screen: name, reason: message)
            case nil:
                return false
            }
        }
        if let nibs = rendered.nibs, shown(nibs.name) == file {
            if isWarning { return settled.nibs?.ignores.insertOnce(ignore(for: problem)) ?? false }
            guard case let .screen(name) = nibs.owners[problem.location.line] else { return false }
            return settled.nibs?.withdraw(screen: name, reason: message) ?? false
        }
        // About a storyboard: hidden in the spec that declares it, or one written for it.
        guard isWarning, let storyboard = problem.kind.subject.storyboard else { return false }
        if let index = settled.specs.firstIndex(where: { $0.storyboard == storyboard }) {
            return settled.specs[index].ignores.insertOnce(ignore(for: problem, skipped: settled.specs[index]))
        }
        guard let spec = declaringOnly(storyboard, file: file, storyboardPaths: settled.specs.first?.storyboardPaths ?? [],
                                       module: settled.specs.first?.module ?? settled.nibs?.module,
                                       platform: settled.specs.first?.platform ?? settled.nibs?.platform ?? .iOS) else { return false }
        var declaring = spec
        _ = declaring.ignores.insertOnce(ignore(for: problem))
        settled.specs.append(declaring)
        settled.specs.sort { $0.storyboard < $1.storyboard }
        return true
    }

    /// The `ignore:` entry that hides `problem`, scoped to what it is about; `skipped`: what
    /// the import already said about the storyboard's scenes and segues, the reason preferred.
    private func ignore(for problem: Diagnostic, skipped: ImportedSpec? = nil) -> ImportedIgnore {
        let subject = problem.kind.subject
        return ImportedIgnore(code: problem.kind.code, storyboard: subject.storyboard, screen: subject.screen,
                              why: Self.why(problem, skipped: skipped))
    }

    /// Why the spec cannot express what `problem` is about: the reason the import gave for
    /// that scene or segue, else lint's message, naming the storyboard file by name and line
    /// (never by a path that depends on where the app is).
    static func why(_ problem: Diagnostic, skipped: ImportedSpec?) -> String {
        let place = "\(URL(fileURLWithPath: problem.location.file).lastPathComponent):\(problem.location.line)"
        switch problem.kind {
        case let .unclaimedScene(_, scene, _, _), let .identifierNeverMatchesType(_, scene, _, _), let .unclaimedUnnamedScene(_, scene, _, _):
            if let known = skipped?.skipped.first(where: { $0.id == scene.id }) { return "\(place): \(known.description)" }
        case let .undeclaredSegue(_, segue, screen, _, _):
            if let identifier = segue.identifier,
               let known = skipped?.skippedSegues.first(where: { $0.identifier == identifier && $0.screen == screen }) {
                return "\(place): \(known.description)"
            }
        default:
            break
        }
        return "\(place): \(problem.kind.message.shownOnOneLine)"
    }

    /// A spec that declares `storyboard` (read from `file`, as messages show it) and no
    /// screen, hiding the warning that it is unused: its scenes' warnings are then hidden in it.
    private func declaringOnly(_ storyboard: String, file: String, storyboardPaths: [String], module: String?, platform: TargetPlatform) -> ImportedSpec? {
        guard let module, file.hasSuffix(".storyboard"), !file.isEmpty else { return nil }
        let url = URL(fileURLWithPath: file, relativeTo: baseDirectory).standardizedFileURL
        var spec = ImportedSpec(storyboard: storyboard, storyboardFile: file, path: RelativePath.from(outputFolder, to: url),
                                module: module, screens: [], skipped: [])
        spec.platform = platform
        spec.storyboardPaths = storyboardPaths
        spec.ignores = [ImportedIgnore(code: DiagnosticCode.unusedStoryboard.rawValue, storyboard: storyboard, screen: nil,
                                       why: "no scene of \(storyboard).storyboard can be a screen of this module; it is declared so that its warnings below can be hidden")]
        return spec
    }

}

extension ImportedSpec {
    /// The storyboard's file and its localized copies (`<name>.lproj/` beside its own), as
    /// absolute paths; `outputFolder`: the folder `path` is relative to.
    public func storyboardFiles(in outputFolder: URL) -> [String] {
        let file = URL(fileURLWithPath: path, relativeTo: outputFolder).standardizedFileURL
        let folder = file.deletingLastPathComponent()
        guard folder.pathExtension == "lproj" else { return [file.path] }
        let group = folder.deletingLastPathComponent()
        let copies = ((try? FileManager.default.contentsOfDirectory(atPath: group.path)) ?? []).filter { $0.hasSuffix(".lproj") }
        return [file.path] + copies.map { group.appendingPathComponent($0).appendingPathComponent(file.lastPathComponent).path }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Removes screen `name` (and every segue to it), listing it with `reason`.
    mutating func withdraw(screen name: String, reason: String) -> Bool {
        guard let index = screens.firstIndex(where: { $0.name == name }) else { return false }
        let screen = screens.remove(at: index)
        skipped.append(SkippedScene(id: screen.sceneID ?? name, storyboardIdentifier: screen.sceneIdentifier, title: nil,
                                    reason: .wouldNotLint(name: name, message: reason), className: screen.typeName))
        for other in screens.indices {
            for segue in screens[other].segues where segue.destination == name {
                _ = withdraw(segue: segue.identifier, of: screens[other].name, reason: "its destination '\(name)' is not imported")
            }
        }
        return true
    }

    /// Removes segue `identifier` of screen `screen`, listing it with `reason`.
    mutating func withdraw(segue identifier: String, of screen: String, reason: String) -> Bool {
        guard let index = screens.firstIndex(where: { $0.name == screen }),
              let segue = screens[index].segues.firstIndex(where: { $0.identifier == identifier }) else { return false }
        screens[index].segues.remove(at: segue)
        skippedSegues.append(SkippedSegue(identifier: identifier, screen: screen, reason: "it would not lint: \(reason.shownOnOneLine)"))
        return true
    }
}

extension ImportedNibs {
    /// Removes screen `name`, listing its XIB with `reason`.
    mutating func withdraw(screen name: String, reason: String) -> Bool {
        guard let index = screens.firstIndex(where: { $0.name == name }) else { return false }
        let screen = screens.remove(at: index)
        skipped.append(SkippedNib(file: screen.file, className: screen.typeName, reason: .wouldNotLint(message: reason)))
        skipped.sort { $0.file < $1.file }
        return true
    }
}

extension Array where Element == ImportedIgnore {
    /// Removes the entry `rule` stands for; true when there was one.
    mutating func remove(_ rule: IgnoreRule) -> Bool {
        let count = self.count
        removeAll { $0.code == rule.code.rawValue && $0.storyboard == rule.storyboard && $0.screen == rule.screen }
        return self.count < count
    }

    /// Appends `ignore` unless an entry of the same code and scope is there; true when appended.
    mutating func insertOnce(_ ignore: ImportedIgnore) -> Bool {
        guard !contains(where: { $0.code == ignore.code && $0.storyboard == ignore.storyboard && $0.screen == ignore.screen }) else { return false }
        append(ignore)
        return true
    }
}
