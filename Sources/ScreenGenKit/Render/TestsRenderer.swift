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
            for screen in model.screens where screen.source != .code {
                out.line()
                out.line("@MainActor")
                out.block("func testScreen_\(screen.typeName)() async") { out in
                    out.line("assertScene(\(screen.typeName).self, spec: \(SwiftWriter.stringLiteral(screen.location.description)))")
                }
            }
            out.line()
            if model.storyboards.isEmpty {
                out.line("// No spec declares a storyboard: code-built screens need no storyboard checks.")
                return
            }
            renderHelpers(&out)
        }
        return GeneratedFile(path: "\(model.module)Tests/\(className).swift", contents: out.text)
    }

    private func renderHelpers(_ out: inout SwiftWriter) {
        out.line("// MARK: Helpers")
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
}
