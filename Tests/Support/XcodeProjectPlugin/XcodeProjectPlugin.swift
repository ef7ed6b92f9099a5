// A stand-in for Xcode's XcodeProjectPlugin module, which exists only in Xcode: the parts of
// its API that Plugins/ScreenGenPlugin uses, with the signatures Apple documents, so that
// PluginSourceTests can type-check the plugin's `#if canImport(XcodeProjectPlugin)` block on
// Linux. Nothing runs it; each body only satisfies the compiler.
import Foundation
import PackagePlugin

/// A command plugin's entry point when Xcode runs it on a project.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// What Xcode gives a command plugin: the project, a work folder and the tools.
public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("stand-in") }
    public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// The Xcode project the plugin runs on.
public struct XcodeProject {
    public typealias ID = String
    public var id: ID { fatalError("stand-in") }
    public var displayName: String { fatalError("stand-in") }
    /// The folder that holds the `.xcodeproj`.
    public var directoryURL: URL { fatalError("stand-in") }
}
