/// The part of `<Module>Tests/<Module>ScreenTests.swift` for screens whose class other
/// screens share: their type has no `StoryboardInstantiable` or `NibInstantiable`
/// conformance, so each test passes the screen's own scene (a `ScreenGenScene`) or XIB, and
/// the helpers below check that one, with the same messages as the type-based helpers.
extension TestsRenderer {
    /// The check of a screen of a shared class: `assertScene(ScreenGenScene<…>(…))`, or
    /// `assertNib(WebViewController.self, nib: "Web", bundle: …, spec: "…")`.
    func sharedClassCheck(_ check: String, _ screen: Screen) -> SwiftWriter.Line {
        if case let .nib(name, bundle) = screen.source {
            let spec = SwiftWriter.stringLiteral(model.reference(of: screen))
            return "\(check)(\(screen.typeName).self, nib: \(SwiftWriter.stringLiteral(name)), bundle: \(bundle.expression(classToken: screen.typeName)), spec: \(spec))"
        }
        return "\(check)(\(SupportRenderer.sharedSceneExpression(screen, model: model)))"
    }

    func renderSharedClassHelpers(_ out: inout SwiftWriter) {
        let shared = model.screens.filter(\.sharesClass)
        if shared.contains(where: { $0.source.storyboard != nil && !$0.usesCreator }) { renderSharedSceneHelper(&out) }
        if shared.contains(where: { $0.source.storyboard != nil && $0.usesCreator }) { renderSharedSceneExistsHelper(&out) }
        if shared.contains(where: { $0.source.nibName != nil }) { renderSharedNibHelper(framework.nibs, &out) }
    }

    private func renderSharedSceneHelper(_ out: inout SwiftWriter) {
        let type = SupportRenderer.sharedSceneType
        let (local, localType) = framework.instantiatedLocal
        let kind = framework.instantiatedKind
        out.line()
        out.line("/// Checks, without trapping, that the scene of a screen whose class other screens share")
        out.line("/// exists and instantiates as `Screen`.")
        out.line("@MainActor")
        out.block("private func assertScene<Screen>", parameters: ["_ scene: \(type)<Screen>"] + dialect.callerParameters) { out in
            out.line("let name = scene.storyboardName")
            out.line("let spec = scene.specLocation")
            out.call("guard let compiled = compiledStoryboard", arguments: ["name", "bundle: scene.storyboardBundle", "spec: spec"] + dialect.callerArguments, " else { return }")
            out.block("if let problem = scene.problem(in: compiled)") { out in
                dialect.fail("\\(spec): \\(problem)", into: &out)
                out.line("return")
            }
            out.line("let storyboard = \(framework.storyboardType)(name: name.rawValue, bundle: scene.storyboardBundle)")
            out.line("let \(local): \(localType)")
            out.line("let description: String")
            out.line("if let identifier = scene.storyboardIdentifier {")
            out.line("    description = \"scene '\\(identifier)'\"")
            out.line("    \(local) = storyboard.instantiate\(kind)(withIdentifier: identifier)")
            out.line("} else {")
            out.line("    description = \"initial \(framework.sceneNoun)\"")
            out.line("    \(local) = storyboard.instantiateInitial\(kind)()")
            out.line("}")
            out.block("guard let \(local) else") { out in
                dialect.fail("\\(spec): storyboard '\\(name.rawValue)' \\(description) did not instantiate; expected \\(Screen.self)", into: &out)
                out.line("return")
            }
            dialect.fail(when: "!(\(local) is Screen)",
                         "\\(spec): storyboard '\\(name.rawValue)' \\(description) is \\(type(of: \(local))); expected \\(Screen.self) (check its Custom Class and Module)",
                         into: &out)
        }
    }

    private func renderSharedSceneExistsHelper(_ out: inout SwiftWriter) {
        out.line()
        out.line("/// Checks, without instantiating, that the scene of a screen whose class other screens share,")
        out.line("/// made through `init?(coder:...)`, exists.")
        out.line("@MainActor")
        out.block("private func assertSceneExists<Screen>", parameters: ["_ scene: \(SupportRenderer.sharedSceneType)<Screen>"] + dialect.callerParameters) { out in
            out.line("let spec = scene.specLocation")
            out.call("guard let compiled = compiledStoryboard", arguments: ["scene.storyboardName", "bundle: scene.storyboardBundle", "spec: spec"] + dialect.callerArguments, " else { return }")
            out.block("if let problem = scene.problem(in: compiled)") { out in
                dialect.fail("\\(spec): \\(problem)", into: &out)
            }
        }
    }

    private func renderSharedNibHelper(_ nibs: UIFramework.Nibs, _ out: inout SwiftWriter) {
        out.line()
        out.line("/// Checks, without trapping, that the compiled XIB of a screen whose class other screens share")
        out.line("/// is in its bundle and loads.")
        out.line("@MainActor")
        out.block("private func assertNib<Screen: \(framework.viewController)>",
                  parameters: ["_ screen: Screen.Type", "nib name: String", "bundle: Bundle", "spec: String"] + dialect.callerParameters) { out in
            renderNibChecks(nibs, into: &out)
        }
    }
}
