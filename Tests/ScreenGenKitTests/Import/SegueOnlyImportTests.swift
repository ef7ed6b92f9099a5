import Foundation
@testable import ScreenGenKit
import XCTest

/// `screengen import` declares the scenes without a Storyboard ID that segues and
/// relationships show (a navigation controller's root, a tab's child, a segue's destination)
/// as `segueOnly: true` screens, and lists the ones nothing shows
/// (`Tests/Fixtures/ImportSegueOnly/{Storyboards,Specs}`).
final class SegueOnlyImportTests: XCTestCase {
    private let folder = Fixtures.root.appendingPathComponent("ImportSegueOnly")

    private func importFixture() throws -> (SpecImporter, SpecImporter.Output) {
        let importer = SpecImporter(outputFolder: folder.appendingPathComponent("Specs"), baseDirectory: Fixtures.repository)
        let (files, missing) = importer.files(for: [Fixtures.relative(folder.appendingPathComponent("Storyboards"))])
        XCTAssertEqual(missing, [])
        return (importer, try importer.run(files, module: "App").get())
    }

    func testScenesShownBySeguesAndRelationshipsImportAsSegueOnly() throws {
        let (importer, output) = try importFixture()
        let specs = importer.render(output)
        XCTAssertEqual(specs.map(\.name), ["Main.yml"])
        for spec in specs {
            Fixtures.assertGolden(spec.contents, at: folder.appendingPathComponent("Specs/\(spec.name)"))
        }
        let main = try XCTUnwrap(output.specs.first)
        let screens = Dictionary(uniqueKeysWithValues: main.screens.map { ($0.typeName, $0) })
        // A navigation controller's root, a tab's child, a segue's destination.
        for type in ["ListViewController", "SettingsViewController", "NoteViewController"] {
            XCTAssertEqual(screens[type]?.segueOnly, true, type)
            XCTAssertEqual(screens[type]?.initial, false, type)
            XCTAssertNil(screens[type]?.identifier, type)
        }
        XCTAssertEqual(screens["HelpViewController"]?.identifier, "Help")
        XCTAssertEqual(screens["HelpViewController"]?.segueOnly, false)
        XCTAssertEqual(screens["ListViewController"]?.segues, [
            ImportedSegue(identifier: "showHelp", destination: "HelpViewController", embedded: false),
            ImportedSegue(identifier: "showNote", destination: "NoteViewController", embedded: false),
            ImportedSegue(identifier: "showNoteAgain", destination: "NoteViewController", embedded: false),
        ], "a segue to a segue-only scene is typed")
        // The second scene of NoteViewController is the same screen; the orphan is listed.
        XCTAssertEqual(main.skipped.map(\.id), ["Tab-00-001", "Nav-00-001", "Orp-00-001"])
        XCTAssertEqual(main.skipped.last?.reason, .noIdentifier(segueOnlyAllowed: true))
    }

    /// What the import writes lints with the cross-check on and `--strict`: every scene without
    /// a Storyboard ID that segues or relationships show is declared, and the one nothing shows
    /// is listed by the import, not reported by lint (no spec could make or show it).
    func testLintStrictAfterImportReportsNothing() throws {
        let (importer, output) = try importFixture()
        let specs = importer.render(output)
        let specsFolder = Fixtures.relative(folder.appendingPathComponent("Specs"))
        let lint = Pipeline(options: .init(baseDirectory: Fixtures.repository))
            .run(files: specs.map { SpecFolder.File(displayPath: "\(specsFolder)/\($0.name)", bytes: Array($0.contents.utf8)) }, specsFolder: specsFolder)
        XCTAssertEqual(lint.diagnostics.promotingWarnings().map(\.description), [])
        // Without the import's segue-only screens, each of their scenes is reported with advice
        // that names its class and storyboard.
        let withoutSegueOnly = specs.map { spec in
            SpecFolder.File(displayPath: "\(specsFolder)/\(spec.name)", bytes: Array(spec.contents.utf8))
        }.map { file -> SpecFolder.File in
            let text = String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: "    segueOnly: true\n", with: "    segueOnly: false\n")
            return SpecFolder.File(displayPath: file.displayPath, bytes: Array(text.utf8))
        }
        XCTAssertNotEqual(withoutSegueOnly.map(\.bytes), specs.map { Array($0.contents.utf8) })
        let bare = Pipeline(options: .init(baseDirectory: Fixtures.repository)).run(files: withoutSegueOnly, specsFolder: specsFolder)
        XCTAssertTrue(bare.diagnostics.contains { $0.kind.code == "storyboard-identifier-not-found" }, "\(bare.diagnostics)")
    }

    /// A scene of a class no spec declares, with no Storyboard ID, is reported by its class and
    /// storyboard with the segue-only advice when a segue or relationship shows it, and not at
    /// all when nothing does.
    func testUndeclaredScenesWithoutAnIDAreAdvisedSegueOnly() throws {
        let specsFolder = Fixtures.relative(folder.appendingPathComponent("Specs"))
        let yaml = "module: App\nstoryboards:\n  Main:\n    path: ../Storyboards/Main.storyboard\nscreens:\n  HelpViewController:\n    storyboard: Main\n    identifier: Help\n"
        let lint = Pipeline(options: .init(baseDirectory: Fixtures.repository))
            .run(files: [SpecFolder.File(displayPath: "\(specsFolder)/Main.yml", bytes: Array(yaml.utf8))], specsFolder: specsFolder)
        let advice = lint.diagnostics.filter { $0.kind.code == "unclaimed-unnamed-scene" }.map(\.kind.message)
        XCTAssertEqual(advice.count, 4, "List, two Note scenes, Settings: \(lint.diagnostics)")
        XCTAssertTrue(advice.allSatisfy { $0.contains("{storyboard: Main, segueOnly: true}'") && $0.contains("in storyboard 'Main'") }, "\(advice)")
        XCTAssertTrue(advice.contains { $0.hasPrefix("scene of class 'SettingsViewController' in storyboard 'Main' (object ID 'Set-00-001')") }, "\(advice)")
        XCTAssertFalse(lint.diagnostics.contains { $0.kind.message.contains("OrphanViewController") }, "nothing shows the orphan")
    }

    /// macOS has no typed segues, so no segue-only screens: its scenes without an ID stay out.
    func testAppKitScenesWithoutAnIDAreNotSegueOnly() throws {
        let text = try String(contentsOf: folder.appendingPathComponent("Storyboards/Main.storyboard"), encoding: .utf8)
        var document = try StoryboardParser(file: "Main.storyboard", name: "Main", localization: nil).parse(Data(text.utf8)).get()
        document.platform = .macOS
        var builder = SpecBuilder(module: "App", platform: .macOS)
        let spec = builder.spec(for: document, path: "Main.storyboard")
        XCTAssertEqual(spec.screens.map(\.typeName), ["HelpViewController"])
        XCTAssertFalse(spec.screens.contains(where: \.segueOnly))
    }
}
