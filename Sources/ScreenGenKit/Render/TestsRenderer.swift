/// Renders `<Module>Tests/<Module>ScreenTests.swift`: tests proving that every storyboard
/// ships compiled in its bundle, every storyboard or XIB screen loads with its declared
/// type, and every declared segue is on its scene, for XCTest (`tests: xctest`, the
/// default) or Swift Testing (`tests: swift-testing`).
///
/// Each check reads the compiled storyboard's `Info.plist` before instantiating, so a
/// storyboard that does not match the spec fails one test with a message naming the spec
/// line, instead of stopping the whole test run inside UIKit or AppKit. The checks are
/// written once; a ``TestDialect`` spells them for the test framework (XCTest cases that
/// call `XCTFail`, or a `@Suite` of `@Test @MainActor` functions that record issues), and a
/// ``UIFramework`` for the UI framework.
struct TestsRenderer {
    let model: AppModel
    var dialect: TestDialect
    let framework: UIFramework

    init(model: AppModel, framework: UIFramework? = nil) {
        self.model = model
        dialect = TestDialect(framework: model.tests)
        self.framework = framework ?? model.framework
    }

    func render() -> GeneratedFile {
        let name = "\(model.module)ScreenTests"
        var out = SwiftWriter()
        out.fileHeader(source: model.specsFolderForHeader)
        out.line()
        // A route to a SwiftUI screen is tested to make its hosting controller, which SwiftUI declares.
        let hosting = model.routes != nil && model.routeScreens.contains { $0.source == .swiftUI } ? framework.hosting?.module : nil
        for module in ["Foundation", framework.module, dialect.module, hosting].compactMap({ $0 }).sorted() { out.line("import \(module)") }
        if let support = model.supportModule { out.line("import \(support)") }
        out.line("@testable import \(model.module)")
        out.line()
        out.line("/// Proves that the storyboards match the specs; each failure names the spec line to fix.")
        out.line("///")
        switch dialect.framework {
        case .xctest:
            for line in framework.testSuiteDoc.xctest { out.line("\(line)") }
            // With Swift 6.2's default actor isolation set to MainActor (new Xcode 26 targets),
            // a plain class would be main-actor isolated and clash with XCTestCase's
            // nonisolated initializers; `nonisolated` on a type needs Swift 6.1, so the class is
            // declared once per compiler and the tests live in an extension.
            out.line("#if compiler(>=6.1)")
            out.line("nonisolated final class \(name): XCTestCase {}")
            out.line("#else")
            out.line("final class \(name): XCTestCase {}")
            out.line("#endif")
            out.line()
            out.block("extension \(name)") { renderTests(&$0) }
            // At file scope: a test's main-actor body then calls them without capturing the
            // test case, which is not `Sendable`.
            renderHelpers(&out)
            dialect.mainActorHelper(into: &out)
        case .swiftTesting:
            for line in framework.testSuiteDoc.swiftTesting { out.line("\(line)") }
            out.line("@Suite")
            out.block("struct \(name)") { out in
                renderTests(&out)
                renderHelpers(&out)
            }
        }
        renderRecorder(&out)
        return GeneratedFile(path: Self.path(in: model), utf8: out.utf8)
    }

    /// `<Module>Tests/<Module>ScreenTests.swift`.
    static func path(in model: AppModel) -> String {
        "\(model.module)Tests/\(model.module)ScreenTests.swift"
    }

