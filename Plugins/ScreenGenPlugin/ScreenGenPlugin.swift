import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory screengen <command> [options]`:
/// runs screengen in the root of the package that depends on ScreenGen, exactly as
/// `screengen <command> [options]` would run there, so `screengen.yml`, `Specs/` and
/// `Generated/` are found where the command line finds them. A command plugin rather than
/// a build-tool plugin: the generated code stays checked in, where reviewers see it.
@main
struct ScreenGenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "screengen")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        // The commands screengen's messages suggest are then this plugin's, which work here.
        var environment = ProcessInfo.processInfo.environment
        environment["SCREENGEN_COMMAND"] = "swift package --allow-writing-to-package-directory screengen"
        process.environment = environment
        // screengen's output and diagnostics go straight to the terminal: paths in them are
        // relative to the package root, which is where `swift package` was run.
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
