import Foundation
@testable import ScreenGenKit
import XCTest

/// `screengen import` brings in view controllers' XIBs (`Tests/Fixtures/ImportNibs/Tree`):
/// a XIB whose File's Owner is a custom class with its `view` outlet connected becomes a
/// `nib:` screen in `<Module>Nibs.yml`; a cell's or view's XIB is counted, not listed; a
/// view controller XIB the import leaves out is listed with the reason.
final class ImportCommandNibsTests: XCTestCase {
    static let folder = Fixtures.root.appendingPathComponent("ImportNibs")

    private func makeTree() throws -> URL {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("Tree"), to: folder.appendingPathComponent("Tree"))
        return folder
    }

    private func read(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func testViewControllerXibsBecomeNibScreens() throws {
        let folder = try makeTree()
        let imported = try ScreenGenProcess.run(["import", "Tree"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stdout, """
            skipped Tree/App/Views/Legacy.xib (class 'LegacyViewController'): its File's Owner has no module (an Objective-C class); screens are Swift classes of the app's module
            2 XIBs without a view controller File's Owner with its view outlet connected (cells, views): not screens
            wrote Specs/Main.yml from Tree/App/Base.lproj/Main.storyboard: 1 screen
            wrote Specs/AppNibs.yml from XIBs: 4 nib screens
              renamed: screen 'HomeLegacy' is class 'HomeViewController' (HomeLegacy.xib): the class is already a screen
              renamed: screen 'ProfileCompact' is class 'ProfileViewController' (ProfileCompact.xib): the class is already a screen
            imported 1 storyboard screen, 4 nib screens and 0 typed segues; not declared, each listed with the reason: 0 scenes, 0 segues, 1 view controller XIB; 0 ignore entries written, each with its reason
            note: \(SpecImporter.parametersNote)

            """)
        for spec in ["Main.yml", "AppNibs.yml"] {
            Fixtures.assertGolden(try read("Specs/\(spec)", in: folder), at: Self.folder.appendingPathComponent("Specs/\(spec)"))
        }
        // The XIB check runs when the folders are given: owner, module and view outlet agree.
        let lint = try ScreenGenProcess.run(["lint", "--strict", "--storyboards", "Tree"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stderr, "")
        XCTAssertEqual(lint.stdout, "specs OK: 5 screens\n")
        // Same tree, same bytes.
        let again = try ScreenGenProcess.run(["import", "Tree", "--force"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try read("Specs/AppNibs.yml", in: folder), try read("Specs/AppNibs.yml", in: Self.folder))
    }

    /// A XIB whose owner names another module takes the import to one folder per module.
    func testXibOfAnotherModuleGetsItsOwnFolder() throws {
        let folder = try makeTree()
        let share = folder.appendingPathComponent("Tree/Share")
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        let xib = try read("Tree/App/Views/Composer.xib", in: folder)
            .replacingOccurrences(of: "customClass=\"ComposerViewController\" customModule=\"App\"", with: "customClass=\"ShareViewController\" customModule=\"Share\"")
        try Data(xib.utf8).write(to: share.appendingPathComponent("ShareViewController.xib"))
        let imported = try ScreenGenProcess.run(["import", "Tree"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("wrote Specs/Share/ShareNibs.yml from XIBs: 1 nib screen\n"), imported.stdout)
        XCTAssertTrue(imported.stdout.contains("wrote Specs/App/AppNibs.yml from XIBs: 4 nib screens\n"), imported.stdout)
        XCTAssertTrue(imported.stdout.contains("module App: 1 storyboard and 4 XIBs below Tree/App/\nmodule Share: 1 XIB below Tree/Share/\n"
            + "wrote screengen.yml: 2 modules (App, Share)\n"), imported.stdout)
        let written = try read("Specs/Share/ShareNibs.yml", in: folder)
        XCTAssertTrue(written.hasSuffix("module: Share\n\nscreens:\n  ShareViewController:\n    nib: true\n"), written)
        let lint = try ScreenGenProcess.run(["lint", "--strict"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
    }

    /// The module rule for a XIB: `--module NAME` unless the owner names another module;
    /// otherwise the module Xcode wrote, then the target folder.
    func testNibModule() {
        let base = URL(fileURLWithPath: "/repo", isDirectory: true)
        let file = StoryboardFile(url: URL(fileURLWithPath: "/repo/My-Share/Views/A.xib"), baseDirectory: base)
        let owner = { (module: String?, provider: String?) in
            SpecImporter.NibOwner(file: file, owner: .init(customClass: "A", customModule: module, customModuleProvider: provider,
                                                            viewOutlet: "v", location: .file("A.xib")))
        }
        let rule = TargetFolderRule(baseDirectory: base, roots: ["."], assignments: [])
        XCTAssertEqual(SpecImporter.nibModule(of: owner(nil, nil), single: "App", rule: nil), .failure(.objectiveCClass))
        XCTAssertEqual(SpecImporter.nibModule(of: owner("Kit", nil), single: "App", rule: nil), .failure(.otherModule(module: "Kit", specModule: "App")))
        XCTAssertEqual(SpecImporter.nibModule(of: owner(nil, "target"), single: "App", rule: nil), .success("App"))
        XCTAssertEqual(SpecImporter.nibModule(of: owner("Share", "target"), single: nil, rule: rule), .success("Share"))
        XCTAssertEqual(SpecImporter.nibModule(of: owner(nil, "target"), single: nil, rule: rule), .success("My_Share"), "the target folder, as Xcode names its module")
        XCTAssertEqual(SpecImporter.nibModule(of: owner(nil, "target"), single: nil, rule: nil), .failure(.noModule))
    }
}
