import Foundation

/// Import stage: turns existing storyboards into specs, one per storyboard, so a team
/// with an app starts from what Interface Builder already knows.
///
/// A scene becomes a screen when it has a Swift class of the app's module and can be
/// instantiated on its own (a Storyboard ID, or the initial arrow). Everything else is
/// listed with the reason. Storyboards do not say what `initialize(...)` takes, so no
/// screen gets `initialize:`.
public struct SpecImporter: Sendable {
    public struct Output: Sendable, Equatable {
        /// Sorted by storyboard name.
        public var specs: [ImportedSpec]
        public var skippedStoryboards: [SkippedStoryboard]
    }

    public enum Failure: Error, Equatable {
        /// Storyboards that cannot be read, or target another platform.
        case storyboards([Diagnostic])
        /// No `--module`, and the storyboards name no module or several.
        case module(found: [String])
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
            } else {
                files.append(StoryboardFile(url: url, baseDirectory: baseDirectory))
            }
        }
        var seen: Set<String> = []
        return (files.filter { seen.insert($0.url.path).inserted }.sorted(), missing)
    }

    /// Reads the storyboards and builds the specs; `module` nil means the one module the
    /// storyboards' classes name.
    public func run(_ files: [StoryboardFile], module: String?) -> Result<Output, Failure> {
        var loaded: [(file: StoryboardFile, document: StoryboardDocument)] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            switch file.load() {
            case let .success(document):
                if document.platform.isSupported {
                    loaded.append((file, document))
                } else {
                    diagnostics.append(Diagnostic(
                        .unsupportedStoryboardPlatform(file: document.file, platform: document.platform, targetRuntime: document.targetRuntime),
                        at: document.location))
                }
            case let .failure(error):
                diagnostics.append(error.diagnostic)
            }
        }
        guard diagnostics.isEmpty else { return .failure(.storyboards(diagnostics.sorted())) }
        let (chosen, skipped) = Self.oneFilePerName(loaded)
        let moduleName: String
        if let module {
            moduleName = module
        } else {
            let found = Self.modules(in: chosen.map(\.document))
            guard found.count == 1 else { return .failure(.module(found: found)) }
            moduleName = found[0]
        }
        var builder = SpecBuilder(module: moduleName)
        let specs = chosen.map { file, document in
            builder.spec(for: document, path: RelativePath.from(outputFolder, to: file.url))
        }
        return .success(Output(specs: specs.sorted { $0.storyboard < $1.storyboard }, skippedStoryboards: skipped))
    }

    /// The modules named by scene classes, sorted; segues and other objects do not count.
    public static func modules(in documents: [StoryboardDocument]) -> [String] {
        Set(documents.flatMap { $0.scenes.filter { $0.customClass != nil }.compactMap(\.customModule) }).sorted()
    }

    /// One file per storyboard name: the `Base.lproj` copy of a localized storyboard (the
    /// cross-check reads the other copies), and the first of two unrelated files with one
    /// name. Names that cannot become a `UIStoryboard.Name` case are left out.
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
            if let problem = SwiftIdentifier.problem(with: name) ?? (name.hasPrefix("`") ? "it starts with a backtick" : nil) {
                skipped.append(SkippedStoryboard(file: entry.file.displayPath, reason: "its name cannot become a UIStoryboard.Name case (\(problem)); rename the file to declare it"))
                continue
            }
            let caseName = SwiftIdentifier.lowerCamel(name)
            if SpecValidator.reservedCases.contains(caseName) {
                skipped.append(SkippedStoryboard(file: entry.file.displayPath, reason: "its name would become '\(caseName)', which UIStoryboard.Name already has; rename the file to declare it"))
                continue
            }
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
