/// Renders `<Module>Tests/<Module>ScreenTests.swift`: XCTest cases proving that every
/// storyboard ships compiled in its bundle and every storyboard screen instantiates with
/// its declared type.
///
/// Each check reads the compiled storyboard's `Info.plist` before instantiating, so a
/// storyboard that does not match the spec fails one test with a message naming the spec
/// line, instead of stopping the whole test run inside UIKit.
struct TestsRenderer {
    let model: AppModel

    func render() -> GeneratedFile {
        let className = "\(model.module)ScreenTests"
        var out = SwiftWriter()
        out.fileHeader(source: model.specsFolderForHeader)
        out.line()
        out.line("import Foundation")
        out.line("import UIKit")
        out.line("import XCTest")
        out.line("@testable import \(model.module)")
        out.line()
        out.line("/// Proves that the storyboards match the specs; each failure names the spec line to fix.")
        out.line("///")
        out.line("/// Tests are `@MainActor async` methods (UIKit is main-actor isolated), which XCTest runs")
        out.line("/// on the main actor on every platform.")
        out.block("final class \(className): XCTestCase") { out in
            out.line("// MARK: Storyboards")
            for storyboard in model.storyboards {
                let name = "UIStoryboard.Name.\(SwiftIdentifier.escaped(storyboard.caseName))"
                out.line()
                out.line("@MainActor")
                out.block("func testStoryboard_\(storyboard.caseName)() async") { out in
                    out.line("_ = compiledStoryboard(\(name), bundle: \(name).bundle, spec: \(SwiftWriter.stringLiteral(storyboard.location.description)))")
                }
            }
            out.line()
            out.line("// MARK: Screens")
            for screen in model.screens {
                let check: String
                switch screen.source {
                case .storyboardScene, .initialScene: check = screen.usesCreator ? "assertSceneExists" : "assertScene"
                case .nib: check = "assertNib"
                case .code, .swiftUI: continue
                }
                out.line()
                out.line("@MainActor")
                out.block("func testScreen_\(screen.typeName)() async") { out in
                    out.line("\(check)(\(screen.typeName).self, spec: \(SwiftWriter.stringLiteral(screen.location.description)))")
                }
            }
            out.line()
            let hasNibs = model.screens.contains { $0.source.nibName != nil }
            if model.storyboards.isEmpty && !hasNibs {
                out.line("// No spec declares a storyboard or a XIB: screens built in code need no resource checks.")
                return
            }
            out.line("// MARK: Helpers")
            if !model.storyboards.isEmpty {
                renderHelpers(&out)
            }
            if model.screens.contains(where: \.usesCreator) {
                renderSceneExistsHelper(&out)
            }
            if hasNibs {
                renderNibHelper(&out)
            }
        }
        return GeneratedFile(path: "\(model.module)Tests/\(className).swift", contents: out.text)
    }

    private func renderHelpers(_ out: inout SwiftWriter) {
        out.line()
        out.line("/// The compiled storyboard's Info.plist, or nil after recording why it is missing.")
        out.line("@MainActor")
        out.block("private func compiledStoryboard(_ name: UIStoryboard.Name, bundle: Bundle, spec: String) -> [String: Any]?") { out in
            out.block("guard let url = bundle.url(forResource: name.rawValue, withExtension: \"storyboardc\") else") { out in
                out.line("XCTFail(\"\\(spec): storyboard '\\(name.rawValue)' is not in bundle \\(bundle.bundlePath); expected \\(name.rawValue).storyboardc there (is \\(name.rawValue).storyboard part of the target?)\")")
                out.line("return nil")
            }
            out.line("let infoURL = url.appendingPathComponent(\"Info.plist\")")
            out.line("guard let data = try? Data(contentsOf: infoURL),")
            out.line("      let info = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {")
            out.line("    XCTFail(\"\\(spec): storyboard '\\(name.rawValue)' has no readable \\(infoURL.path)\")")
            out.line("    return nil")
            out.line("}")
            out.line("return info")
        }
        out.line()
        out.line("/// Checks, without trapping, that the scene exists and instantiates as `Screen`.")
        out.line("@MainActor")
        out.block("private func assertScene<Screen: StoryboardInstantiable>(_ screen: Screen.Type, spec: String)") { out in
            out.line("let name = Screen.storyboardName")
            out.line("guard let info = compiledStoryboard(name, bundle: Screen.storyboardBundle, spec: spec) else { return }")
            out.line("let storyboard = UIStoryboard(name: name.rawValue, bundle: Screen.storyboardBundle)")
            out.line("let viewController: UIViewController?")
            out.line("let scene: String")
            out.line("if let identifier = Screen.storyboardIdentifier {")
            out.line("    scene = \"scene '\\(identifier)'\"")
            out.line("    let identifiers = info[\"UIViewControllerIdentifiersToNibNames\"] as? [String: Any] ?? [:]")
            out.line("    guard identifiers[identifier] != nil else {")
            out.line("        let known = identifiers.keys.sorted().joined(separator: \", \")")
            out.line("        XCTFail(\"\\(spec): storyboard '\\(name.rawValue)' has no scene with Storyboard ID '\\(identifier)' for \\(Screen.self); its IDs: \\(known.isEmpty ? \"none\" : known)\")")
            out.line("        return")
            out.line("    }")
            out.line("    viewController = storyboard.instantiateViewController(withIdentifier: identifier)")
            out.line("} else {")
            out.line("    scene = \"initial view controller\"")
            out.line("    guard info[\"UIStoryboardDesignatedEntryPointIdentifier\"] != nil else {")
            out.line("        XCTFail(\"\\(spec): storyboard '\\(name.rawValue)' has no initial view controller; expected \\(Screen.self) (check 'Is Initial View Controller')\")")
            out.line("        return")
            out.line("    }")
            out.line("    viewController = storyboard.instantiateInitialViewController()")
            out.line("}")
            out.block("guard let viewController else") { out in
                out.line("XCTFail(\"\\(spec): storyboard '\\(name.rawValue)' \\(scene) did not instantiate; expected \\(Screen.self)\")")
                out.line("return")
            }
            out.line("XCTAssertTrue(")
            out.line("    viewController is Screen,")
            out.line("    \"\\(spec): storyboard '\\(name.rawValue)' \\(scene) is \\(type(of: viewController)); expected \\(Screen.self) (check its Custom Class and Module)\"")
            out.line(")")
        }
    }