    private func renderTests(_ out: inout SwiftWriter) {
        out.line("// MARK: Storyboards")
        for storyboard in model.storyboards {
            let name = "\(framework.storyboardNameType(of: model)).\(SwiftIdentifier.escaped(storyboard.caseName))"
            out.line()
            dialect.test("storyboard", storyboard.caseName, into: &out) { out in
                let spec = SwiftWriter.stringLiteral(model.reference(of: storyboard))
                out.call("_ = compiledStoryboard", arguments: ["\(name)", "bundle: \(name).bundle", "spec: \(spec)"])
            }
        }
        out.line()
        out.line("// MARK: Screens")
        for screen in model.screens {
            let check: String
            switch screen.source {
            case .storyboardScene, .initialScene: check = screen.usesCreator ? "assertSceneExists" : "assertScene"
            case .nib: check = "assertNib"
            case let .segueOnlyScene(storyboard):
                // No conformance names its storyboard and spec line, so the test does.
                let name = model.storyboards.first { $0.name == storyboard }.map { "\(framework.storyboardNameType(of: model)).\(SwiftIdentifier.escaped($0.caseName))" } ?? ""
                check = "assertUnnamedScene"
                out.line()
                dialect.test("screen", screen.name, into: &out) { out in
                    out.line("\(check)(\(screen.typeName).self, in: \(name), spec: \(SwiftWriter.stringLiteral(model.reference(of: screen))))")
                }
                continue
            case .code, .swiftUI: continue
            }
            out.line()
            dialect.test("screen", screen.name, into: &out) { out in
                out.line(screen.sharesClass ? sharedClassCheck(check, screen) : "\(check)(\(screen.typeName).self)")
            }
        }
        renderConnectionTests(&out)
        renderSegueTests(&out)
        renderRouteTests(&out)
        renderCodableTests(&out)
        renderStackTests(&out)
        renderReachabilityTest(&out)
    }

    private func renderHelpers(_ out: inout SwiftWriter) {
        renderRouteHelpers(&out)
        renderCodableHelpers(&out)
        renderStackHelper(&out)
        renderReachabilityHelper(&out)
        out.line()
        let hasNibs = model.screens.contains { $0.source.nibName != nil }
        if model.storyboards.isEmpty && !hasNibs {
            out.line("// No spec declares a storyboard or a XIB: screens built in code need no resource checks.")
            return
        }
        // The caller's location is passed through, so a failure marks the test that met it.
        out.line("// MARK: Helpers")
        if !model.storyboards.isEmpty { renderStoryboardHelpers(&out) }
        if model.screens.contains(where: \.usesCreator) { renderSceneExistsHelper(&out) }
        if model.screens.contains(where: { $0.kind == .segueOnlyScene }) { renderUnnamedSceneHelper(&out) }
        if model.screens.contains(where: \.hasSegues) { renderSegueHelper(&out) }
        if hasNibs { renderNibHelper(framework.nibs, &out) }
        renderConnectionHelper(&out)
        renderSharedClassHelpers(&out)
    }

    private func renderStoryboardHelpers(_ out: inout SwiftWriter) {
        let type = SupportRenderer.compiledStoryboardType
        let (parameter, result) = framework.testHelperNames
        out.line()
        out.line("/// The compiled storyboard, or nil after recording why it cannot be read.")
        out.line("@MainActor")
        let nameType = model.supportModule == nil ? framework.storyboardNameType(of: model) : "some \(framework.storyboardNamesProtocol)"
        out.block("private func compiledStoryboard", parameters: ["_ \(parameter): \(nameType)", "bundle: Bundle", "spec: String"] + dialect.callerParameters,
                  " -> \(type)?") { out in
            out.line("let (\(result), problem) = \(type).load(\(parameter), bundle: bundle)")
            out.block("if let problem") { out in
                dialect.fail("\\(spec): \\(problem)", into: &out)
            }
            out.line("return \(result)")
        }
        renderSceneHelper(&out)
    }

