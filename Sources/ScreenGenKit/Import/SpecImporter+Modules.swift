import Foundation

/// Import stage, several modules: each storyboard belongs to the module of the target whose
/// bundle holds it (its home module), and each module gets its own spec folder, so every
/// folder declares only storyboards its module loads and lints clean on its own.
extension SpecImporter {
    /// What an import over several modules found.
    public struct ModulesOutput: Sendable, Equatable {
        /// Sorted by module name; only modules with at least one spec.
        public var modules: [Module]
        public var skippedStoryboards: [SkippedStoryboard]

        /// One module's specs and the folder they are written into.
        public struct Module: Sendable, Equatable {
            public var name: String
            /// `<output>/<Module>` when several modules have specs, else the output folder itself.
            public var folder: URL
            /// Sorted by storyboard name; `path:` values are relative to `folder`.
            public var specs: [ImportedSpec]
        }
    }

    /// Reads the storyboards, finds each one's home module (``homeModule(of:rule:)``) and
    /// builds each module's specs. `nibModules` are the modules of the `nib:` screens written
    /// next to them: they count for the layout, one folder per module when there are several.
    public func runModules(_ files: [StoryboardFile], rule: TargetFolderRule, launchScreens: Set<String> = [],
                           nibModules: Set<String> = []) -> Result<ModulesOutput, Failure> {
        let loading: Loading
        switch load(files) {
        case let .success(loaded): loading = loaded
        case let .failure(failure): return .failure(failure)
        }
        var (remaining, skipped) = Self.withoutLaunchScreens(loading.loaded, launchScreens: launchScreens)
        skipped += loading.otherPlatforms
        var groups: [String: [Loaded]] = [:]
        var undecided: [String] = []
        remaining.sort { $0.file < $1.file }
        for entry in remaining {
            switch Self.homeModule(of: entry, rule: rule) {
            case let .module(name): groups[name, default: []].append(entry)
            case .none:
                skipped.append(SkippedStoryboard(file: entry.file.displayPath, reason: "none of its scenes has a Swift class, so no module's specs declare it"))
            case .undecidable: undecided.append(entry.file.displayPath)
            }
        }
        guard undecided.isEmpty else { return .failure(.undecidableModule(files: undecided.sorted())) }
        Self.separateTargets(&groups, rule: rule)

        // One platform per module, and one framework for all: they share one support module.
        var platforms: [String: (platform: TargetPlatform, kept: [Loaded])] = [:]
        for (module, entries) in groups {
            let (platform, ofPlatform, otherPlatform) = Self.onePlatform(entries)
            platforms[module] = (platform, ofPlatform)
            skipped += otherPlatform
        }
        skipped += Self.oneFramework(&platforms)

        // Screens first, for every module: a segue may lead into any of them.
        let modules = platforms.keys.sorted()
        var builders: [String: SpecBuilder] = [:]
        var built: [String: [(file: StoryboardFile, document: StoryboardDocument, spec: ImportedSpec)]] = [:]
        for module in modules {
            guard let (platform, ofPlatform) = platforms[module] else { continue }
            let (chosen, duplicates) = Self.oneFilePerName(ofPlatform)
            skipped += duplicates
            var builder = SpecBuilder(module: module, platform: platform)
            builder.importsSeveralModules = true
            builder.countClasses(in: chosen.map(\.document))
            built[module] = chosen.map { ($0.file, $0.document, builder.spec(for: $0.document, path: "")) }
            builders[module] = builder
        }
        var result: [(name: String, specs: [ImportedSpec], files: [String: StoryboardFile])] = []
        for module in modules {
            guard var builder = builders[module], let entries = built[module] else { continue }
            var documents = Dictionary(entries.map { ($0.document.name, $0.document) }, uniquingKeysWith: { first, _ in first })
            for other in modules where other != module {
                for entry in built[other] ?? [] where documents[entry.document.name] == nil { documents[entry.document.name] = entry.document }
                for (name, place) in builders[other]?.places ?? [:] {
                    builder.otherModules[place.storyboard + "\u{0}" + place.sceneID] = (name, other)
                }
            }
            let specs = entries.map { ($0.file, builder.addingSegues(to: $0.spec, from: $0.document, documents: documents)) }
            let (kept, empty) = Self.withScreens(specs)
            skipped += empty
            if !kept.isEmpty {
                result.append((module, kept, Dictionary(entries.map { ($0.document.name, $0.file) }, uniquingKeysWith: { first, _ in first })))
            }
        }
        // The layout follows what is written: one module keeps the single-module layout.
        let several = Set(result.map(\.name)).union(nibModules).count > 1
        let outputs = result.map { module in
            let folder = moduleFolder(module.name, several: several)
            let specs = module.specs.map { spec in
                var spec = spec
                if let file = module.files[spec.storyboard] { spec.path = RelativePath.from(folder, to: file.url) }
                return spec
            }
            return ModulesOutput.Module(name: module.name, folder: folder, specs: specs)
        }
        return .success(ModulesOutput(modules: outputs, skippedStoryboards: skipped.sorted { $0.file < $1.file }))
    }

