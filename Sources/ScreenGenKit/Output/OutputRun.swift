/// What decides the files of one output folder: the validated model and the run's
/// settings that are not in it.
public struct OutputRun: Sendable {
    /// Which kind of folder the files go into.
    public enum Folder: Sendable, Equatable {
        /// A module's folder: its screens, support, tests, segues and navigation graph.
        case module
        /// The support module of a multi-module run (config `support:`): only the public
        /// declarations every module with ``AppModel/supportModule`` set builds on.
        case supportModule
    }

    public let model: AppModel
    public let folder: Folder
    /// `graph: true` in the config: the run also writes `<Module>/Navigation.md`.
    public let writesGraph: Bool
    /// The UI framework the files are written for: AppKit for macOS modules, UIKit otherwise.
    let framework: UIFramework
    /// The model's screens by spec file (their indices in ``AppModel/screens``), and its
    /// storyboards by name, indexed once: a lookup per spec file or per screen would grow
    /// with files × screens, which dominates at thousands of screens. Indices rather than
    /// screens, so that the screens are not held twice while the files are rendered.
    let screensByFile: [String: [Int]]
    let storyboardsByName: [String: Storyboard]

    /// A module's run: `model` as generated files name its paths (``Pipeline/Result/outputModel``).
    public init(model: AppModel, writesGraph: Bool = false) {
        self.init(model: model, folder: .module, writesGraph: writesGraph, framework: model.framework)
    }

    /// The support module `module` of a multi-module run; it depends on nothing in the
    /// specs. `source` (the config file) is what its header names; `platform`: the modules'
    /// platform, whose UI framework the support module is written for.
    public static func supportModule(_ module: String, source: String, platform: TargetPlatform) -> OutputRun {
        let model = AppModel(module: module, access: .public, specFiles: [], specsFolder: source, storyboards: [], screens: [])
        return OutputRun(model: model, folder: .supportModule, writesGraph: false, framework: platform.uiFramework)
    }

    private init(model: AppModel, folder: Folder, writesGraph: Bool, framework: UIFramework) {
        self.model = model
        self.folder = folder
        self.writesGraph = writesGraph
        self.framework = framework
        switch folder {
        case .module:
            screensByFile = Dictionary(grouping: model.screens.indices, by: { model.screens[$0].location.file })
            storyboardsByName = Dictionary(model.storyboards.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        case .supportModule:
            screensByFile = [:]
            storyboardsByName = [:]
        }
    }
}
