import Foundation
@testable import ScreenGenKit
import XCTest

/// Specs checked against hand-made storyboards → the exact diagnostics
/// (`Tests/Fixtures/CrossCheck/<case>/{Specs,Storyboards,expected.txt}`).
final class GoldenCrossCheckTests: XCTestCase {
    /// Codes that only the cross-check reports.
    static let crossCheckCodes: Set<String> = [
        "storyboard-folder-missing", "invalid-storyboard", "unsupported-storyboard-platform", "storyboard-platform-mismatch", "storyboard-file-not-found",
        "storyboard-path-not-found", "storyboard-path-name-mismatch", "ambiguous-storyboard-file", "storyboard-found-twice", "storyboard-identifier-not-found",
        "storyboard-identifier-is-reference", "ambiguous-storyboard-identifier", "scene-class-mismatch", "scene-controller-kind-mismatch", "scene-module-mismatch",
        "initial-scene-mismatch", "screen-in-other-storyboard", "unclaimed-scene", "identifier-never-matches-type",
        "nib-file-not-found", "nib-owner-mismatch", "nib-owner-module-mismatch", "nib-view-outlet-missing",
        "segue-not-found", "segue-destination-mismatch", "segue-kind-not-supported", "segue-reference-unresolved", "undeclared-segue",
        "unclaimed-unnamed-scene", "segue-only-scene-not-found", "segue-only-scene-has-identifier",
        "connection-name-invalid", "connections-unchecked",
    ]

    func testEveryCrossCheckFixture() throws {
        let cases = Fixtures.cases("CrossCheck")
        XCTAssertGreaterThanOrEqual(cases.count, 10, "the cross-check fixtures are missing")
        var codesSeen: Set<String> = []
        for folder in cases {
            let name = folder.lastPathComponent
            let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
            let text = result.diagnostics.map(\.description).joined(separator: "\n")
            Fixtures.assertGolden(text.isEmpty ? "" : text + "\n", at: folder.appendingPathComponent("expected.txt"))
            codesSeen.formUnion(result.diagnostics.map(\.kind.code))
            // found-twice: a copy of a storyboard its `path:` names is one warning.
            // tvos, macos: a module reads its platform's storyboards, and leaves the iOS one next to them alone.
            // segue-through-storyboard: a storyboard a declared segue passes through is used.
            // segue-only: scenes without a Storyboard ID, declared by their class.
            // connections: outlets and actions only warned about.
            if ["valid", "unclaimed", "connections", "found-twice", "tvos", "macos", "segues-undeclared", "segue-through-storyboard", "segue-only"].contains(name) {
                XCTAssertFalse(result.diagnostics.containsErrors, "\(name): \(text)")
                XCTAssertFalse(result.files.isEmpty, "\(name): a clean cross-check still generates")
            } else {
                XCTAssertTrue(result.diagnostics.containsErrors, "\(name) should fail")
                XCTAssertEqual(result.files, [], "\(name): no output on errors")
            }
            for diagnostic in result.diagnostics {
                XCTAssertFalse(diagnostic.kind.message.contains("\n"), "one line per message: \(diagnostic)")
                // Errors point at the spec line that disagrees; a broken storyboard and
                // the scenes no spec claims can only be shown in the storyboard.
                let inStoryboard = ["invalid-storyboard", "unclaimed-scene", "unclaimed-unnamed-scene", "identifier-never-matches-type", "undeclared-segue",
                                    "connection-name-invalid", "connections-unchecked"]
                    .contains(diagnostic.kind.code)
                XCTAssertTrue(diagnostic.location.file.hasPrefix(inStoryboard ? "Storyboards/" : "Specs/"), "\(name): located where the user fixes it: \(diagnostic)")
            }
        }
        XCTAssertEqual(codesSeen.intersection(Self.crossCheckCodes), Self.crossCheckCodes, "every cross-check diagnostic has a fixture")
    }