    /// Storyboards of one name in one module whose target folders differ come from two
    /// targets (each with its `Main.storyboard`), whatever module name was copied onto their
    /// scenes: a storyboard whose scenes take their module from the target goes to its own
    /// target folder's module, so neither is merged away.
    static func separateTargets(_ groups: inout [String: [Loaded]], rule: TargetFolderRule) {
        for (module, entries) in groups {
            for same in Dictionary(grouping: entries, by: \.file.name).values where Set(same.map(\.file.groupFolder)).count > 1 {
                for entry in same where rule.assignedModule(of: entry.file) == nil && entry.document.scenes.contains(where: \.inheritsModuleFromTarget) {
                    guard let target = rule.targetFolder(of: entry.file), target != module else { continue }
                    groups[module]?.removeAll { $0.file == entry.file }
                    groups[target, default: []].append(entry)
                }
            }
        }
        for (module, entries) in groups where entries.isEmpty { groups[module] = nil }
    }

    /// Whether `files` hold storyboards of one name in different target folders: two
    /// targets' storyboards, which one module cannot hold.
    public static func hasSameNameInTargets(_ files: [StoryboardFile], rule: TargetFolderRule) -> Bool {
        Dictionary(grouping: files, by: \.name).values.contains { same in
            Set(same.compactMap { rule.targetFolder(of: $0) }).count > 1
        }
    }

    /// `<output>/<Module>` when several modules have specs, else the output folder itself.
    public func moduleFolder(_ module: String, several: Bool) -> URL {
        several ? outputFolder.appendingPathComponent(module, isDirectory: true) : outputFolder
    }

    /// A storyboard's home module, or why there is none.
    enum HomeModule: Equatable {
        case module(String)
        /// No scene has a Swift class (a custom class with a module, or from the target).
        case none
        case undecidable
    }

    /// The module of the target whose bundle holds the storyboard, in this order:
    /// 1. `--module PATH=NAME` for a PATH the storyboard is at or below;
    /// 2. when scenes take their module from the target (`customModuleProvider="target"`),
    ///    the module name Xcode wrote on them (`customModule`) if they all carry the same
    ///    one, else the target folder rule;
    /// 3. otherwise the one module its scenes' classes name, else the target folder rule.
    static func homeModule(of entry: Loaded, rule: TargetFolderRule) -> HomeModule {
        let classes = entry.document.scenes.filter { $0.customClass != nil && ($0.inheritsModuleFromTarget || $0.customModule != nil) }
        if let assigned = rule.assignedModule(of: entry.file) { return .module(assigned) }
        guard !classes.isEmpty else { return .none }
        let fromTarget = classes.filter(\.inheritsModuleFromTarget)
        let named = Set((fromTarget.isEmpty ? classes : fromTarget).map(\.customModule))
        if named.count == 1, let only = named.first, let module = only, SwiftIdentifier.moduleNameProblem(module) == nil {
            return .module(module)
        }
        return rule.targetFolder(of: entry.file).map(HomeModule.module) ?? .undecidable
    }
}
