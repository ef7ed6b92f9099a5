/// Render stage: turns the model into complete output files, in memory, in a fixed order.
public struct Renderer: Sendable {
    public init() {}

    /// Every file ScreenGen owns for this model, sorted by path.
    ///
    /// Layout: `<Module>/ScreenGen.swift` (storyboard names, the instantiation protocol,
    /// the create/push/present namespaces), one `<Module>/<spec>+Screens.swift` per spec
    /// file that declares screens, and `<Module>Tests/<Module>ScreenTests.swift`.
    public func render(_ model: AppModel) -> [GeneratedFile] {
        render(model) { $0 }.sorted { $0.path < $1.path }
    }

    /// Renders every file and hands each to `body` as soon as it is complete, on whichever
    /// core rendered it, so that a run need not hold all of its output at once; returns
    /// what `body` returned for each file, in no particular order.
    public func render<T: Sendable>(_ model: AppModel, each body: @Sendable (GeneratedFile) -> T) -> [T] {
        // Grouped and indexed once: a lookup per spec file or per screen would grow with
        // files × screens, which dominates at thousands of screens.
        let screensByFile = Dictionary(grouping: model.screens, by: \.location.file)
        let storyboards = Dictionary(model.storyboards.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let specFiles = model.specFiles.filter { screensByFile[$0]?.isEmpty == false }
        // Each file renders on its own, so the files are spread over the cores.
        var jobs: [Job] = [.support, .tests] + specFiles.map(Job.screens)
        if model.screens.contains(where: \.hasSegues) { jobs.append(.segues) }
        return jobs.concurrentMap { job -> T in body(Self.render(job, model: model, screensByFile: screensByFile, storyboards: storyboards)) }
    }

    private static func render(_ job: Job, model: AppModel, screensByFile: [String: [Screen]], storyboards: [String: Storyboard]) -> GeneratedFile {
        // macOS modules get AppKit code from renderers of their own.
        let appKit = model.platform.usesAppKit
        switch job {
        case .support:
            return appKit ? AppKitSupportRenderer(model: model).render() : SupportRenderer(model: model).render()
        case .tests:
            if appKit { return AppKitTestsRenderer(model: model).render() }
            return TestsRenderer(model: model).render()
        case .segues:
            return SegueSupportRenderer(model: model).render()
        case let .screens(specFile):
            let screens = screensByFile[specFile] ?? []
            if appKit {
                return AppKitScreenRenderer(model: model, specFile: specFile, screens: screens, storyboards: storyboards).render()
            }
            return ScreenRenderer(model: model, specFile: specFile, screens: screens, storyboards: storyboards).render()
        }
    }

    /// The support module of a multi-module run (config `support:`): `<support>/ScreenGen.swift`,
    /// the public declarations every module with `supportModule` set builds on. It depends on
    /// nothing in the specs; `source` (the config file) is what its header names.
    /// `appKit`: for macOS modules (AppKit) rather than iOS and tvOS ones (UIKit).
    public func renderSupport(module support: String, source: String, appKit: Bool = false) -> [GeneratedFile] {
        let model = AppModel(module: support, access: .public, specFiles: [], specsFolder: source, storyboards: [], screens: [])
        if appKit { return [AppKitSupportRenderer(model: model, scope: .supportModule).render()] }
        return [SupportRenderer(model: model, scope: .supportModule).render()]
    }

    private enum Job {
        case support, tests, segues
        case screens(specFile: String)
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
