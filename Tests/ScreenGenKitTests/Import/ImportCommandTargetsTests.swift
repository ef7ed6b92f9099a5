import Foundation
@testable import ScreenGenKit
import XCTest

/// `screengen import` names modules as Xcode does (`Tests/Fixtures/ImportTargets/Tree`): two
/// targets' `Main.storyboard`, whose scenes both carry the module name copied from the app,
/// stay two modules, and the target folder `Today Widget` is module `Today_Widget`.
final class ImportCommandTargetsTests: XCTestCase {
    static let folder = Fixtures.root.appendingPathComponent("ImportTargets")

    func testTwoTargetsMainStoryboardsAreNeverMerged() throws {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("Tree"), to: folder.appendingPathComponent("Tree"))
        let imported = try ScreenGenProcess.run(["import", "Tree"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stdout, """
            wrote Specs/App/Main.yml from Tree/App/Base.lproj/Main.storyboard: 1 screen
            wrote Specs/Today_Widget/Main.yml from Tree/Today Widget/Base.lproj/Main.storyboard: 1 screen
            module App: 1 storyboard below Tree/App/
            module Today_Widget: 1 storyboard below Tree/Today Widget/
            wrote screengen.yml: 2 modules (App, Today_Widget)
            note: \(SpecImporter.parametersNote)

            """)
        for spec in ["App/Main.yml", "Today_Widget/Main.yml"] {
            let text = try String(contentsOf: folder.appendingPathComponent("Specs/\(spec)"), encoding: .utf8)
            Fixtures.assertGolden(text, at: Self.folder.appendingPathComponent("Specs/\(spec)"))
        }
        let lint = try ScreenGenProcess.run(["lint", "--strict"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stdout, "specs OK: 2 screens in 2 modules\n")
    }

    func testSameNameInTargets() {
        let base = URL(fileURLWithPath: "/repo", isDirectory: true)
        let file = { (path: String) in StoryboardFile(url: URL(fileURLWithPath: "/repo/" + path), baseDirectory: base) }
        let rule = TargetFolderRule(baseDirectory: base, roots: ["."], assignments: [])
        XCTAssertTrue(SpecImporter.hasSameNameInTargets([file("App/Base.lproj/Main.storyboard"), file("Widget/Main.storyboard")], rule: rule))
        XCTAssertFalse(SpecImporter.hasSameNameInTargets([file("App/Base.lproj/Main.storyboard"), file("App/en.lproj/Main.storyboard")], rule: rule),
                       "localized copies are one storyboard")
        XCTAssertFalse(SpecImporter.hasSameNameInTargets([file("App/Main.storyboard"), file("Widget/Today.storyboard")], rule: rule))
    }
}
