import Foundation
@testable import ScreenGenKit
import SwiftParser
import XCTest

/// Every renderer spells the UI framework through a ``UIFramework`` value, so a platform is
/// one more value: rendered with a made-up framework, no UIKit or AppKit name is left in
/// any output, and each file still parses. (The Generate goldens pin the UIKit and AppKit
/// spellings byte for byte.)
final class UIFrameworkTests: XCTestCase {
    /// A framework no renderer knows by name, with every capability, so that every
    /// renderer path runs.
    private let madeUp = UIFramework(
        module: "XKit", classPrefix: "XK", storyboardNames: "Name", instantiatedKind: "ViewController",
        sceneNoun: "view controller", sceneBaseClass: "XKViewController", storyboardIsMainActor: false,
        storyboardNamesNote: nil, generatedSceneIDExample: "XKViewController-Abc-DE-fgh", exampleScreen: "listViewController",
        instantiatedLocal: ("viewController", "XKViewController?"), creatorMinimumOS: .uiKit13, creatorAPI: .onEveryScene,
        presentation: .modal(automaticMinimumOS: .uiKit13),
        hosting: .init(controller: "XKHostingController", module: "SwiftUI", minimumOS: .uiKit13),
        navigation: .init(controller: "XKNavigationController", bar: "XKNavigationBar", tabs: "XKTabBarController", sceneElement: "navigationController"),
        representable: .init(protocolName: "XKViewControllerRepresentable", memberPrefix: "XK", updateParameter: "xkViewController", minimumOS: .uiKit13),
        windows: .init(controller: "XKWindowController", window: "XKWindow", sceneElement: "windowController"), nibs: .reportsSuccess(nibClass: "XKNib", viewClass: "XKView"),
        segueClass: "XKStoryboardSegue", sharedClassScenes: true, testHelperNames: ("name", "storyboard"), testBindsRawName: false,
        testSuiteDoc: (xctest: ["/// XCTest."], swiftTesting: ["/// Swift Testing."]))

    private static let otherFrameworks = ["UIKit", "AppKit", "UIStoryboard", "NSStoryboard", "UIViewController", "NSViewController",
                                          "UINavigation", "UIHosting", "UINib", "NSNib", "NSWindow", "NSResponder", "UIApplication",
                                          "UIViewControllerRepresentable", "NSViewControllerRepresentable"]

    func testEveryOutputIsSpelledByTheFrameworkValue() throws {
        var checked = 0
        for folder in Fixtures.cases("Generate") + [Fixtures.repository] {
            let name = folder.lastPathComponent
            let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
            let model = try XCTUnwrap(result.model, "\(name): \(result.diagnostics)")
            // A spec may name a framework type itself, as a parameter's type.
            let specs = try model.specFiles.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
            for file in render(model) {
                XCTAssertFalse(Parser.parse(source: file.contents).hasError, "\(name): \(file.path) parses")
                for other in Self.otherFrameworks where !specs.contains(other) {
                    XCTAssertFalse(file.contents.contains(other), "\(name): \(file.path) names \(other)")
                }
                checked += 1
            }
            let support = try XCTUnwrap(render(model).first { $0.path.hasSuffix("/ScreenGen.swift") })
            XCTAssertTrue(support.contents.contains("import XKit\n"), name)
        }
        XCTAssertGreaterThanOrEqual(checked, 20)
    }

    /// What `Renderer` writes for the model, with the made-up framework in place of the platform's.
    private func render(_ model: AppModel) -> [GeneratedFile] {
        let storyboards = Dictionary(model.storyboards.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var files = [SupportRenderer(model: model, framework: madeUp).render(),
                     SupportRenderer(model: model, scope: .supportModule, framework: madeUp).render(),
                     TestsRenderer(model: model, framework: madeUp).render()]
        for specFile in model.specFiles {
            let screens = model.screens.filter { $0.location.file == specFile }
            guard !screens.isEmpty else { continue }
            files.append(ScreenRenderer(model: model, specFile: specFile, screens: screens, storyboards: storyboards, framework: madeUp).render())
        }
        if model.routes != nil {
            files.append(RoutesRenderer(model: model, framework: madeUp).render())
            files.append(RouteViewsRenderer(model: model, framework: madeUp).render())
        }
        if model.screens.contains(where: { !$0.segues.isEmpty }) {
            files.append(SegueSupportRenderer(model: model, framework: madeUp).render())
        }
        return files
    }

    /// Each scene element's plain class is the framework's prefix and the element's name
    /// with its first letter capitalised, and there is one for each element a screen can be.
    func testPlainSceneClassesNameEachElementsClass() {
        let elements = ["viewController", "navigationController", "tabBarController", "tableViewController",
                        "collectionViewController", "splitViewController", "pageViewController"]
        for framework in [UIFramework.uiKit, madeUp] {
            XCTAssertEqual(Set(framework.plainSceneClasses.keys), Set(elements))
            for (element, sceneClass) in framework.plainSceneClasses {
                XCTAssertEqual(sceneClass, framework.classPrefix + element.prefix(1).uppercased() + element.dropFirst())
            }
        }
        XCTAssertEqual(UIFramework.uiKit.plainSceneClasses["tabBarController"], "UITabBarController")
    }

    /// Each platform's value: UIKit for iOS, tvOS and visionOS, AppKit for macOS.
    func testEachPlatformHasItsFramework() {
        for platform in TargetPlatform.allCases {
            let expected = platform == .macOS ? "AppKit" : "UIKit"
            XCTAssertEqual(platform.uiFramework.module, expected, "\(platform)")
        }
    }
}
