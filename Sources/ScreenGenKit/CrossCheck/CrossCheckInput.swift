import Foundation

/// What the cross-check needs from the specs, with every path resolved: where to look for
/// storyboards, which file each declared storyboard is, and where each screen's keys are
/// (so a disagreement is reported on the spec line that states it).
struct CrossCheckInput {
    /// A folder searched for storyboards, and the spec entry that names it (nil for one
    /// given on the command line or in the config file).
    struct Folder {
        var url: URL
        var declared: SpecDocument.Located<String>?
    }

    struct StoryboardDeclaration {
        var name: SpecDocument.Located<String>
        var path: SpecDocument.Located<String>?
        /// `path` resolved against the spec file's folder.
        var pathURL: URL?
        /// The folder of the spec file that declares the storyboard.
        var specFolder: URL
    }

    var baseDirectory: URL
    var folders: [Folder] = []
    /// The first declaration of each storyboard name (the validator reports duplicates).
    var storyboards: [String: StoryboardDeclaration] = [:]
    /// The first entry of each screen type.
    var screens: [String: SpecDocument.ScreenEntry] = [:]
    var moduleLocation: SourceLocation?
    /// The first `platform:` key, for messages about storyboards of another platform.
    var platformLocation: SourceLocation?

    /// `baseDirectory` is what spec display paths are relative to; `searchFolders` are
    /// absolute folders from the command line or config file.
    init(documents: [SpecDocument], searchFolders: [URL], baseDirectory: URL) {
        self.baseDirectory = baseDirectory
        folders = searchFolders.map { Folder(url: $0.standardizedFileURL, declared: nil) }
        for document in documents {
            let specFolder = URL(fileURLWithPath: document.file, relativeTo: baseDirectory).standardizedFileURL.deletingLastPathComponent()
            for path in document.storyboardPaths {
                folders.append(Folder(url: Self.resolve(path.value, against: specFolder), declared: path))
            }
            for entry in document.storyboards where storyboards[entry.name.value] == nil {
                storyboards[entry.name.value] = StoryboardDeclaration(
                    name: entry.name, path: entry.path,
                    pathURL: entry.path.map { Self.resolve($0.value, against: specFolder) }, specFolder: specFolder)
            }
            for screen in document.screens where screens[screen.name.value] == nil {
                screens[screen.name.value] = screen
            }
            if moduleLocation == nil, let module = document.module {
                moduleLocation = module.location
            }
            if platformLocation == nil, let platform = document.platform {
                platformLocation = platform.location
            }
        }
    }

    /// The cross-check runs when the specs, the config or the command line say where
    /// storyboards are; without that there is nothing to compare with.
    var isEnabled: Bool {
        !folders.isEmpty || storyboards.values.contains { $0.path != nil }
    }

    static func resolve(_ path: String, against folder: URL) -> URL {
        URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
    }
}
