import Foundation

/// Cross-check stage, XIB part: each `nib:` screen against its `.xib`, found in the same
/// folders as the storyboards. The XIB must exist, its File's Owner must be the screen's
/// class in the spec's module, and the owner's `view` outlet must be connected, or
/// `init(nibName:bundle:)` would hand UIKit or AppKit a nib it cannot load the screen's view
/// from. An AppKit XIB is read the same way: its File's Owner is `<customObject id="-2">`.
///
/// Runs only when there are folders to search (`storyboardPaths:`, `--storyboards`, the
/// config file): a storyboard's `path:` says nothing about where XIBs are.
struct NibCrossCheck {
    let input: CrossCheckInput
    let finder: StoryboardFinder
    private(set) var diagnostics: [Diagnostic] = []
    /// Every XIB read, as messages name them (inputs of the run).
    private(set) var filesRead: [String] = []
    /// The File's Owner's outlets and actions of each `nib:` screen whose owner is its class.
    private(set) var connections: [String: [InterfaceConnection]] = [:]

    init(input: CrossCheckInput, finder: StoryboardFinder) {
        self.input = input
        self.finder = finder
    }

    mutating func run(_ model: AppModel) {
        let screens = model.screens.filter { $0.source.nibName != nil }
        let folders = input.folders.map(\.url).filter { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        guard !screens.isEmpty, !folders.isEmpty else { return }
        var byName: [String: [URL]] = [:]
        var seen: Set<String> = []
        for folder in folders {
            for url in finder.urls(in: folder, suffix: ".xib") where seen.insert(url.path).inserted {
                byName[url.deletingPathExtension().lastPathComponent, default: []].append(url)
            }
        }
        for screen in screens {
            guard let name = screen.source.nibName else { continue }
            let location = screen.location(of: .nib)
            guard let files = byName[name] else {
                let searched = folders.map { display($0) }
                diagnostics.append(Diagnostic(.nibFileNotFound(nib: name, screen: screen.name, searched: searched,
                                                               suggestion: Suggestion.closest(to: name, in: Set(byName.keys))), at: location))
                continue
            }
            for url in files {
                check(screen, against: url, module: model.module, at: location)
            }
        }
    }

    private mutating func check(_ screen: Screen, against url: URL, module: String, at location: SourceLocation) {
        let file = display(url)
        filesRead.append(file)
        let document: XibDocument
        switch InputFile.read(url.path, limit: StoryboardFile.byteLimit) {
        case let .success(bytes):
            switch XibDocument.parse(Data(bytes), file: file) {
            case let .success(parsed): document = parsed
            case let .failure(error):
                diagnostics.append(error.diagnostic)
                return
            }
        case let .failure(.unreadable(reason)):
            diagnostics.append(Diagnostic(.unreadableFile(reason: reason), at: .file(file)))
            return
        case let .failure(.tooLarge(bytes)):
            diagnostics.append(Diagnostic(.interfaceFileTooLarge(fileKind: "XIB", bytes: bytes, limit: StoryboardFile.byteLimit), at: .file(file)))
            return
        }
        let expectedModule = SwiftIdentifier.qualifier(screen.typeName) ?? module
        guard let owner = document.fileOwner, owner.customClass == screen.sceneClass else {
            diagnostics.append(Diagnostic(.nibOwnerMismatch(screen: screen.sceneClass, file: file, ownerClass: document.fileOwner?.customClass,
                                                            ownerLocation: document.fileOwner?.location ?? document.location), at: location))
            return
        }
        connections[screen.name, default: []] += owner.connections
        if !owner.inheritsModuleFromTarget, owner.customModule != expectedModule {
            diagnostics.append(Diagnostic(.nibOwnerModuleMismatch(screen: screen.sceneClass, file: file, ownerModule: owner.customModule,
                                                                  module: expectedModule, ownerLocation: owner.location), at: location))
        }
        if owner.viewOutlet == nil {
            diagnostics.append(Diagnostic(.nibViewOutletMissing(screen: screen.name, file: file, connectsWindow: owner.windowOutlet != nil,
                                                                ownerLocation: owner.location), at: location))
        }
    }

    private func display(_ url: URL) -> String {
        SpecFolder.displayPath(for: url.path, currentDirectory: input.baseDirectory.path)
    }
}
