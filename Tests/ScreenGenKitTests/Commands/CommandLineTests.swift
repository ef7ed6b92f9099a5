import Foundation
import ScreenGenKit
import XCTest

/// The real `screengen` binary on temporary folders: output, exit statuses, help.
final class CommandLineTests: XCTestCase {
    func run(_ arguments: [String], in folder: URL) throws -> ScreenGenProcess.Finished {
        try ScreenGenProcess.run(arguments, in: folder)
    }

    private func makeSpecs(_ yaml: String) throws -> URL {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("Specs/App.yml"))
        return folder
    }

    func testBinaryExists() {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScreenGenProcess.binary.path), "build the screengen product first: \(ScreenGenProcess.binary.path)")
    }

    func testGenerateWritesThenReportsNothingToDo() throws {
        let folder = try makeSpecs("module: App\nscreens:\n  AViewController: {}\n")
        let first = try run(["generate"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "wrote 4 files, 0 unchanged\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/App/App+Screens.swift").path))
        let second = try run(["generate", "--verbose"], in: folder)
        XCTAssertEqual(second.stdout, """
            unchanged Generated/App/App+Screens.swift
            unchanged Generated/App/ScreenGen+Previews.swift
            unchanged Generated/App/ScreenGen.swift
            unchanged Generated/AppTests/AppScreenTests.swift
            wrote 0 files, 4 unchanged

            """)
    }

    func testSpecErrorsExitOneWithLocatedMessagesAndWriteNothing() throws {
        let folder = try makeSpecs("module: App\nscreens:\n  A:\n    storybaord: Main\nstoryboards: {Main: {}}\n")
        let result = try run(["generate"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            Specs/App.yml:4:5: error: unknown key 'storybaord' in screen 'A'; did you mean 'storyboard'? expected one of: class, storyboard, identifier, initial, segueOnly, init, initialize, nib, bundle, swiftUI, presentation, segues, windowController, url, parent, tab, preview, analytics, redact, entry
            screengen: 1 error; nothing written; see 'screengen explain unknown-key' for more

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    func testLintWritesNothingAndCountsScreens() throws {
        let folder = try makeSpecs("module: App\nscreens:\n  A: {}\n  B: {}\n")
        let result = try run(["lint"], in: folder)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "specs OK: 2 screens\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    func testUsageAndIOErrorsExitTwo() throws {
        let folder = Fixtures.temporaryFolder(self)
        let missing = try run(["generate", "--specs", "Nope"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("Nope:1:1: error: specs folder 'Nope' does not exist"), missing.stderr)
        let badFlag = try run(["generate", "--frobnicate"], in: folder)
        XCTAssertEqual(badFlag.status, 2)
        XCTAssertTrue(badFlag.stderr.contains("--frobnicate"), badFlag.stderr)
        let unknown = try run(["frobnicate"], in: folder)
        XCTAssertEqual(unknown.status, 2)
    }

    func testRefusedOutputFolderExitsTwo() throws {
        let folder = try makeSpecs("module: App\nscreens:\n  A: {}\n")
        let result = try run(["generate", "--output", "Specs"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("refusing to write generated files into 'Specs'"), result.stderr)
    }

    func testVersionAndHelp() throws {
        let folder = Fixtures.temporaryFolder(self)
        let version = try run(["--version"], in: folder)
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, ToolRelease.version + "\n")
        let help = try run(["--help"], in: folder)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("Exit status: 0 success; 1 spec or config errors"), help.stdout)
        XCTAssertTrue(help.stdout.contains("generate"), help.stdout)
    }
}
