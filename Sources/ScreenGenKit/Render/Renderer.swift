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
        let prefix = specsFolder.hasSuffix("/") ? specsFolder : specsFolder + "/"
        // Printable ASCII paths (nearly all) by their bytes, where characters are bytes;
        // other paths by character, as before.
        if specFile.isPrintableASCII, prefix.isPrintableASCII {
            let bytes = Array(specFile.utf8)
            var start = 0
            if bytes.starts(with: prefix.utf8) { start = prefix.utf8.count }
            var end = bytes.count
            if let dot = bytes[start...].lastIndex(of: UInt8(ascii: ".")), !bytes[dot...].contains(UInt8(ascii: "/")) { end = dot }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var relative = specFile
        if relative.hasPrefix(prefix) { relative.removeFirst(prefix.count) }
        if let dot = relative.lastIndex(of: "."), !relative[dot...].contains("/") {
            relative = String(relative[..<dot])
        }
        return relative
    }
}
