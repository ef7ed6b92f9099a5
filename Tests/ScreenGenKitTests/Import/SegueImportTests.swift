import Foundation
@testable import ScreenGenKit
import XCTest

/// `screengen import` writes `segues:` for the identified segues it can express — through
/// navigation controllers and storyboard references — and lists each other one with the
/// reason (`Tests/Fixtures/ImportSegues/{Storyboards,Specs}`); what it writes lints.
final class SegueImportTests: XCTestCase {
    private let folder = Fixtures.root.appendingPathComponent("ImportSegues")

    func testSeguesAreImportedOrListedWithTheReason() throws {
        let importer = SpecImporter(outputFolder: folder.appendingPathComponent("Specs"), baseDirectory: Fixtures.repository)
        let (files, missing) = importer.files(for: [Fixtures.relative(folder.appendingPathComponent("Storyboards"))])
        XCTAssertEqual(missing, [])
        let output = try importer.run(files, module: "App").get()
        let specs = importer.render(output)
        XCTAssertEqual(specs.map(\.name), ["Detail.yml", "Main.yml"])
        for spec in specs {
            Fixtures.assertGolden(spec.contents, at: folder.appendingPathComponent("Specs/\(spec.name)"))
        }
        XCTAssertEqual(importer.check(specs), [], "what import writes lints, cross-check included")

        let main = try XCTUnwrap(output.specs.first { $0.storyboard == "Main" })
        let list = try XCTUnwrap(main.screens.first { $0.typeName == "ListViewController" })
        XCTAssertEqual(list.segues, [
            ImportedSegue(identifier: "After Delay", destination: "ItemViewController", embedded: false),
            ImportedSegue(identifier: "editFilter", destination: "FilterViewController", embedded: true),
            ImportedSegue(identifier: "showAbout", destination: "AboutViewController", embedded: false),
            ImportedSegue(identifier: "showItem", destination: "ItemViewController", embedded: false),
        ])
        XCTAssertEqual(main.screens.first { $0.typeName == "ItemViewController" }?.segues,
                       [ImportedSegue(identifier: "back", destination: "ListViewController", embedded: false)], "a button's segue is its scene's")
        XCTAssertEqual(main.skippedSegues.map(\.identifier), ["unwindHere", "ShowItem", "showGone", "showPlain", "embedItem", "rawValue"])
    }

    /// Lint after import (warnings included) advises declaring only what a spec could still
    /// declare: the segues whose destination scene is there but was not imported, never those
    /// skipped because their identifier cannot become a Segue case (`After Delay`, `rawValue`,
    /// `ShowItem` beside `showItem`), because they are unwind segues, or because they lead
    /// into a storyboard the module does not have (`showGone`), where no screen of the
    /// module can be their destination, or to a scene with no custom class (`showPlain`), which
    /// no spec can name as a destination. Every segue a spec could declare is imported, so
    /// nothing is left to advise.
    func testLintAfterImportWarnsOnlyAboutDeclarableSegues() throws {
        let importer = SpecImporter(outputFolder: folder.appendingPathComponent("Specs"), baseDirectory: Fixtures.repository)
        let (files, _) = importer.files(for: [Fixtures.relative(folder.appendingPathComponent("Storyboards"))])
        let specs = importer.render(try importer.run(files, module: "App").get())
        let specsFolder = Fixtures.relative(folder.appendingPathComponent("Specs"))
        let lint = Pipeline(options: .init(baseDirectory: Fixtures.repository))
            .run(files: specs.map { SpecFolder.File(displayPath: "\(specsFolder)/\($0.name)", bytes: Array($0.contents.utf8)) }, specsFolder: specsFolder)
        XCTAssertFalse(lint.diagnostics.containsErrors, "\(lint.diagnostics)")
        let advised = lint.diagnostics.compactMap { diagnostic -> String? in
            guard case let .undeclaredSegue(_, segue, _, _, _) = diagnostic.kind else { return nil }
            return segue.identifier
        }
        XCTAssertEqual(advised.sorted(), [])
        XCTAssertTrue(specs.contains { $0.contents.contains("segue 'showPlain' of 'ListViewController'") }, "the import lists it")
    }
}