    private func renderSceneHelper(_ out: inout SwiftWriter) {
        // `name` is the storyboard-name value, or its raw `String`, as the framework's helper reads it.
        let raw = framework.testBindsRawName
        let rawName = raw ? "name" : "name.rawValue"
        let (local, localType) = framework.instantiatedLocal
        let kind = framework.instantiatedKind
        out.line()
        out.line("/// Checks, without trapping, that the scene exists and instantiates as `Screen`.")
        out.line("@MainActor")
        out.block("private func assertScene<Screen: StoryboardInstantiable>", parameters: ["_ screen: Screen.Type"] + dialect.callerParameters) { out in
            out.line("let name = Screen.storyboardName\(raw ? ".rawValue" : "")")
            out.line("let spec = Screen.specLocation")
            out.call("guard let compiled = compiledStoryboard", arguments: ["\(raw ? "Screen.storyboardName" : "name")", "bundle: Screen.storyboardBundle", "spec: spec"] + dialect.callerArguments, " else { return }")
            out.block("if let problem = compiled.problem(instantiating: Screen.self)") { out in
                dialect.fail("\\(spec): \\(problem)", into: &out)
                out.line("return")
            }
            out.line("let storyboard = \(framework.storyboardType)(name: \(rawName), bundle: Screen.storyboardBundle)")
            out.line("let \(local): \(localType)")
            out.line("let scene: String")
            out.line("if let identifier = Screen.storyboardIdentifier {")
            out.line("    scene = \"scene '\\(identifier)'\"")
            out.line("    \(local) = storyboard.instantiate\(kind)(withIdentifier: identifier)")
            out.line("} else {")
            out.line("    scene = \"initial \(framework.sceneNoun)\"")
            out.line("    \(local) = storyboard.instantiateInitial\(kind)()")
            out.line("}")
            out.block("guard let \(local) else") { out in
                dialect.fail("\\(spec): storyboard '\\(\(rawName))' \\(scene) did not instantiate; expected \\(Screen.self)", into: &out)
                out.line("return")
            }
            dialect.fail(when: "!(\(local) is Screen)",
                         "\\(spec): storyboard '\\(\(rawName))' \\(scene) is \\(type(of: \(local))); expected \\(Screen.self) (check its Custom Class and Module)",
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
        out.block("private func assertSceneExists<Screen: StoryboardInstantiable>", parameters: ["_ screen: Screen.Type"] + dialect.callerParameters) { out in
            out.line("let spec = Screen.specLocation")
            out.call("guard let compiled = compiledStoryboard", arguments: ["Screen.storyboardName", "bundle: Screen.storyboardBundle", "spec: spec"] + dialect.callerArguments, " else { return }")
            out.block("if let problem = compiled.problem(instantiating: Screen.self)") { out in
                dialect.fail("\\(spec): \\(problem)", into: &out)
            }
        }
    }

    /// A segue-only screen's scene has no Storyboard ID to instantiate it by: the scenes
    /// without one are instantiated, as the segues that show them do, until one is `Screen`.
    private func renderUnnamedSceneHelper(_ out: inout SwiftWriter) {
        let kind = framework.instantiatedKind
        let nameType = model.supportModule == nil ? framework.storyboardNameType(of: model) : "some \(framework.storyboardNamesProtocol)"
        out.line()
        out.line("/// Checks that the storyboard has a scene of class `Screen` with no Storyboard ID (one that only")
        out.line("/// segues and relationships show): it instantiates each such scene, as a segue does, until")
        out.line("/// one is `Screen`.")
        out.line("@MainActor")
        out.block("private func assertUnnamedScene<Screen: \(framework.viewController)>",
                  parameters: ["_ screen: Screen.Type", "in name: \(nameType)", "spec: String"] + dialect.callerParameters) { out in
            out.call("guard let compiled = compiledStoryboard", arguments: ["name", "bundle: name.bundle", "spec: spec"] + dialect.callerArguments, " else { return }")
            out.line("let storyboard = \(framework.storyboardType)(name: name.rawValue, bundle: name.bundle)")
            out.line("let keys = compiled.unnamedSceneKeys")
            out.line("if keys.contains(where: { storyboard.instantiate\(kind)(withIdentifier: $0) is Screen }) { return }")
            dialect.fail("\\(spec): storyboard '\\(name.rawValue)' has no scene of class \\(Screen.self) without a Storyboard ID among its \\(keys.count) such scenes; check the scene's Custom Class and Module, or, if it has a Storyboard ID, declare it with 'identifier:' instead of 'segueOnly: true'", into: &out)
        }
    }
}
