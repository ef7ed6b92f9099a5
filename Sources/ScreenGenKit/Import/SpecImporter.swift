import Foundation

/// Import stage: turns existing storyboards into specs, one per storyboard, so a team
/// with an app starts from what Interface Builder already knows.
///
/// A scene becomes a screen when it has a Swift class of the app's module and can be
/// instantiated on its own (a Storyboard ID, or the initial arrow), or, without either, when
/// a segue or relationship shows it (`segueOnly: true`). Everything else is listed with the
/// reason. Storyboards do not say what `initialize(...)` takes, so no
/// screen gets `initialize:`.
public struct SpecImporter: Sendable {
    public struct Output: Sendable, Equatable {
        /// Sorted by storyboard name.
        public var specs: [ImportedSpec]
        public var skippedStoryboards: [SkippedStoryboard]

        public init(specs: [ImportedSpec], skippedStoryboards: [SkippedStoryboard]) {
            self.specs = specs
            self.skippedStoryboards = skippedStoryboards
        }
    }

    public enum Failure: Error, Equatable {
        /// Storyboards that cannot be read, or target another platform.
        case storyboards([Diagnostic])
        /// No `--module`, and the storyboards name no module or several.
        case module(found: [String])
        /// Several modules: these storyboards (display paths, sorted) have scenes that take
        /// their module from the target, and neither `--module PATH=NAME`, a module name
        /// Xcode wrote, nor the target folder rule (``TargetFolderRule``) tells which.
        case undecidableModule(files: [String])
    }

    /// The folder the specs will be written into; `path:` values are relative to it.
    public let outputFolder: URL
    /// The folder display paths are relative to.
    public let baseDirectory: URL

    public init(outputFolder: URL, baseDirectory: URL) {
        self.outputFolder = outputFolder.standardizedFileURL
        self.baseDirectory = baseDirectory
    }

