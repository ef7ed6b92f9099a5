import Foundation
@testable import ScreenGenKit
import XCTest

/// `screengen import` over a tree of several targets (`Tests/Fixtures/ImportModules/Tree`):
/// an Xcode target whose scenes take their module from the target (`App/Base.lproj`), one
/// whose scenes carry the module Xcode wrote (`Feed/Resources`), one with explicit modules
/// (`Settings`) and a SwiftPM one (`Sources/Profile/Resources`). Each module's specs are the
/// golden files `Tests/Fixtures/ImportModules/Specs/<Module>/<Storyboard>.yml`, listed by the
/// golden config `Tests/Fixtures/ImportModules/screengen.yml`, and each folder lints clean.
final class GoldenImportModulesTests: XCTestCase {
    static let folder = Fixtures.root.appendingPathComponent("ImportModules")
    static let tree = Fixtures.relative(folder.appendingPathComponent("Tree"))

    private func importTree(assignments: [TargetFolderRule.Assignment] = []) throws -> (SpecImporter, SpecImporter.ModulesOutput) {
        let importer = SpecImporter(outputFolder: Self.folder.appendingPathComponent("Specs"), baseDirectory: Fixtures.repository)
        let (files, missing) = importer.files(for: [Self.tree])
        XCTAssertEqual(missing, [])
        let rule = TargetFolderRule(baseDirectory: Fixtures.repository, roots: [Self.tree], assignments: assignments)
        return (importer, try importer.runModules(files, rule: rule).get())
    }

    func testTreeImportsOneSpecFolderPerModule() throws {
        let (importer, output) = try importTree()
        XCTAssertEqual(output.modules.map(\.name), ["App", "Feed", "Profile", "Settings"])
        XCTAssertEqual(output.skippedStoryboards.map(\.file), ["\(Self.tree)/App/Base.lproj/LaunchScreen.storyboard"])
        // Without a module to import into, the single-module import says which it found.
        XCTAssertEqual(importer.run(importer.files(for: [Self.tree]).files, module: nil), .failure(.module(found: ["Feed", "Settings"])))

        var written: [String] = []
        for module in output.modules {
            let moduleImporter = SpecImporter(outputFolder: module.folder, baseDirectory: Fixtures.repository)
            let specs = moduleImporter.render(SpecImporter.Output(specs: module.specs, skippedStoryboards: []))
            for spec in specs {
                Fixtures.assertGolden(spec.contents, at: module.folder.appendingPathComponent(spec.name))
                written.append("\(module.name)/\(spec.name)")
            }
            XCTAssertEqual(moduleImporter.check(specs), [], module.name)
        }
        XCTAssertEqual(written, ["App/Main.yml", "Feed/Feed.yml", "Profile/Profile.yml", "Settings/Settings.yml"])
        let config = ImportedConfigRenderer(configFile: Self.folder.appendingPathComponent("screengen.yml"),
                                            generatedFolder: Self.folder.appendingPathComponent("Generated"))
        Fixtures.assertGolden(config.render(modules: output.modules.map { ($0.name, $0.folder) }, storyboardFolders: [Self.folder.appendingPathComponent("Tree")]),
                              at: Self.folder.appendingPathComponent("screengen.yml"))
        if Fixtures.isRecording { return }

        // Each golden folder lints with the cross-check on and says nothing at all.
        for module in output.modules {
            let result = Pipeline().run(specs: SpecFolder(path: "Specs/\(module.name)", currentDirectory: Self.folder.path))
            XCTAssertEqual(result.diagnostics, [], module.name)
            XCTAssertFalse(result.files.isEmpty, "\(module.name) generates")
            XCTAssertEqual(result.model?.module, module.name)
        }
    }