    /// Without a storyboard folder or `path:`, nothing is compared: the same spec is clean.
    func testCrossCheckIsOffWithoutStoryboardLocations() throws {
        let (spec, _) = try specWithoutStoryboardPaths("classes")
        let result = Pipeline().run(files: [spec], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertFalse(result.files.isEmpty)
    }

    /// `--storyboards` and the config file reach the check through ``Pipeline/Options``.
    func testSearchFoldersFromOptionsTurnTheCheckOn() throws {
        let (spec, folder) = try specWithoutStoryboardPaths("classes")
        let options = Pipeline.Options(storyboardFolders: [folder.appendingPathComponent("Storyboards")], baseDirectory: folder)
        let result = Pipeline(options: options).run(files: [spec], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics.map(\.kind.code), ["scene-class-mismatch", "scene-class-mismatch", "scene-module-mismatch", "scene-module-mismatch"])
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(file: "Specs/App.yml", line: 7, column: 3))
    }

    /// The new keys change what is checked, never what is generated.
    func testStoryboardKeysDoNotChangeTheOutput() throws {
        let folder = Fixtures.root.appendingPathComponent("CrossCheck/valid")
        let checked = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
        let text = try String(contentsOf: folder.appendingPathComponent("Specs/App.yml"), encoding: .utf8)
        // Same line count, so the locations the output quotes stay the same.
        let plain = text.replacingOccurrences(of: "storyboardPaths: [../Storyboards]\n", with: "# no storyboardPaths\n")
            .replacingOccurrences(of: "  Settings:\n    path: ../Storyboards/Base.lproj/Settings.storyboard\n", with: "  Settings:\n    # no path\n")
        XCTAssertNotEqual(plain, text)
        let unchecked = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(plain.utf8))], specsFolder: "Specs")
        XCTAssertEqual(checked.diagnostics, [])
        XCTAssertEqual(unchecked.diagnostics, [])
        XCTAssertEqual(checked.files, unchecked.files)
    }

    func testStoryboardPathsAcceptsOneFolderAndRejectsOtherShapes() {
        let spec = { (yaml: String) in
            Pipeline(options: .init(baseDirectory: Fixtures.root.appendingPathComponent("CrossCheck/valid")))
                .run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(yaml.utf8))], specsFolder: "Specs")
        }
        let single = spec("module: App\nstoryboardPaths: ../Storyboards\nscreens:\n  AboutViewController: {}\n")
        XCTAssertFalse(single.diagnostics.containsErrors, "\(single.diagnostics)")
        XCTAssertTrue(single.diagnostics.contains { $0.kind.code == "unclaimed-scene" }, "the folder was searched: \(single.diagnostics)")
        let mapping = spec("module: App\nstoryboardPaths: {a: b}\n")
        XCTAssertEqual(mapping.diagnostics.map(\.description), [
            "Specs/App.yml:2:18: error: 'storyboardPaths' must be a list of folders, relative to this spec file's folder; found a mapping",
        ])
        let entry = spec("module: App\nstoryboardPaths: [[x]]\nstoryboards:\n  Main:\n    path: [y]\n")
        XCTAssertEqual(entry.diagnostics.map(\.kind.code), ["wrong-kind", "unused-storyboard", "wrong-kind"])
    }

    /// The `classes` fixture's spec with its `storyboardPaths:` line removed, in memory.
    private func specWithoutStoryboardPaths(_ fixture: String) throws -> (SpecFolder.File, URL) {
        let folder = Fixtures.root.appendingPathComponent("CrossCheck/\(fixture)")
        let text = try String(contentsOf: folder.appendingPathComponent("Specs/App.yml"), encoding: .utf8)
        let stripped = text.replacingOccurrences(of: "storyboardPaths: [../Storyboards]\n", with: "")
        XCTAssertNotEqual(stripped, text)
        return (SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(stripped.utf8)), folder)
    }
}
