/// Renders `<Module>Tests/<Module>ScreenTests.swift` for `platform: macOS`, in XCTest or
/// Swift Testing (``TestDialect``): one test per storyboard and per storyboard screen, each
/// reading the compiled storyboard before instantiating, so a storyboard that does not match
/// the spec fails exactly that test with the spec line instead of an AppKit exception.
struct AppKitTestsRenderer {
    let model: AppModel

    private var dialect: TestDialect { TestDialect(framework: model.tests) }

    func render() -> GeneratedFile {
        let name = "\(model.module)ScreenTests"
        var out = SwiftWriter()
        out.fileHeader(source: model.specsFolderForHeader)
        out.line()
        out.line("import AppKit")
        out.line("import Foundation")
        out.line(dialect.importLine)
        if let support = model.supportModule { out.line("import \(support)") }
        out.line("@testable import \(model.module)")
        out.line()
        out.line("/// Proves that the storyboards match the specs; each failure names the spec line to fix.")
        out.line("///")
        switch model.tests {
        case .xctest:
            out.line("/// Tests are `@MainActor async` methods (AppKit's controllers are main-actor isolated),")
            out.line("/// which XCTest runs on the main actor.")
            // As for UIKit: `nonisolated` keeps the class clear of a MainActor default isolation.
            out.line("#if compiler(>=6.1)")
            out.line("nonisolated final class \(name): XCTestCase {}")
            out.line("#else")
            out.line("final class \(name): XCTestCase {}")
            out.line("#endif")
            out.line()
            out.block("extension \(name)") { renderBody(&$0) }
        case .swiftTesting:
            out.line("/// Each test is `@MainActor` (AppKit's controllers are main-actor isolated); a storyboard")
            out.line("/// that does not match records an issue on that test, never a crash.")
            out.line("@Suite")
            out.block("struct \(name)") { renderBody(&$0) }
        }
        return GeneratedFile(path: "\(model.module)Tests/\(name).swift", contents: out.text)
    }

    private func renderBody(_ out: inout SwiftWriter) {
        out.line("// MARK: Storyboards")
        for storyboard in model.storyboards {
            let file = "NSStoryboard.\(model.storyboardFileEnum).\(SwiftIdentifier.escaped(storyboard.caseName))"
            out.line()
            out.line(dialect.testAttributes)
            out.block(dialect.testFunction("storyboard", storyboard.caseName)) { out in
                out.line("_ = compiledStoryboard(\(file), bundle: \(file).bundle, spec: \(SwiftWriter.stringLiteral(storyboard.location.description)))")
            }
        }
        out.line()
        out.line("// MARK: Screens")
        for screen in model.screens where screen.source.storyboard != nil {
            out.line()
            out.line(dialect.testAttributes)
            out.block(dialect.testFunction("screen", screen.typeName)) { out in
                out.line("\(screen.usesCreator ? "assertSceneExists" : "assertScene")(\(screen.typeName).self)")
            }
        }
        out.line()
        guard !model.storyboards.isEmpty else {
            out.line("// No spec declares a storyboard: screens built in code need no resource checks.")
            return
        }
        out.line("// MARK: Helpers")
        renderHelpers(&out)
        if model.screens.contains(where: \.usesCreator) { renderSceneExistsHelper(&out) }
    }

    private func renderHelpers(_ out: inout SwiftWriter) {
        let type = SupportRenderer.compiledStoryboardType
        out.line()
        out.line("/// The compiled storyboard, or nil after recording why it cannot be read.")
        out.line("@MainActor")
        out.line("private func compiledStoryboard(")
        let fileType = model.supportModule == nil ? "NSStoryboard.File" : "some ScreenGenStoryboardFile"
        out.line("    _ storyboard: \(fileType), bundle: Bundle, spec: String, \(dialect.callerParameters)")
        out.block(") -> \(type)?") { out in
            out.line("let (compiled, problem) = \(type).load(storyboard, bundle: bundle)")
            out.block("if let problem") { out in
                out.line(dialect.fail("\\(spec): \\(problem)"))
            }
            out.line("return compiled")
        }
        out.line()
        out.line("/// Checks, without trapping, that the scene exists and instantiates as `Screen`.")
        out.line("@MainActor")
        out.block("private func assertScene<Screen: StoryboardInstantiable>(_ screen: Screen.Type, \(dialect.callerParameters))") { out in
            out.line("let name = Screen.storyboardName.rawValue")
            out.line("let spec = Screen.specLocation")
            out.line("guard let compiled = compiledStoryboard(Screen.storyboardName, bundle: Screen.storyboardBundle, spec: spec, \(dialect.callerArguments)) else { return }")
            out.block("if let problem = compiled.problem(instantiating: Screen.self)") { out in
                out.line(dialect.fail("\\(spec): \\(problem)"))
                out.line("return")
            }
            out.line("let storyboard = NSStoryboard(name: name, bundle: Screen.storyboardBundle)")
            out.line("let controller: Any?")
            out.line("let scene: String")
            out.line("if let identifier = Screen.storyboardIdentifier {")
            out.line("    scene = \"scene '\\(identifier)'\"")
            out.line("    controller = storyboard.instantiateController(withIdentifier: identifier)")
            out.line("} else {")
            out.line("    scene = \"initial controller\"")
            out.line("    controller = storyboard.instantiateInitialController()")
            out.line("}")
            out.block("guard let controller else") { out in
                out.line(dialect.fail("\\(spec): storyboard '\\(name)' \\(scene) did not instantiate; expected \\(Screen.self)"))
                out.line("return")
            }
            dialect.fail(when: "!(controller is Screen)",
                         "\\(spec): storyboard '\\(name)' \\(scene) is \\(type(of: controller)); expected \\(Screen.self) (check its Custom Class and Module)",
                         into: &out)
        }
    }

    /// Scenes made through `init?(coder:...)`: proven without instantiating, because their
    /// `required init?(coder:)` usually traps.
    private func renderSceneExistsHelper(_ out: inout SwiftWriter) {
        out.line()
        out.line("/// Checks, without instantiating, that a scene made through `init?(coder:...)` exists: its")
        out.line("/// `required init?(coder:)` may trap, and the storyboard check at generate time proves its class.")
        out.line("@MainActor")
        out.block("private func assertSceneExists<Screen: StoryboardInstantiable>(_ screen: Screen.Type, \(dialect.callerParameters))") { out in
            out.line("let spec = Screen.specLocation")
            out.line("guard let compiled = compiledStoryboard(Screen.storyboardName, bundle: Screen.storyboardBundle, spec: spec, \(dialect.callerArguments)) else { return }")
            out.block("if let problem = compiled.problem(instantiating: Screen.self)") { out in
                out.line(dialect.fail("\\(spec): \\(problem)"))
            }
        }
    }
}
