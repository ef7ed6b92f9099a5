import Foundation
import XCTest

/// `screengen init` through the real binary: from an empty folder to generated code in
/// two commands, and never over an existing file.
final class InitCommandTests: XCTestCase {
    private func run(_ arguments: [String], in folder: URL) throws -> ScreenGenProcess.Finished {
        try ScreenGenProcess.run(arguments, in: folder)
    }

    func testInitThenGenerateGoesFromNothingToGeneratedCode() throws {
        let folder = Fixtures.temporaryFolder(self)
        let initialized = try run(["init"], in: folder)
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        XCTAssertEqual(initialized.stdout, """
            wrote .gitignore
            wrote Schemas/screengen-spec.schema.json
            wrote Specs/App.yml
            wrote screengen.yml
            next: screengen generate

            """)
        let spec = try String(contentsOf: folder.appendingPathComponent("Specs/App.yml"), encoding: .utf8)
        // The schema line points at the schema init wrote, relative to the spec file.
        XCTAssertTrue(spec.hasPrefix("# yaml-language-server: $schema=../Schemas/screengen-spec.schema.json\n"), spec)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Schemas/screengen-spec.schema.json"), encoding: .utf8),
                       try run(["schema"], in: folder).stdout)
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("screengen.yml"), encoding: .utf8).hasPrefix("# "), "the config is commented")

        let lint = try run(["lint", "--strict"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stdout, "specs OK: 3 screens\n", "the starter spec lints clean, without warnings")
        let generate = try run(["generate"], in: folder)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertEqual(Fixtures.files(in: folder.appendingPathComponent("Generated")).keys.sorted(),
                       ["App/App+Screens.swift", "App/ScreenGen+Previews.swift", "App/ScreenGen.swift", "AppTests/AppScreenTests.swift"])
    }

    func testInitRefusesToOverwriteAndThenWritesNothing() throws {
        let folder = Fixtures.temporaryFolder(self)
        try "specs: Mine\n".write(to: folder.appendingPathComponent("screengen.yml"), atomically: true, encoding: .utf8)
        let refused = try run(["init"], in: folder)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "screengen.yml: error: refusing to overwrite an existing file; init starts a new project\n")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("screengen.yml"), encoding: .utf8), "specs: Mine\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["screengen.yml"])
    }

    /// What a clone must not commit goes into `.gitignore`: written when there is none,
    /// appended to one the project has (its lines kept), and never twice.
    func testInitAddsWhatNotToCommitToGitIgnore() throws {
        let fresh = Fixtures.temporaryFolder(self)
        XCTAssertEqual(try run(["init"], in: fresh).status, 0)
        XCTAssertEqual(try String(contentsOf: fresh.appendingPathComponent(".gitignore"), encoding: .utf8), """
            # screengen: what a run killed part-way can leave; the next generate removes it
            .screengen-*
            # the SwiftPM plugin's build folder
            .build/

            """)

        let existing = Fixtures.temporaryFolder(self)
        try "DerivedData/\n.build/".write(to: existing.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        let appended = try run(["init"], in: existing)
        XCTAssertEqual(appended.status, 0, appended.stderr)
        XCTAssertTrue(appended.stdout.hasPrefix("wrote .gitignore\n"), appended.stdout)
        XCTAssertEqual(try String(contentsOf: existing.appendingPathComponent(".gitignore"), encoding: .utf8), """
            DerivedData/
            .build/
            # screengen: what a run killed part-way can leave; the next generate removes it
            .screengen-*

            """)

        // A project that has every line: the file is left alone.
        let complete = Fixtures.temporaryFolder(self)
        let text = ".screengen-*\n.build/\n"
        try text.write(to: complete.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        let again = try run(["init"], in: complete)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains(".gitignore"), again.stdout)
        XCTAssertEqual(try String(contentsOf: complete.appendingPathComponent(".gitignore"), encoding: .utf8), text)
    }

    func testInitFromStoryboardsImportsInsteadOfTheStarterSpec() throws {
        let folder = Fixtures.temporaryFolder(self)
        let storyboards = folder.appendingPathComponent("App/Base.lproj")
        try FileManager.default.createDirectory(at: storyboards, withIntermediateDirectories: true)
        try ImportCommandTests.storyboard(identifier: "Cart").write(to: storyboards.appendingPathComponent("Shop.storyboard"), atomically: true, encoding: .utf8)
        let initialized = try run(["init", "--from-storyboards", "App"], in: folder)
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        XCTAssertTrue(initialized.stdout.hasPrefix("wrote Specs/Shop.yml from App/Base.lproj/Shop.storyboard: 2 screens"), initialized.stdout)
        XCTAssertTrue(initialized.stdout.hasSuffix("wrote screengen.yml\nnext: screengen generate\n"), initialized.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Specs/App.yml").path))
        // The config names the storyboards' folder, so every run checks the screens against it.
        let config = try String(contentsOf: folder.appendingPathComponent("screengen.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("\nstoryboards: [App]"), config)
        XCTAssertFalse(config.contains("# storyboards:"), config)
        let lint = try run(["lint", "--strict"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        let generate = try run(["generate"], in: folder)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/Shop/ScreenGen.swift").path))

        // A failed import leaves the folder as it was.
        let empty = Fixtures.temporaryFolder(self)
        let missing = try run(["init", "--from-storyboards", "Nope"], in: empty)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "Nope: error: no such file or folder\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: empty.path), [])
    }

    /// Over several targets the import writes the config listing the modules; init keeps it
    /// rather than its starter config, and generate then writes every module.
    func testInitFromStoryboardsOfSeveralModulesKeepsTheModulesConfig() throws {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.copyItem(at: GoldenImportModulesTests.folder.appendingPathComponent("Tree"), to: folder.appendingPathComponent("Tree"))
        let initialized = try run(["init", "--from-storyboards", "Tree"], in: folder)
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        let config = try String(contentsOf: folder.appendingPathComponent("screengen.yml"), encoding: .utf8)
        // With the imported folder as the top-level storyboards: folder; each module leaves the
        // storyboards another declares to it, so lint over the config is clean.
        XCTAssertEqual(config, try String(contentsOf: GoldenImportModulesTests.folder.appendingPathComponent("screengen.yml"), encoding: .utf8))
        let lint = try run(["lint", "--strict"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        let generate = try run(["generate"], in: folder)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/ScreenGenSupport/ScreenGenSupport/ScreenGen.swift").path),
                      generate.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/Feed/Feed/ScreenGen.swift").path), generate.stdout)
    }

    func testInitRejectsABadModuleName() throws {
        let folder = Fixtures.temporaryFolder(self)
        let result = try run(["init", "--module", "My-App"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("'My-App' is not a valid Swift module name"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }
}