    /// The storyboards `paths` name (files, or folders searched recursively), and the
    /// paths that do not exist.
    public func files(for paths: [String]) -> (files: [StoryboardFile], missing: [String]) {
        let finder = StoryboardFinder(baseDirectory: baseDirectory)
        var files: [StoryboardFile] = []
        var missing: [String] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                missing.append(path)
            } else if isDirectory.boolValue {
                files += finder.files(in: url)
            } else if url.pathExtension != "xib" { // XIBs: ``xibFiles(for:)``
                files.append(StoryboardFile(url: url, baseDirectory: baseDirectory))
            }
        }
        var seen: Set<String> = []
        return (files.filter { seen.insert($0.url.path).inserted }.sorted(), missing)
    }

    /// Reads the storyboards and builds the specs; `module` nil means the one module the
    /// storyboards' classes name.
    /// `launchScreens` are the names an app's `Info.plist` gives as `UILaunchStoryboardName`.
    public func run(_ files: [StoryboardFile], module: String?, launchScreens: Set<String> = []) -> Result<Output, Failure> {
        let loading: Loading
        switch load(files) {
        case let .success(read): loading = read
        case let .failure(failure): return .failure(failure)
        }
        var (chosen, skipped) = Self.choose(loading.loaded, launchScreens: launchScreens)
        skipped += loading.otherPlatforms
        let (platform, ofPlatform, otherPlatform) = Self.onePlatform(chosen)
        chosen = ofPlatform
        skipped += otherPlatform
        let moduleName: String
        if let module {
            moduleName = module
        } else {
            let found = Self.modules(in: chosen.map(\.document))
            guard found.count == 1 else { return .failure(.module(found: found)) }
            moduleName = found[0]
        }
        var builder = SpecBuilder(module: moduleName, platform: platform)
        builder.countClasses(in: chosen.map(\.document))
        // Screens first, for every storyboard: a segue may lead into any of them.
        let built = chosen.map { file, document in builder.spec(for: document, path: RelativePath.from(outputFolder, to: file.url)) }
        let documents = Dictionary(chosen.map { ($0.document.name, $0.document) }, uniquingKeysWith: { first, _ in first })
        let specs = zip(chosen, built).map { entry, screensOnly in
            (entry.file, builder.addingSegues(to: screensOnly, from: entry.document, documents: documents))
        }
        let (kept, empty) = Self.withScreens(specs)
        return .success(Output(specs: kept, skippedStoryboards: (skipped + empty).sorted { $0.file < $1.file }))
    }

    typealias Loaded = (file: StoryboardFile, document: StoryboardDocument)

    /// The storyboards read, and those of platforms no module reads, with the reason.
    struct Loading {
        var loaded: [Loaded]
        var otherPlatforms: [SkippedStoryboard]
    }

    /// Reads the storyboards; fails when one cannot be read.
    /// Storyboards of a platform ScreenGen does not generate for (a watch app's interface
    /// beside the phone app's) are left out with the reason: a folder import of a whole app
    /// imports what it can and says what it left.
    func load(_ files: [StoryboardFile]) -> Result<Loading, Failure> {
        var loaded: [Loaded] = []
        var skipped: [SkippedStoryboard] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            switch file.load() {
            case let .success(document):
                if document.platform.isSupported {
                    loaded.append((file, document))
                } else {
                    skipped.append(SkippedStoryboard(file: file.displayPath, reason: Self.unsupportedPlatformReason(document)))
                }
            case let .failure(error):
                diagnostics.append(error.diagnostic)
            }
        }
        guard diagnostics.isEmpty else { return .failure(.storyboards(diagnostics.sorted())) }
        return .success(Loading(loaded: loaded, otherPlatforms: skipped))
    }

    /// One file per storyboard name (``oneFilePerName(_:)``), launch screens left out first:
    /// a launch screen is skipped as one, whatever its name (`Launch Screen.storyboard`).
    static func choose(_ loaded: [Loaded], launchScreens: Set<String>) -> ([Loaded], [SkippedStoryboard]) {
        let (apps, launch) = withoutLaunchScreens(loaded, launchScreens: launchScreens)
        let (chosen, skipped) = oneFilePerName(apps)
        return (chosen, launch + skipped)
    }

    /// `loaded` without its launch screens, and those with the reason.
    static func withoutLaunchScreens(_ loaded: [Loaded], launchScreens: Set<String>) -> ([Loaded], [SkippedStoryboard]) {
        var chosen = loaded
        var skipped: [SkippedStoryboard] = []
        // A launch screen is shown by the system, never instantiated: a spec for it would
        // declare a storyboard no screen uses, which `lint --strict` rejects.
        chosen.removeAll { file, document in
            let why = document.isLaunchScreen ? "launchScreen=\"YES\" in the storyboard"
                : launchScreens.contains(file.name) ? "UILaunchStoryboardName in Info.plist" : nil
            guard let why else { return false }
            skipped.append(SkippedStoryboard(file: file.displayPath, reason: "it is the launch screen (\(why)), which the system shows and the app never instantiates"))
            return true
        }
        return (chosen, skipped)
    }

    /// The specs that have screens, sorted by storyboard name, and the storyboards of the
    /// others, with the reason.
    static func withScreens(_ specs: [(file: StoryboardFile, spec: ImportedSpec)]) -> ([ImportedSpec], [SkippedStoryboard]) {
        var kept: [ImportedSpec] = []
        var skipped: [SkippedStoryboard] = []
        for (file, spec) in specs {
            guard !spec.screens.isEmpty else {
                // Only a storyboard name, which no screen uses: a warning, and nothing generated.
                let scenes = spec.skipped.isEmpty ? "it has no scenes" : "none of its scenes can become a screen (\(spec.skipped.map(\.description).joined(separator: "; ")))"
                skipped.append(SkippedStoryboard(file: file.displayPath, reason: "\(scenes), and a spec declaring a storyboard no screen uses would not pass lint --strict"))
                continue
            }
            kept.append(spec)
        }
        return (kept.sorted { $0.storyboard < $1.storyboard }, skipped)
    }

    /// The storyboard names the `Info.plist` files below `paths` (folders searched
    /// recursively, hidden entries skipped) give as `UILaunchStoryboardName`.
    public func launchScreenNames(in paths: [String]) -> Set<String> {
        var names: Set<String> = []
        for path in paths {
            let folder = URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker where url.lastPathComponent == "Info.plist" {
                guard let data = FileManager.default.contents(atPath: url.path),
                      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
                // The key may carry a device suffix, e.g. UILaunchStoryboardName~ipad.
                for (key, value) in plist where key.hasPrefix("UILaunchStoryboardName") {
                    if let name = value as? String { names.insert(name) }
                }
            }
        }
        return names
    }

    /// The modules named by scene classes, sorted; segues and other objects do not count.
    public static func modules(in documents: [StoryboardDocument]) -> [String] {
        Set(documents.flatMap { $0.scenes.filter { $0.customClass != nil }.compactMap(\.customModule) }).sorted()
    }

    /// One file per storyboard name: the `Base.lproj` copy of a localized storyboard (the
    /// cross-check reads the other copies), and the first of two unrelated files with one
    /// name. Names that cannot become a `UIStoryboard.Name` (or `NSStoryboard.File`) case are left out.
    static func oneFilePerName(_ loaded: [(file: StoryboardFile, document: StoryboardDocument)])
        -> ([(file: StoryboardFile, document: StoryboardDocument)], [SkippedStoryboard]) {
        var chosen: [(file: StoryboardFile, document: StoryboardDocument)] = []
        var skipped: [SkippedStoryboard] = []
        var byCase: [String: StoryboardFile] = [:]
        let ordered = loaded.sorted { lhs, rhs in
            // Base copies first, so they are the ones chosen.
            (lhs.file.localization == "Base" ? 0 : 1, lhs.file.displayPath) < (rhs.file.localization == "Base" ? 0 : 1, rhs.file.displayPath)
        }
        for entry in ordered {
            let name = entry.file.name
            // The validator's rule, so that what import declares validates.
            if let problem = SpecValidator.storyboardNameProblem(name) {
                skipped.append(SkippedStoryboard(file: entry.file.displayPath, reason: "its name cannot become a storyboard case (of UIStoryboard.Name or NSStoryboard.File): \(problem); rename the file to declare it"))
                continue
            }
            let caseName = (try? SwiftIdentifier.derivedCaseName(name).get()) ?? name
            if let first = byCase[caseName] {
                if first.name == name, first.groupFolder == entry.file.groupFolder { continue }
                skipped.append(SkippedStoryboard(file: entry.file.displayPath, reason: "'\(first.displayPath)' is imported under the same name; UIKit finds storyboards by name, so only one can be declared"))
                continue
            }
            byCase[caseName] = entry.file
            chosen.append(entry)
        }
        return (chosen.sorted { $0.file.displayPath < $1.file.displayPath }, skipped.sorted { $0.file < $1.file })
    }
}
