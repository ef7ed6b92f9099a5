import Foundation

/// Import stage, XIB part: a `.xib` whose File's Owner is a custom class with its `view`
/// outlet connected is a view controller's nib, so a `nib:` screen of the owner's module.
/// XIBs of cells and views (no such owner) are not screens and are left out silently.
extension SpecImporter {
    /// A view controller's XIB: the file and its File's Owner.
    public struct NibOwner: Sendable, Equatable {
        public var file: StoryboardFile
        public var owner: XibDocument.FileOwner
        /// The platform the XIB is for (its `targetRuntime`).
        public var platform: TargetPlatform = .iOS
        public var className: String { owner.customClass ?? "" }
    }

    /// The `.xib` files `paths` name (files, or folders searched recursively), sorted.
    public func xibFiles(for paths: [String]) -> [StoryboardFile] {
        let finder = StoryboardFinder(baseDirectory: baseDirectory)
        var seen: Set<String> = []
        var files: [StoryboardFile] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let urls = isDirectory.boolValue ? finder.urls(in: url, suffix: ".xib") : (url.pathExtension == "xib" ? [url] : [])
            files += urls.map { StoryboardFile(url: $0, baseDirectory: baseDirectory) }.filter { seen.insert($0.url.path).inserted }
        }
        return files.sorted()
    }

    /// The XIBs of view controllers among `files`, and, with the reason, those that cannot be
    /// read and AppKit window controllers' XIBs.
    public static func nibOwners(_ files: [StoryboardFile]) -> (owners: [NibOwner], skipped: [SkippedNib]) {
        var owners: [NibOwner] = []
        var skipped: [SkippedNib] = []
        for file in files {
            switch InputFile.read(file.url.path, limit: StoryboardFile.byteLimit) {
            case let .success(bytes):
                switch XibDocument.parse(Data(bytes), file: file.displayPath) {
                case let .success(document):
                    guard let xibPlatform = document.platform.modulePlatform, let owner = document.fileOwner, owner.customClass != nil else { continue }
                    // A window controller's XIB is listed, not left out silently: the summary
                    // says what was not declared, and what to do.
                    if owner.viewOutlet == nil, owner.windowOutlet != nil {
                        skipped.append(SkippedNib(file: file.displayPath, className: owner.customClass, reason: .windowControllerXib))
                        continue
                    }
                    guard owner.viewOutlet != nil else { continue }
                    owners.append(NibOwner(file: file, owner: owner, platform: xibPlatform))
                case let .failure(error):
                    skipped.append(SkippedNib(file: file.displayPath, className: nil, reason: .unreadable(error.diagnostic.kind.message)))
                }
            case let .failure(.unreadable(reason)):
                skipped.append(SkippedNib(file: file.displayPath, className: nil, reason: .unreadable(reason)))
            case let .failure(.tooLarge(bytes)):
                skipped.append(SkippedNib(file: file.displayPath, className: nil, reason: .unreadable("\(bytes) bytes, more than \(StoryboardFile.byteLimit)")))
            }
        }
        return (owners, skipped)
    }

    /// The module a view controller's XIB belongs to. With one module for every file
    /// (`single`), that one, unless the owner names another; else, like a storyboard's home
    /// module: `--module PATH=NAME`, the module Xcode wrote on the owner, the target folder.
    public static func nibModule(of nib: NibOwner, single: String?, rule: TargetFolderRule?) -> Result<String, SkippedNib.Reason> {
        let owner = nib.owner
        if !owner.inheritsModuleFromTarget, owner.customModule == nil { return .failure(.objectiveCClass) }
        if let single {
            if !owner.inheritsModuleFromTarget, let other = owner.customModule, other != single {
                return .failure(.otherModule(module: other, specModule: single))
            }
            return .success(single)
        }
        if let assigned = rule?.assignedModule(of: nib.file) { return .success(assigned) }
        if let named = owner.customModule, SwiftIdentifier.moduleNameProblem(named) == nil { return .success(named) }
        if let folder = rule?.targetFolder(of: nib.file) { return .success(folder) }
        return .failure(.noModule)
    }

    /// Each module's `nib:` screens. `modules` gives each XIB's module (or why none);
    /// `storyboardScreens` maps each module's storyboard screens (by name) to their class.
    /// A XIB whose class is not yet a screen is named after the class; of several XIBs with
    /// one owner class, the one named after the class comes first, else the first by path;
    /// a XIB of a class that is already a screen is named after the nib
    /// (``SpecBuilder/nibScreenName(nib:)``).
    public static func nibs(_ owners: [NibOwner], modules: (NibOwner) -> Result<String, SkippedNib.Reason>,
                            storyboardScreens: [String: [String: String]], platforms: [String: TargetPlatform]) -> (byModule: [String: ImportedNibs], skipped: [SkippedNib]) {
        var byModule: [String: ImportedNibs] = [:]
        var skipped: [SkippedNib] = []
        var classes: Set<String> = [] // "<module>\0<class>" of every screen so far
        var names: [String: String] = [:] // "<module>\0<lowerCamel name>" -> what took it
        for (module, screens) in storyboardScreens {
            for (name, type) in screens {
                classes.insert(module + "\u{0}" + type)
                names[module + "\u{0}" + SwiftIdentifier.lowerCamel(name)] = name
            }
        }
        // A module without storyboards has the platform of most of its XIBs (a tie: iOS, tvOS, macOS).
        var counts: [String: [TargetPlatform: Int]] = [:]
        for nib in owners { if case let .success(module) = modules(nib) { counts[module, default: [:]][nib.platform, default: 0] += 1 } }
        let xibPlatforms = counts.mapValues(TargetPlatform.mostCommon)
        // One framework for all modules, which share a support module: the storyboards'
        // modules', else that of most XIB modules (a tie goes to UIKit).
        let storyboardFrameworks = Set(platforms.values.map(\.isAppKit))
        let keepsAppKit = storyboardFrameworks.count == 1 ? storyboardFrameworks.contains(true)
            : xibPlatforms.values.filter(\.isAppKit).count * 2 > xibPlatforms.count
        let ordered = owners.sorted { ($0.file.name == $0.className ? 0 : 1, $0.file.displayPath) < ($1.file.name == $1.className ? 0 : 1, $1.file.displayPath) }
        for nib in ordered {
            let type = nib.className
            let skip = { (reason: SkippedNib.Reason) in skipped.append(SkippedNib(file: nib.file.displayPath, className: type, reason: reason)) }
            let module: String
            switch modules(nib) {
            case let .success(name): module = name
            case let .failure(reason): skip(reason); continue
            }
            if let problem = type.hasPrefix("`") ? "it starts with a backtick" : SwiftIdentifier.screenNameProblem(type) {
                skip(.invalidClassName(reason: problem)); continue
            }
            if let problem = SpecValidator.nibNameProblem(nib.file.name) { skip(.invalidNibName(reason: problem)); continue }
            // A module has one platform: its storyboards', else that of most of its XIBs.
            let platform = platforms[module] ?? xibPlatforms[module] ?? nib.platform
            if nib.platform != platform { skip(.otherPlatform(xib: nib.platform, module: platform)); continue }
            if platform.isAppKit != keepsAppKit { skip(.otherFramework(module: module, platform: platform)); continue }
            let name = classes.contains(module + "\u{0}" + type) ? SpecBuilder.nibScreenName(nib: nib.file.name) : type
            if let problem = SwiftIdentifier.problem(with: name) { skip(.invalidClassName(reason: "screen name '\(name)': \(problem)")); continue }
            let member = module + "\u{0}" + SwiftIdentifier.lowerCamel(name)
            if let other = names[member] { skip(.nameTaken(name: name, other: other)); continue }
            classes.insert(module + "\u{0}" + type)
            names[member] = name
            var entry = byModule[module] ?? ImportedNibs(module: module, screens: [], skipped: [])
            entry.platform = platform
            entry.screens.append(ImportedNibScreen(name: name, typeName: type, nib: nib.file.name, file: nib.file.displayPath))
            byModule[module] = entry
        }
        for (module, entry) in byModule {
            byModule[module]?.screens = entry.screens.sorted { $0.name < $1.name }
        }
        return (byModule, skipped.sorted { $0.file < $1.file })
    }
}
