import Foundation
import XCTest

/// The command plugin's source, type-checked as SwiftPM compiles a plugin: against the
/// toolchain's PackagePlugin, and, for the Xcode entry point that only Xcode can build,
/// against a stand-in of Xcode's XcodeProjectPlugin written from Apple's documented API
/// (Tests/Support/XcodeProjectPlugin). So the `#if canImport(XcodeProjectPlugin)` block,
/// which no Linux build compiles, is checked too.
final class PluginSourceTests: XCTestCase {
    private var plugin: URL { Fixtures.repository.appendingPathComponent("Plugins/ScreenGenPlugin/ScreenGenPlugin.swift") }

    /// What SwiftPM passes when it compiles a plugin of a tools-version 6 package.
    private func swiftc(_ arguments: [String], imports: [URL]) throws -> ScreenGenProcess.Finished {
        let info = try ScreenGenProcess.tool("swiftc", ["-print-target-info"])
        let paths = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])?["paths"] as? [String: Any])
        let resources = try XCTUnwrap(paths["runtimeResourcePath"] as? String)
        let pluginAPI = URL(fileURLWithPath: resources).appendingPathComponent("pm/PluginAPI")
        return try ScreenGenProcess.tool("swiftc", ["-parse-as-library", "-package-description-version", "6.0", "-swift-version", "6"]
            + ([pluginAPI] + imports).flatMap { ["-I", $0.path] } + arguments)
    }

    /// The stand-in module, built into `folder`.
    private func standIn(in folder: URL) throws -> URL {
        let source = Fixtures.repository.appendingPathComponent("Tests/Support/XcodeProjectPlugin/XcodeProjectPlugin.swift")
        let built = try swiftc(["-emit-module", "-module-name", "XcodeProjectPlugin",
                                "-emit-module-path", folder.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path, source.path], imports: [])
        XCTAssertEqual(built.status, 0, built.stderr)
        return folder
    }

    func testThePackageAndXcodeEntryPointsTypeCheck() throws {
        let package = try swiftc(["-typecheck", plugin.path], imports: [])
        XCTAssertEqual(package.status, 0, package.stderr)
        let modules = try standIn(in: Fixtures.temporaryFolder(self))
        let xcode = try swiftc(["-typecheck", plugin.path], imports: [modules])
        XCTAssertEqual(xcode.status, 0, xcode.stderr)
    }

    /// The check above reaches the Xcode block: a mistake there fails it with the stand-in,
    /// and only with it.
    func testTheXcodeBlockIsWhatTheStandInChecks() throws {
        let folder = Fixtures.temporaryFolder(self)
        let source = try String(contentsOf: plugin, encoding: .utf8)
        XCTAssertTrue(source.contains("#if canImport(XcodeProjectPlugin)"))
        XCTAssertTrue(source.contains("context.xcodeProject.directoryURL"), "the Xcode command runs in the project's folder")
        let broken = folder.appendingPathComponent("ScreenGenPlugin.swift")
        try source.replacingOccurrences(of: "context.xcodeProject.directoryURL", with: "context.xcodeProject.noSuchFolder")
            .write(to: broken, atomically: true, encoding: .utf8)
        XCTAssertEqual(try swiftc(["-typecheck", broken.path], imports: []).status, 0)
        let modules = try standIn(in: folder)
        let failed = try swiftc(["-typecheck", broken.path], imports: [modules])
        XCTAssertNotEqual(failed.status, 0)
        XCTAssertTrue(failed.stderr.contains("has no member 'noSuchFolder'"), failed.stderr)
    }

    /// Both entry points run screengen through the one function, so they cannot drift.
    func testBothEntryPointsShareOneRun() throws {
        let source = try String(contentsOf: plugin, encoding: .utf8)
        XCTAssertEqual(source.components(separatedBy: "try Self.run(").count - 1, 2, "each entry point calls run(_:in:arguments:invocation:)")
        XCTAssertEqual(source.components(separatedBy: "Process()").count - 1, 1, "one place starts screengen")
    }
}
