import Foundation

/// Renders the config file `screengen import` writes when it imports several modules: one
/// `modules:` entry per module (its spec folder, and where its Swift is generated), and the
/// `support:` module that declares the shared support once.
public struct ImportedConfigRenderer: Sendable {
    /// The module that declares the storyboard loading protocol, `ScreenFactory` and the
    /// push/present entry points that every module's screens use.
    public static let supportModule = "ScreenGenSupport"

    /// Where the config file is written; every path in it is relative to its folder.
    public let configFile: URL
    /// The folder generated Swift goes into, one subfolder per module.
    public let generatedFolder: URL

    public init(configFile: URL, generatedFolder: URL) {
        self.configFile = configFile.standardizedFileURL
        self.generatedFolder = generatedFolder.standardizedFileURL
    }

    /// The config text for the modules' spec folders (module name, folder), in that order.
    /// One module declares its own support, so `support:` is written only for several.
    /// `storyboardFolders`: the folders the import read, as `storyboards:`, so that `lint`
    /// checks every module against them, each leaving the storyboards another declares to it.
    public func render(modules: [(name: String, specs: URL)], storyboardFolders: [URL] = []) -> String {
        let folder = configFile.deletingLastPathComponent()
        let path = { (url: URL) in RelativePath.from(folder, to: url) }
        var out = YAMLWriter()
        out.comment("Written by screengen import: one entry per module whose storyboards were imported.")
        out.comment("Paths are relative to this file. Each module's specs are generated into its own output folder.")
        if modules.count > 1 {
            out.comment("The support module declares the shared support (storyboard loading, ScreenFactory, push and present) once, for all of them.")
        }
        if !storyboardFolders.isEmpty {
            out.flowListPair("storyboards", storyboardFolders.map { path($0.standardizedFileURL) })
        }
        out.mapping("modules") { out in
            for module in modules {
                out.listItem([("specs", path(module.specs)), ("output", path(generatedFolder.appendingPathComponent(module.name)))])
            }
        }
        guard modules.count > 1 else { return out.text }
        out.mapping("support") { out in
            out.pair("module", Self.supportModule)
            out.pair("output", path(generatedFolder.appendingPathComponent(Self.supportModule)))
        }
        return out.text
    }

    /// `[App/Resources, Other]`: folders as a YAML flow list, relative to the config file, for
    /// the `storyboards:` that `init --from-storyboards` writes.
    public func storyboardsValue(_ folders: [URL]) -> String {
        let folder = configFile.deletingLastPathComponent()
        return YAMLWriter.flowList(folders.map { RelativePath.from(folder, to: $0.standardizedFileURL) })
    }
}
