import Foundation
@testable import ScreenGenKit
import XCTest

/// How `import` names the screens of a class in several scenes (SpecBuilder+Names.swift):
/// `Tests/Fixtures/ImportSharedClasses` has one class in two storyboards and twice in one.
final class SharedClassImportTests: XCTestCase {
    private let folder = Fixtures.root.appendingPathComponent("ImportSharedClasses")

    func testAReusedClassGetsAScreenPerSceneNamedAfterItsStoryboard() throws {
        let importer = SpecImporter(outputFolder: folder.appendingPathComponent("Specs"), baseDirectory: Fixtures.repository)
        let (files, missing) = importer.files(for: [Fixtures.relative(folder.appendingPathComponent("Storyboards"))])
        XCTAssertEqual(missing, [])
        let output = try importer.run(files, module: "App").get()
        let specs = importer.render(output)
        XCTAssertEqual(specs.map(\.name), ["Main.yml", "Settings.yml"])
        for spec in specs {
            Fixtures.assertGolden(spec.contents, at: folder.appendingPathComponent("Specs/\(spec.name)"))
        }
        XCTAssertEqual(importer.check(specs), [], "what import writes lints, cross-check included")

        let screens = output.specs.flatMap(\.screens)
        XCTAssertEqual(screens.map(\.name), ["ListViewController", "MainWebViewControllerAcceptTerms", "MainWebViewControllerWeb", "OnceViewController",
                                             "SettingsWebViewController"])
        XCTAssertEqual(screens.map(\.typeName), ["ListViewController", "WebViewController", "WebViewController", "OnceViewController", "WebViewController"])
        XCTAssertEqual(output.specs.flatMap(\.renamedScreens), [
            "screen 'MainWebViewControllerAcceptTerms' is class 'WebViewController' (Storyboard ID 'accept-terms') of Main.storyboard: the class is in several scenes",
            "screen 'MainWebViewControllerWeb' is class 'WebViewController' (Storyboard ID 'Web') of Main.storyboard: the class is in several scenes",
            "screen 'SettingsWebViewController' is class 'WebViewController' (Storyboard ID 'Web') of Settings.storyboard: the class is in several scenes",
        ])
        let list = try XCTUnwrap(screens.first { $0.name == "ListViewController" })
        XCTAssertEqual(list.segues.map(\.destination), ["MainWebViewControllerAcceptTerms", "MainWebViewControllerWeb"], "segues name screens")
        XCTAssertEqual(output.specs.first?.skippedSegues.map(\.reason), [SpecBuilder.sharedClassSegueReason])
    }

    /// The names come from the storyboards, not from the order the files are read in.
    func testNamesDoNotDependOnTheOrderOfTheStoryboards() throws {
        let importer = SpecImporter(outputFolder: folder.appendingPathComponent("Specs"), baseDirectory: Fixtures.repository)
        let (files, _) = importer.files(for: [Fixtures.relative(folder.appendingPathComponent("Storyboards"))])
        let forward = try importer.run(files, module: "App").get()
        let backward = try importer.run(files.reversed(), module: "App").get()
        XCTAssertEqual(forward, backward)
    }

    func testEachNamingRule() {
        var uses = SpecBuilder.ClassUses()
        uses.total = ["Once": 1, "Web": 3]
        uses.perStoryboard = ["Main\u{0}Once": 1, "Main\u{0}Web": 2, "Settings\u{0}Web": 1]
        // Seen once: the class.
        XCTAssertEqual(try uses.screenName(of: "Once", storyboard: "Main", identifier: "Once").get(), "Once")
        // Seen in several storyboards: the storyboard, then the class.
        XCTAssertEqual(try uses.screenName(of: "Web", storyboard: "Settings", identifier: "Web").get(), "SettingsWeb")
        // Twice in one storyboard: the Storyboard ID too, in UpperCamel.
        XCTAssertEqual(try uses.screenName(of: "Web", storyboard: "Main", identifier: "accept-terms").get(), "MainWebAcceptTerms")
        // An initial scene without a Storyboard ID keeps `<Storyboard><Class>`.
        XCTAssertEqual(try uses.screenName(of: "Web", storyboard: "Main", identifier: nil).get(), "MainWeb")
        // Characters a name cannot have are dropped.
        XCTAssertEqual(try uses.screenName(of: "Web", storyboard: "Main", identifier: "Help\u{200B}Page").get(), "MainWebHelpPage")
        XCTAssertEqual(SpecBuilder.upperCamel("accept-terms"), "AcceptTerms")
        XCTAssertEqual(SpecBuilder.upperCamel("web view_2"), "WebView_2")
        XCTAssertEqual(SpecBuilder.upperCamel("Main"), "Main")
        XCTAssertEqual(SpecBuilder.nibScreenName(nib: "terms-of-use"), "TermsOfUse")
    }

    /// A XIB of a class that is already a screen is named after the nib, with `class:`.
    func testAXibOfAReusedClassIsNamedAfterTheNib() {
        let owner = XibDocument.FileOwner(customClass: "WebViewController", customModule: nil, customModuleProvider: "target",
                                          viewOutlet: "view", location: .file("Terms.xib"))
        let nib = SpecImporter.NibOwner(file: StoryboardFile(url: URL(fileURLWithPath: "/App/Terms.xib"), baseDirectory: URL(fileURLWithPath: "/")),
                                        owner: owner)
        let (byModule, skipped) = SpecImporter.nibs([nib], modules: { _ in .success("App") },
                                                     storyboardScreens: ["App": ["MainWebViewController": "WebViewController"]], platforms: ["App": .iOS])
        XCTAssertEqual(skipped, [])
        XCTAssertEqual(byModule["App"]?.screens, [ImportedNibScreen(name: "Terms", typeName: "WebViewController", nib: "Terms", file: nib.file.displayPath)])
        XCTAssertEqual(byModule["App"]?.renamedScreens, ["screen 'Terms' is class 'WebViewController' (Terms.xib): the class is already a screen"])
    }
}

/// The storyboard check finds a screen's scene by storyboard and Storyboard ID, then compares
/// its Custom Class with the screen's `class:`, whatever other scenes of that class exist.
final class SharedClassCrossCheckTests: XCTestCase {
    private let folder = Fixtures.root.appendingPathComponent("ImportSharedClasses")

    private func check(_ screens: String) -> [Diagnostic] {
        let spec = "module: App\nstoryboards:\n  Main:\n    path: ../Storyboards/Main.storyboard\nscreens:\n" + screens
        let path = Fixtures.relative(folder.appendingPathComponent("Specs/Check.yml"))
        return Pipeline(options: .init(baseDirectory: Fixtures.repository))
            .run(files: [SpecFolder.File(displayPath: path, bytes: Array(spec.utf8))], specsFolder: Fixtures.relative(folder.appendingPathComponent("Specs")))
            .diagnostics.filter { $0.severity == .error }
    }

    func testTheSceneWithTheScreensIDMustHaveItsClass() {
        XCTAssertEqual(check("  Web: {class: WebViewController, storyboard: Main}\n  Terms: {class: WebViewController, storyboard: Main, identifier: accept-terms}\n")
            .map(\.kind.code), [], "Web and accept-terms are WebViewController scenes")
        let wrong = check("  Web: {class: OnceViewController, storyboard: Main}\n")
        XCTAssertEqual(wrong.map(\.kind.code), ["scene-class-mismatch"])
        XCTAssertTrue(wrong.first?.kind.message.contains("has class 'WebViewController', not 'OnceViewController'") == true, "\(wrong)")
    }
}
