extension AppModel {
    /// The same model with its specs folder named `folder`: every spec path in it (spec
    /// files, and where each screen, segue, storyboard and key is declared) keeps its place
    /// below the folder. A run names files relative to the current folder in its messages
    /// and relative to the project root in what it generates (``ProjectRoot``); this turns
    /// the first into the second.
    public func movingSpecsFolder(to folder: String) -> AppModel {
        guard folder != specsFolder else { return self }
        let old = specsFolder
        func moved(_ path: String) -> String { Self.path(path, movedFrom: old, to: folder) }
        func moved(_ location: SourceLocation) -> SourceLocation {
            SourceLocation(file: moved(location.file), line: location.line, column: location.column)
        }
        var model = self
        model.specsFolder = folder
        model.specFiles = specFiles.map(moved)
        func moved(_ path: Located<String>) -> Located<String> { Located(value: path.value, location: moved(path.location)) }
        model.moduleLocation = moduleLocation.map(moved)
        model.platformLocation = platformLocation.map(moved)
        model.storyboardPaths = storyboardPaths.map(moved)
        model.storyboards = storyboards.map { storyboard in
            var storyboard = storyboard
            storyboard.location = moved(storyboard.location)
            storyboard.path = storyboard.path.map(moved)
            return storyboard
        }
        model.screens = screens.map { screen in
            var screen = screen
            screen.location = moved(screen.location)
            screen.keyLocations = screen.keyLocations.mapLocations(moved)
            screen.segues = screen.segues.map { segue in
                var segue = segue
                segue.location = moved(segue.location)
                segue.destinationLocation = segue.destinationLocation.map(moved)
                return segue
            }
            return screen
        }
        return model
    }

    /// `path`, a path below `old` (or `old` itself), below `new` instead; any other path
    /// unchanged. `.` is the folder whose files are named without a prefix.
    static func path(_ path: String, movedFrom old: String, to new: String) -> String {
        let relative: String
        if path == old {
            return new
        } else if old == "." {
            guard !path.hasPrefix("/"), !path.hasPrefix("../") else { return path }
            relative = path
        } else if path.hasPrefix(old.hasSuffix("/") ? old : old + "/") {
            relative = String(path.dropFirst(old.hasSuffix("/") ? old.count : old.count + 1))
        } else {
            return path
        }
        return new == "." ? relative : (new.hasSuffix("/") ? new : new + "/") + relative
    }
}
