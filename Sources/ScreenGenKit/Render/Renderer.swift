/// Render stage: turns the model into complete output files, in memory. Which files
/// there are is the registry's to say (``OutputRegistry``); ``OutputFiles`` renders them
/// one at a time, as a run consumes them.
public struct Renderer: Sendable {
    public init() {}

    /// Every file ScreenGen owns for this model, sorted by path (without the navigation
    /// graph, which the config asks for: ``OutputRun/writesGraph``).
    public func render(_ model: AppModel) -> [GeneratedFile] {
        OutputFiles(rendering: model).all
    }
}

extension AppModel {
    /// `internal` or `public`, the keyword every generated declaration starts with.
    var accessKeyword: String { access.rawValue }

    /// The specs folder as headers show it, with a trailing slash.
    var specsFolderForHeader: String {
        specsFolder.hasSuffix("/") ? specsFolder : specsFolder + "/"
    }

    /// The spec file's path below the specs folder, without extension, for output names.
    func outputStem(for specFile: String) -> String {
        Self.outputStem(for: specFile, specsFolder: specsFolder)
    }

    /// The same before there is a model, for the validator's collision check.
    static func outputStem(for specFile: String, specsFolder: String) -> String {
        var relative = specFile
        let prefix = specsFolder.hasSuffix("/") ? specsFolder : specsFolder + "/"
        if relative.hasPrefix(prefix) { relative.removeFirst(prefix.count) }
        if let dot = relative.lastIndex(of: "."), !relative[dot...].contains("/") {
            relative = String(relative[..<dot])
        }
        return relative
    }
}
