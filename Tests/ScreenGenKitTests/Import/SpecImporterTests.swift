import Foundation
@testable import ScreenGenKit
import XCTest

/// Which scenes `import` turns into screens, and why it leaves the others out.
final class SpecImporterTests: XCTestCase {
    private func scene(_ id: String, _ identifier: String? = nil, _ type: String? = nil, module: String? = "App",
                       target: Bool = false, kind: String = "viewController") -> StoryboardScene {
        StoryboardScene(elementKind: kind, id: id, storyboardIdentifier: identifier, customClass: type,
                        customModule: type == nil ? nil : module, customModuleProvider: target ? "target" : nil,
                        location: .file("Main.storyboard"))
    }

    private func document(_ name: String, initial: String? = nil, _ scenes: [StoryboardScene]) -> StoryboardDocument {
        StoryboardDocument(file: "\(name).storyboard", name: name, localization: nil, targetRuntime: "iOS.CocoaTouch", platform: .iOS,
                           initialViewController: initial, scenes: scenes, references: [], location: .file("\(name).storyboard"))
    }

    func testEachSkipReason() {
        var builder = SpecBuilder(module: "App")
        let spec = builder.spec(for: document("Main", initial: "ini", [
            scene("ok1", "Login", "LoginViewController"),
            scene("ok2", "HomeViewController", "HomeViewController", module: "Old", target: true),
            scene("ini", "Shared", "RootViewController", kind: "navigationController"),
            scene("sh1", "Shared", "ListViewController"),
            scene("pln", "Plain"),
            scene("objc", "Legacy", "LegacyViewController", module: nil),
            scene("lib", "Picker", "PickerViewController", module: "PickerKit"),
            scene("gen", "Box", "Box<Int>"),
            scene("noid", nil, "DetailViewController"),
            scene("inv", "Bad\u{200B}", "BadViewController"),
            scene("dup", "Login2", "LoginViewController"),
            scene("nav", "Nav", "NavigationController"),
            scene("url", "URL", "URLViewController"),
            scene("url2", "Url", "UrlViewController"),
        ]), path: "../Main.storyboard")
        XCTAssertEqual(spec.screens.map { var screen = $0; screen.sceneID = nil; return screen }, [
            ImportedScreen(typeName: "HomeViewController", identifier: nil, initial: false),
            ImportedScreen(typeName: "LoginViewController", identifier: "Login", initial: false),
            // No custom class: the framework's class, named by its Storyboard ID.
            ImportedScreen(name: "Plain", typeName: "UIViewController", identifier: nil, initial: false),
            ImportedScreen(typeName: "RootViewController", identifier: nil, initial: true),
            ImportedScreen(typeName: "URLViewController", identifier: "URL", initial: false),
        ])
        XCTAssertEqual(spec.skipped.map(\.description), [
            "scene 'sh1' (Storyboard ID 'Shared'): Storyboard ID 'Shared' is on 2 scenes of this storyboard; give each a unique ID",
            "scene 'objc' (Storyboard ID 'Legacy'): class 'LegacyViewController' has no module (an Objective-C class); screens are Swift classes of the app's module",
            "scene 'lib' (Storyboard ID 'Picker'): class 'PickerViewController' is in module 'PickerKit', not 'App'",
            "scene 'gen' (Storyboard ID 'Box'): class 'Box<Int>' is not a Swift type name: it contains '<'",
            "scene 'noid': no Storyboard ID, not the initial scene, and no segue or relationship shows it; give it a Storyboard ID",
            "scene 'inv' (Storyboard ID 'Bad\\u{200B}'): Storyboard ID 'Bad\\u{200B}' is not usable: it contains the invisible character U+200B",
            "scene 'dup' (Storyboard ID 'Login2'): class 'LoginViewController' is already imported from scene 'ok1' of storyboard 'Main'; a screen is declared once",
            "scene 'nav' (Storyboard ID 'Nav'): class 'NavigationController' would need the member 'navigationController', and the generated helpers already use it",
            "scene 'url2' (Storyboard ID 'Url'): class 'UrlViewController' would need the member 'urlViewController', and 'URLViewController' also needs it",
        ])
    }

    func testModulesComeFromSceneClassesOnly() {
        let documents = [document("A", [scene("a", "A", "AViewController", module: "Shop"), scene("b", "B")]),
                         document("B", [scene("c", "C", "CViewController", module: "Shop", target: true)])]
        XCTAssertEqual(SpecImporter.modules(in: documents), ["Shop"])
        XCTAssertEqual(SpecImporter.modules(in: [document("C", [scene("d", "D")])]), [])
    }

    /// One file per storyboard name: the Base copy of a localized storyboard; names UIKit
    /// cannot declare and clashing names are left out, each with its reason.
    func testOneFilePerName() throws {
        let folder = Fixtures.temporaryFolder(self)
        let paths = ["App/fr.lproj/Main.storyboard", "App/Base.lproj/Main.storyboard", "Other/Main.storyboard", "App/All Cases.storyboard",
                     "App/AllCases.storyboard", "App/main.storyboard", "App/2FA.storyboard"]
        let loaded = paths.map { path -> (file: StoryboardFile, document: StoryboardDocument) in
            let file = StoryboardFile(url: folder.appendingPathComponent(path), baseDirectory: folder)
            return (file, document(file.name, []))
        }
        let (chosen, skipped) = SpecImporter.oneFilePerName(loaded)
        XCTAssertEqual(chosen.map(\.file.displayPath), ["App/Base.lproj/Main.storyboard"])
        XCTAssertEqual(skipped.map { "\($0.file): \($0.reason)" }, [
            "App/2FA.storyboard: its name cannot become a storyboard case (of UIStoryboard.Name or NSStoryboard.File): it starts with a digit; rename the file to declare it",
            "App/All Cases.storyboard: its name cannot become a storyboard case (of UIStoryboard.Name or NSStoryboard.File): 'allCases' is already a member of UIStoryboard.Name; rename the file to declare it",
            "App/AllCases.storyboard: its name cannot become a storyboard case (of UIStoryboard.Name or NSStoryboard.File): 'allCases' is already a member of UIStoryboard.Name; rename the file to declare it",
            "App/main.storyboard: 'App/Base.lproj/Main.storyboard' is imported under the same name; UIKit finds storyboards by name, so only one can be declared",
            "Other/Main.storyboard: 'App/Base.lproj/Main.storyboard' is imported under the same name; UIKit finds storyboards by name, so only one can be declared",
        ])
    }

    /// A launch screen whose file name is no storyboard case (`Launch Screen.storyboard`, as
    /// Xcode's template names it) is skipped as the launch screen, the reason a user expects.
    func testLaunchScreenIsSkippedAsOneWhateverItsName() {
        let base = URL(fileURLWithPath: "/app", isDirectory: true)
        var launch = document("Launch Screen", [])
        launch.isLaunchScreen = true
        let loaded: [SpecImporter.Loaded] = [
            (StoryboardFile(url: base.appendingPathComponent("App/Launch Screen.storyboard"), baseDirectory: base), launch),
            (StoryboardFile(url: base.appendingPathComponent("App/Main.storyboard"), baseDirectory: base), document("Main", [])),
        ]
        let (chosen, skipped) = SpecImporter.choose(loaded, launchScreens: [])
        XCTAssertEqual(chosen.map(\.document.name), ["Main"])
        XCTAssertEqual(skipped.map(\.reason), [
            "it is the launch screen (launchScreen=\"YES\" in the storyboard), which the system shows and the app never instantiates",
        ])
    }
}
