import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory screengen <command> [options]`:
/// runs screengen in the root of the package that depends on ScreenGen, exactly as
/// `screengen <command> [options]` would run there, so `screengen.yml`, `Specs/` and
/// `Generated/` are found where the command line finds them. A command plugin rather than
/// a build-tool plugin: the generated code stays checked in, where reviewers see it.
///
/// In an app with a plain `.xcodeproj`, Xcode runs the same command from the project's
/// context menu, in the folder that holds the project (the extension below).
@main
struct ScreenGenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // The commands screengen's messages suggest are then this plugin's, which work here.
        try Self.run(try context.tool(named: "screengen").url, in: context.package.directoryURL, arguments: arguments,
                     invocation: "swift package --allow-writing-to-package-directory screengen")
    }

    /// Runs `tool` with `arguments` in `folder`, its output and diagnostics straight to the
    /// terminal or Xcode's report (paths in them are relative to `folder`), and fails with
    /// screengen's own status. `invocation`: how the person runs this plugin, for the
    /// commands screengen's messages suggest (``Invocation`` in screengen); nil for `screengen`.
    static func run(_ tool: URL, in folder: URL, arguments: [String], invocation: String?) throws {
        // Xcode, and `swift package` when asked, pass the targets to work on as `--target
        // NAME`; screengen works on what its config names, and has no such option.
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        let arguments = extractor.remainingArguments
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["SCREENGEN_COMMAND"] = invocation
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .exit ? "exited with status \(process.terminationStatus)" : "was killed by signal \(process.terminationStatus)"
            Diagnostics.error("screengen \(arguments.first ?? "") \(how)")
            // A failed plugin makes `swift package` exit 1; the message above keeps
            // screengen's own status (1: spec errors or stale output, 2: usage or I/O).
            exit(process.terminationReason == .exit ? process.terminationStatus : 1)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// Right-click the project in Xcode's navigator (or File > Packages) > ScreenGenPlugin, with
/// the command as the arguments (`generate`, `check`, ...): screengen in the folder that
/// holds the `.xcodeproj`, where its `screengen.yml` usually is.
extension ScreenGenPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.run(try context.tool(named: "screengen").url, in: context.xcodeProject.directoryURL, arguments: arguments, invocation: nil)
    }
}
#endif
