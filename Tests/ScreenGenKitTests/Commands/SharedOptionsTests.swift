import Foundation
import XCTest

/// `--config`, `--quiet`, `--diagnostics-format` and `--color` on every command.
final class SharedOptionsTests: XCTestCase {
    static let commands = ["generate", "lint", "check", "xcfilelist", "graph", "import", "init", "schema", "explain"]

    func testEveryCommandListsTheSharedOptions() throws {
        let folder = Fixtures.temporaryFolder(self)
        for command in Self.commands {
            let help = try ScreenGenProcess.run([command, "--help"], in: folder)
            XCTAssertEqual(help.status, 0, command)
            for option in ["--config", "--quiet", "--diagnostics-format", "--color"] {
                XCTAssertTrue(help.stdout.contains(option), "\(command) --help lacks \(option)")
            }
        }
    }

    func testSchemaAndExplainAcceptThemAndPrintTheSame() throws {
        let folder = Fixtures.temporaryFolder(self)
        let plain = try ScreenGenProcess.run(["schema"], in: folder)
        let shared = try ScreenGenProcess.run(["schema", "--quiet", "--color", "always", "--diagnostics-format", "json"], in: folder)
        XCTAssertEqual(shared.status, 0, shared.stderr)
        XCTAssertEqual(shared.stdout, plain.stdout)
        let explain = try ScreenGenProcess.run(["explain", "unknown-key", "--quiet", "--color", "never"], in: folder)
        XCTAssertEqual(explain.status, 0, explain.stderr)
        XCTAssertEqual(explain.stdout, try ScreenGenProcess.run(["explain", "unknown-key"], in: folder).stdout)
    }

    /// Import's progress lines go with `--quiet`; its problems come in the chosen format,
    /// taken from the flag or from the config file that `--config` names.
    func testImportTakesQuietAndTheDiagnosticsFormat() throws {
        let folder = Fixtures.temporaryFolder(self)
        let storyboards = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: storyboards, withIntermediateDirectories: true)
        try ImportCommandTests.storyboard(identifier: "Cart").write(to: storyboards.appendingPathComponent("Shop.storyboard"), atomically: true, encoding: .utf8)
        let quiet = try ScreenGenProcess.run(["import", "App", "--quiet"], in: folder)
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(quiet.stdout, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Specs/Shop.yml").path))

        try "diagnosticsFormat: jsno\n".write(to: folder.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
        let badConfig = try ScreenGenProcess.run(["import", "App", "--force", "--config", "bad.yml"], in: folder)
        XCTAssertEqual(badConfig.status, 1)
        XCTAssertTrue(badConfig.stderr.hasPrefix("bad.yml:1:20: error: "), badConfig.stderr)

        try "diagnosticsFormat: json\n".write(to: folder.appendingPathComponent("json.yml"), atomically: true, encoding: .utf8)
        let missing = try ScreenGenProcess.run(["import", "App", "--force", "--config", "nope.yml"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("nope.yml:1:1: error: cannot read file: config file does not exist"), missing.stderr)
        let json = try ScreenGenProcess.run(["import", "App", "--force", "--config", "json.yml"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertFalse(json.stdout.contains("wrote Specs/Shop.yml"), "progress lines leave standard output to the machine format")
        XCTAssertTrue(json.stderr.contains("wrote Specs/Shop.yml"), json.stderr)
    }

    func testInitTakesQuietAndRefusesConfig() throws {
        let folder = Fixtures.temporaryFolder(self)
        let quiet = try ScreenGenProcess.run(["init", "--quiet", "--color", "never"], in: folder)
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(quiet.stdout, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Specs/App.yml").path))
        let other = Fixtures.temporaryFolder(self)
        let config = try ScreenGenProcess.run(["init", "--config", "x.yml"], in: other)
        XCTAssertEqual(config.status, 2)
        XCTAssertTrue(config.stderr.contains("--config does not apply"), config.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: other.path), [])
    }

    func testGraphTakesQuietAndColor() throws {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try "module: App\nscreens:\n  AViewController: {}\n".write(to: folder.appendingPathComponent("Specs/App.yml"), atomically: true, encoding: .utf8)
        let graph = try ScreenGenProcess.run(["graph", "--quiet", "--color", "always"], in: folder)
        XCTAssertEqual(graph.status, 0, graph.stderr)
        XCTAssertTrue(graph.stdout.hasPrefix("flowchart"), graph.stdout)
    }
}
