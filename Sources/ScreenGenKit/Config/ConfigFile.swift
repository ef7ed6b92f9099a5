import Foundation

/// `screengen.yml`: the settings `screengen` uses when no flag says otherwise.
///
/// It is read with the same loader as specs, so a mistake in it is reported at its
/// file, line and column, and unknown keys get a did-you-mean like spec keys do.
public struct ConfigFile: Sendable, Equatable {
    /// The file name looked for in the current folder and the folders above it (``discover(from:)``).
    public static let defaultName = "screengen.yml"
    static let keys = SpecKey.spellings(SpecKey.Config.self)

    /// Paths are resolved against the config file's folder.
    public var specs: String?
    public var output: String?
    public var storyboards: [String]?
    public var diagnosticsFormat: DiagnosticFormatter.Format?
    public var strict: Bool?
    /// Whether `generate` also writes `<Module>/Navigation.md` (and `check` verifies it).
    public var graph: Bool?
    /// `routes:`: every module gets a `ScreenRoute` enum (a spec file's own `routes:` wins).
    public var routes: RouteOptions?
    /// `modules:`, for a run over several modules (ConfigFile+Modules.swift); nil without the key.
    public var modules: [Module]?
    /// `support:`, the module that declares what the modules share.
    public var support: Support?
    /// Where `modules:` is, for diagnostics about the modules as a whole.
    public var modulesLocation: SourceLocation?
    /// `ignore:`: warnings hidden in every module the config runs (``IgnoreRule``).
    public var ignore: [IgnoreRule] = []
    /// `xcfilelists:`, where the Xcode build phase's file lists are (ConfigFile+FileLists.swift).
    public var fileLists: FileListPaths?

    public init(specs: String? = nil, output: String? = nil, storyboards: [String]? = nil,
                diagnosticsFormat: DiagnosticFormatter.Format? = nil, strict: Bool? = nil) {
        self.specs = specs
        self.output = output
        self.storyboards = storyboards
        self.diagnosticsFormat = diagnosticsFormat
        self.strict = strict
    }

    /// Reads and checks a config file. `displayPath` is how messages name it.
    public static func load(contentsOf url: URL, displayPath: String) -> (config: ConfigFile?, diagnostics: [Diagnostic]) {
        let data: [UInt8]
        switch InputFile.read(url.path, limit: YAMLLoader.byteLimit) {
        case let .success(bytes): data = bytes
        case let .failure(.unreadable(reason)):
            return (nil, [Diagnostic(.unreadableFile(reason: reason), at: .file(displayPath))])
        case let .failure(.tooLarge(bytes)):
            return (nil, [Diagnostic(.specFileTooLarge(bytes: bytes, limit: YAMLLoader.byteLimit), at: .file(displayPath))])
        }
        let (node, loadDiagnostics) = YAMLLoader(file: displayPath).load(data)
        guard let node, !loadDiagnostics.containsErrors else {
            // An empty config file is allowed: it changes nothing.
            if loadDiagnostics.map(\.kind) == [.emptySpecFile] { return (ConfigFile(), []) }
            return (nil, loadDiagnostics)
        }
        var diagnostics: [Diagnostic] = []
        guard let reader = MappingReader(node, key: "the config file", section: "the config file", allowed: keys, diagnostics: &diagnostics) else {
            return (nil, diagnostics)
        }
        let folder = url.deletingLastPathComponent()
        var config = ConfigFile()
        config.specs = reader.string("specs", diagnostics: &diagnostics).map { resolve($0.value, against: folder) }
        config.output = reader.string("output", diagnostics: &diagnostics).map { resolve($0.value, against: folder) }
        config.diagnosticsFormat = reader.choice("diagnosticsFormat", as: DiagnosticFormatter.Format.self, diagnostics: &diagnostics)?.value
        config.strict = reader.bool("strict", diagnostics: &diagnostics)?.value
        config.graph = reader.bool("graph", diagnostics: &diagnostics)?.value
        if let node = reader.value("routes") {
            config.routes = RouteSettingReader.read(node, key: "routes", diagnostics: &diagnostics)?.value.options
        }
        if let node = reader.value("storyboards") {
            config.storyboards = stringList(node, key: "storyboards", diagnostics: &diagnostics)?.map { resolve($0, against: folder) }
        }
        config.readModules(reader, folder: folder, diagnostics: &diagnostics)
        config.readFileLists(reader, folder: folder, diagnostics: &diagnostics)
        if let node = reader.value(SpecKey.Config.ignore) {
            config.ignore = IgnoreRule.readList(node, diagnostics: &diagnostics)
        }
        diagnostics.sort()
        return diagnostics.containsErrors ? (nil, diagnostics) : (config, diagnostics)
    }

    static func stringList(_ node: YAMLNode, key: String, diagnostics: inout [Diagnostic]) -> [String]? {
        if let text = node.oneLineScalar, !node.isNull { return [text] }
        guard case let .sequence(items) = node.content else {
            diagnostics.append(Diagnostic(.wrongKind(subject: "'\(key)'", expected: "a list of folders", found: node.kindDescription, hint: nil), at: node.location))
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.oneLineScalar, !item.isNull else {
                diagnostics.append(Diagnostic(.wrongKind(subject: "an entry of '\(key)'", expected: "a folder path", found: item.kindDescription, hint: nil), at: item.location))
                continue
            }
            result.append(text)
        }
        return result
    }

    /// A config file's path as given on the command line (or the default name), resolved
    /// against the current folder.
    public static func url(ofPath path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)).standardizedFileURL
    }

    static func resolve(_ path: String, against folder: URL) -> String {
        path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
    }
}
