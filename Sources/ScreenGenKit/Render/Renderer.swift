/// Render stage: turns the model into complete output files, in memory, in a fixed order.
public struct Renderer: Sendable {
    public init() {}

    /// Every file ScreenGen owns for this model, sorted by path.
    ///
    /// Layout: `<Module>/ScreenGen.swift` (storyboard names, the instantiation protocol,
    /// the create/push/present namespaces), one `<Module>/<spec>+Screens.swift` per spec
    /// file that declares screens, and `<Module>Tests/<Module>ScreenTests.swift`.
    public func render(_ model: AppModel) -> [GeneratedFile] {
        var files = [SupportRenderer(model: model).render()]
        for specFile in model.specFiles {
            let screens = model.screens(declaredIn: specFile)
            guard !screens.isEmpty else { continue }
            files.append(ScreenRenderer(model: model, specFile: specFile, screens: screens).render())
        }
        files.append(TestsRenderer(model: model).render())
        return files.sorted { $0.path < $1.path }
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
