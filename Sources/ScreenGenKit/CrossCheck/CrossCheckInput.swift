import Foundation

/// What the cross-check needs beside the validated model, with every path resolved: where
/// to look for storyboards, and which file each declared storyboard is. Where each screen's
/// keys are (so a disagreement is reported on the spec line that states it) is the model's.
struct CrossCheckInput {
    /// A folder searched for storyboards, and the spec entry that names it (nil for one
    /// given on the command line or in the config file).
    struct Folder {
        var url: URL
        var declared: Located<String>?
    }

    struct StoryboardDeclaration {
        var name: Located<String>
        var path: Located<String>?
        /// `path` resolved against the spec file's folder.
        var pathURL: URL?
        /// The folder of the spec file that declares the storyboard.
        var specFolder: URL
    }

    var baseDirectory: URL
    var folders: [Folder] = []
    /// Each storyboard of the model by name.
    var storyboards: [String: StoryboardDeclaration] = [:]
    var moduleLocation: SourceLocation?
    /// The first `platform:` key, for messages about storyboards of another platform.
    var platformLocation: SourceLocation?
    /// ``AppModel/namesStoryboardFiles``.
    var namesStoryboardFiles = false

    /// `baseDirectory` is what spec display paths are relative to; `searchFolders` are
    /// absolute folders from the command line or config file. Without a model (the specs
    /// name no module) only those are searched.
    init(model: AppModel?, searchFolders: [URL], baseDirectory: URL) {
        self.baseDirectory = baseDirectory
        // A path in a spec is relative to the folder of the spec file that writes it.
        func specFolder(of location: SourceLocation) -> URL {
            URL(fileURLWithPath: location.file, relativeTo: baseDirectory).standardizedFileURL.deletingLastPathComponent()
        }
        folders = searchFolders.map { Folder(url: $0.standardizedFileURL, declared: nil) }
        // Most runs say nowhere to look, and then nothing needs resolving.
        guard let model, Self.isNeeded(model: model, searchFolders: searchFolders) else { return }
        folders += model.storyboardPaths.map { path in
            Folder(url: Self.resolve(path.value, against: specFolder(of: path.location)), declared: path)
        }
        for storyboard in model.storyboards {
            let folder = specFolder(of: storyboard.location)
            storyboards[storyboard.name] = StoryboardDeclaration(
                name: Located(value: storyboard.name, location: storyboard.location), path: storyboard.path,
                pathURL: storyboard.path.map { Self.resolve($0.value, against: folder) }, specFolder: folder)
        }
        moduleLocation = model.moduleLocation
        platformLocation = model.platformLocation
        namesStoryboardFiles = model.namesStoryboardFiles
    }

    /// The cross-check runs when the specs, the config or the command line say where
    /// storyboards are; without that there is nothing to compare with.
    var isEnabled: Bool {
        !folders.isEmpty || namesStoryboardFiles
    }

    /// Whether the input for `model` and `searchFolders` would be enabled, asked before it is
    /// made: most runs say nowhere to look, and then no `URL` is made at all (the first one
    /// starts Foundation's URL parser; making them cost `lint` at 1,000 screens 0.25 ms).
    static func isNeeded(model: AppModel?, searchFolders: [URL]) -> Bool {
        !searchFolders.isEmpty || model.map { !$0.storyboardPaths.isEmpty || $0.namesStoryboardFiles } ?? false
    }

    static func resolve(_ path: String, against folder: URL) -> URL {
        URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
    }
}