    /// Scenes made through `init?(coder:...)`: the test proves the Storyboard ID or initial
    /// scene without instantiating, because their `required init?(coder:)` usually traps.
    private func renderSceneExistsHelper(_ out: inout SwiftWriter) {
        out.line()
        out.line("/// Checks, without instantiating, that a scene made through `init?(coder:...)` exists: its")
        out.line("/// `required init?(coder:)` may trap, and the storyboard check at generate time proves its class.")
        out.line("@MainActor")
        out.block("private func assertSceneExists<Screen: StoryboardInstantiable>(_ screen: Screen.Type, spec: String)") { out in
            out.line("let name = Screen.storyboardName")
            out.line("guard let info = compiledStoryboard(name, bundle: Screen.storyboardBundle, spec: spec) else { return }")
            out.block("if let identifier = Screen.storyboardIdentifier") { out in
                out.line("let identifiers = info[\"UIViewControllerIdentifiersToNibNames\"] as? [String: Any] ?? [:]")
                out.line("let known = identifiers.keys.sorted().joined(separator: \", \")")
                out.line("XCTAssertNotNil(")
                out.line("    identifiers[identifier],")
                out.line("    \"\\(spec): storyboard '\\(name.rawValue)' has no scene with Storyboard ID '\\(identifier)' for \\(Screen.self); its IDs: \\(known.isEmpty ? \"none\" : known)\"")
                out.line(")")
                out.line("return")
            }
            out.line("XCTAssertNotNil(")
            out.line("    info[\"UIStoryboardDesignatedEntryPointIdentifier\"],")
            out.line("    \"\\(spec): storyboard '\\(name.rawValue)' has no initial view controller; expected \\(Screen.self) (check 'Is Initial View Controller')\"")
            out.line(")")
        }
    }

    private func renderNibHelper(_ out: inout SwiftWriter) {
        out.line()
        out.line("/// Checks, without trapping, that the screen's compiled XIB is in its bundle and loads.")
        out.line("@MainActor")
        out.block("private func assertNib<Screen: NibInstantiable>(_ screen: Screen.Type, spec: String)") { out in
            out.line("let name = Screen.nibResourceName")
            out.line("let bundle = Screen.nibResourceBundle")
            out.block("guard bundle.url(forResource: name, withExtension: \"nib\") != nil else") { out in
                out.line("XCTFail(\"\\(spec): nib '\\(name)' is not in bundle \\(bundle.bundlePath); expected \\(name).nib there for \\(Screen.self) (is \\(name).xib part of the target?)\")")
                out.line("return")
            }
            out.line("let objects = UINib(nibName: name, bundle: bundle).instantiate(withOwner: nil, options: nil)")
            out.line("XCTAssertFalse(objects.isEmpty, \"\\(spec): nib '\\(name)' loaded no objects; expected the view of \\(Screen.self)\")")
        }
    }
}
