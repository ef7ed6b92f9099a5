import Foundation

extension SpecFolder {
    /// The folder ``displayPath`` is relative to (the current folder it was made with), so
    /// later stages can resolve paths written relative to a spec file. A folder outside it
    /// is shown absolute, and then the process's current folder stands in.
    public var baseDirectory: URL {
        if displayPath == "." { return url }
        if displayPath.hasPrefix("/") {
            return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
        }
        var base = url
        for _ in displayPath.split(separator: "/") { base.deleteLastPathComponent() }
        return base
    }
}
