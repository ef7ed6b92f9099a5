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
            imported 2 storyboard screens, 0 nib screens and 0 typed segues; not declared, each listed with the reason: 0 scenes, 0 segues, 0 view controller XIBs; 0 ignore entries written, each with its reason
            note: \(SpecImporter.parametersNote)

            """)
        for spec in ["App/Main.yml", "Today_Widget/Main.yml"] {
            let text = try String(contentsOf: folder.appendingPathComponent("Specs/\(spec)"), encoding: .utf8)
            Fixtures.assertGolden(text, at: Self.folder.appendingPathComponent("Specs/\(spec)"))
        }
        let lint = try ScreenGenProcess.run(["lint", "--strict"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stdout, "specs OK: 2 screens in 2 modules\n")
        // One folder searched for both modules holds both Main storyboards: each module's
        // copy is that module's, neither another copy nor undeclared scenes of the other.
        let searched = try ScreenGenProcess.run(["lint", "--strict", "--storyboards", "Tree"], in: folder)
        XCTAssertEqual(searched.status, 0, searched.stderr)
        XCTAssertEqual(searched.stdout, "specs OK: 2 screens in 2 modules\n")
    }

    /// Storyboards outside the current folder are shown by their absolute paths; the module
    /// summary names the same folders, starting at the root.
    func testModuleSummaryOfStoryboardsOutsideTheCurrentFolderNamesAbsoluteFolders() throws {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("Tree"), to: folder.appendingPathComponent("Tree"))
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let imported = try ScreenGenProcess.run(["import", "../Tree"], in: work)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let lines = imported.stdout.split(separator: "\n").map(String.init)
        let storyboards = lines.filter { $0.hasPrefix("wrote Specs/") }.compactMap { $0.components(separatedBy: " from ").last }
        let summaries = lines.filter { $0.hasPrefix("module ") }.compactMap { $0.components(separatedBy: " below ").last }
        XCTAssertEqual(storyboards.count, 2, imported.stdout)
        XCTAssertEqual(summaries.count, 2, imported.stdout)
        for (storyboard, summary) in zip(storyboards.sorted(), summaries.sorted()) {
            XCTAssertTrue(summary.hasPrefix("/"), summary)
            XCTAssertTrue(storyboard.hasPrefix(summary), "\(storyboard) is below \(summary)")
        }
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