    /// The target folder rule for the layouts Xcode and SwiftPM use, and where it cannot decide.
    func testTargetFolderRule() {
        let base = URL(fileURLWithPath: "/repo", isDirectory: true)
        let file = { (path: String) in StoryboardFile(url: URL(fileURLWithPath: "/repo/" + path), baseDirectory: base) }
        let rule = TargetFolderRule(baseDirectory: base, roots: [".", "Apps", "Feed", "Sources/Kit", "Shop/Resources", "Loose/One.storyboard"], assignments: [])
        XCTAssertEqual(rule.targetFolder(of: file("App/Base.lproj/Main.storyboard")), "App")
        XCTAssertEqual(rule.targetFolder(of: file("App/Resources/Main.storyboard")), "App")
        XCTAssertEqual(rule.targetFolder(of: file("Sources/Feed/Resources/Feed.storyboard")), "Feed")
        XCTAssertEqual(rule.targetFolder(of: file("Apps/Watch/Base.lproj/Main.storyboard")), "Watch", "below the innermost import path")
        XCTAssertEqual(rule.targetFolder(of: file("Feed/Base.lproj/Feed.storyboard")), "Feed", "the import path is the target folder")
        XCTAssertEqual(rule.targetFolder(of: file("Sources/Kit/Kit.storyboard")), "Kit")
        XCTAssertEqual(rule.targetFolder(of: file("Shop/Resources/en.lproj/Shop.storyboard")), "Shop")
        XCTAssertEqual(rule.targetFolder(of: file("Loose/One.storyboard")), "Loose", "a file counts from the current folder")
        XCTAssertNil(rule.targetFolder(of: file("Main.storyboard")), "never the current folder's name")
        XCTAssertNil(rule.targetFolder(of: file("Base.lproj/Main.storyboard")))
        XCTAssertEqual(rule.targetFolder(of: file("My App/Main.storyboard")), "My_App", "a space becomes _, as Xcode does")
        XCTAssertEqual(rule.targetFolder(of: file("Share-Extension/Base.lproj/MainInterface.storyboard")), "Share_Extension", "a dash becomes _, as Xcode does")
        XCTAssertNil(rule.targetFolder(of: file("2App/Main.storyboard")), "not a module name")
        XCTAssertNil(TargetFolderRule(baseDirectory: base, roots: ["/elsewhere"], assignments: [])
            .targetFolder(of: StoryboardFile(url: URL(fileURLWithPath: "/elsewhere/Main.storyboard"), baseDirectory: base)))

        let assigned = TargetFolderRule(baseDirectory: base, roots: ["."], assignments: [.init(path: "App", module: "Shop"), .init(path: "App/Kids", module: "KidsShop")])
        XCTAssertEqual(assigned.assignedModule(of: file("App/Base.lproj/Main.storyboard")), "Shop")
        XCTAssertEqual(assigned.assignedModule(of: file("App/Kids/Kids.storyboard")), "KidsShop", "the longest PATH wins")
        XCTAssertNil(assigned.assignedModule(of: file("Apple/Main.storyboard")), "a PATH holds whole folders only")
    }

    /// Xcode's `PRODUCT_MODULE_NAME` from a target name: spaces and dashes become `_`.
    func testProductModuleName() {
        XCTAssertEqual(TargetFolderRule.productModuleName("My App-Share"), "My_App_Share")
        XCTAssertEqual(TargetFolderRule.productModuleName("App"), "App")
    }

    /// `--module PATH=NAME` wins over the folder and the names Xcode wrote.
    func testAssignmentsNameTheModule() throws {
        let (_, output) = try importTree(assignments: [.init(path: "\(Self.tree)/Sources/Profile", module: "ProfileKit"),
                                                     .init(path: "\(Self.tree)/Feed", module: "Timeline")])
        XCTAssertEqual(output.modules.map(\.name), ["App", "ProfileKit", "Settings", "Timeline"])
        let timeline = try XCTUnwrap(output.modules.last)
        XCTAssertEqual(timeline.specs.map(\.module), ["Timeline"])
        XCTAssertEqual(timeline.specs.first?.screens.map(\.typeName), ["FeedViewController", "PostViewController"],
                       "scenes whose module comes from the target follow the target's new name")
    }

    /// A storyboard directly in the import path, whose scenes take their module from the
    /// target, belongs to no folder the rule knows.
    func testUndecidableStoryboardIsNamed() throws {
        let importer = SpecImporter(outputFolder: Self.folder.appendingPathComponent("Specs"), baseDirectory: Fixtures.repository)
        let main = "\(Self.tree)/App/Base.lproj/Main.storyboard"
        let files = importer.files(for: [main, "\(Self.tree)/Settings"]).files
        // Imported from the storyboard's own folder: no folder below it, and never that folder's name.
        let rule = TargetFolderRule(baseDirectory: Fixtures.repository.appendingPathComponent("\(Self.tree)/App/Base.lproj"), roots: ["."], assignments: [])
        XCTAssertEqual(importer.runModules(files, rule: rule), .failure(.undecidableModule(files: [main])))
    }
}
