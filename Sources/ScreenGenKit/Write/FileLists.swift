import Foundation

/// The input and output `.xcfilelist` files of an Xcode Run Script phase, so the phase
/// declares exactly what it reads and writes (needed with user-script sandboxing, and
/// what lets Xcode skip the phase when nothing changed).
public struct FileLists: Sendable, Equatable {
    public var inputs: String
    public var outputs: String

    /// Paths below the current folder are written as `$(SRCROOT)/…`: the phase runs from
    /// the project folder. `generated`: the paths of the generated files, relative to
    /// `outputFolder` (``OutputFiles/paths``, rendering nothing).
    public init(specFiles: [String], storyboardFiles: [String] = [], configFile: String?, outputFolder: String, generated: [String]) {
        let inputPaths = specFiles + storyboardFiles + (configFile.map { [$0] } ?? [])
        inputs = Self.list(inputPaths.sorted())
        let folder = outputFolder == "." ? "" : outputFolder + "/"
        outputs = Self.list(generated.map { folder + $0 }.sorted())
    }

    /// The lists of several modules' phases as one phase's: every line once, sorted.
    public init(merging lists: [FileLists]) {
        if lists.count == 1 {
            self = lists[0]
            return
        }
        func merged(_ texts: [String]) -> String {
            Set(texts.flatMap { $0.split(separator: "\n").map(String.init) }).sorted().map { $0 + "\n" }.joined()
        }
        inputs = merged(lists.map(\.inputs))
        outputs = merged(lists.map(\.outputs))
    }

    private static func list(_ paths: [String]) -> String {
        paths.map { $0.hasPrefix("/") ? $0 : "$(SRCROOT)/\($0)" }.map { $0 + "\n" }.joined()
    }

    /// Writes `text` to `path` unless it already holds exactly that; reports whether it wrote.
    public static func write(_ text: String, to path: String) throws -> Bool {
        let url = URL(fileURLWithPath: path)
        if FileManager.default.contents(atPath: url.path) == Data(text.utf8) { return false }
        try Data(text.utf8).write(to: url, options: .atomic)
        return true
    }
}
