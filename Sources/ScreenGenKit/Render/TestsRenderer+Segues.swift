/// The segue part of `<Module>Tests/<Module>ScreenTests.swift`: one test per declared segue,
/// proving that the compiled source scene has the segue and that it leads to the declared
/// destination, failing with the segue's spec line instead of trapping.
///
/// A compiled scene is a NIBArchive that Foundation cannot read, so the test instantiates
/// the source scene and reads the segue templates UIKit decoded with it: the undocumented
/// `storyboardSegueTemplates`, each with its `identifier` and the
/// `destinationViewControllerIdentifier` (a key of `UIViewControllerIdentifiersToNibNames`),
/// through key-value coding, asking `responds(to:)` first so a future UIKit without them
/// fails the test rather than the run.
extension TestsRenderer {
    func renderSegueTests(_ out: inout SwiftWriter) {
        let sources = model.screens.filter(\.hasSegues)
        guard !sources.isEmpty else { return }
        out.line()
        out.line("// MARK: Segues")
        let storyboards = Dictionary(model.screens.map { ($0.name, $0.source.storyboard) }, uniquingKeysWith: { first, _ in first })
        for screen in sources {
            if screen.usesCreator {
                out.line()
                out.line("// \(screen.name) is made through init?(coder:...), so its scene is not instantiated here:")
                out.line("// the check against the storyboards at generate time proves its segues.")
                continue
            }
            if !screen.kind.isMadeInCode {
                out.line()
                out.line("// \(screen.typeName) has no Storyboard ID to instantiate its scene by: the check against the")
                out.line("// storyboards at generate time proves its segues.")
                continue
            }
            for segue in screen.segues {
                out.line()
                dialect.test("segue", screen.name, segue.caseName, into: &out) { out in
                    // A destination in another storyboard is reached through a reference, which
                    // only UIKit resolves; the generate-time check follows it.
                    let sameStoryboard = storyboards[segue.destination] == screen.source.storyboard
                    let destination = sameStoryboard ? "\(segue.destinationType).self" : "nil as \(segue.destinationType).Type?"
                    out.line("assertSegue(\(screen.typeName).self, \(SwiftWriter.stringLiteral(segue.identifier)), to: \(destination), embedded: \(segue.embedded),")
                    out.line("            spec: \(SwiftWriter.stringLiteral(model.reference(of: segue, from: screen))))")
                }
            }
        }
    }

    func renderSegueHelper(_ out: inout SwiftWriter) {
        let viewController = framework.viewController
        // Validation refuses `segues:` where the framework has no navigation controller.
        let navigationController = framework.navigation?.controller ?? "\(framework.classPrefix)NavigationController"
        let kind = framework.instantiatedKind
        out.line()
        out.line("/// Checks, without trapping, that the compiled scene of `Source` has the segue `identifier` and")
        out.line("/// that it leads to `Destination` (the root of a navigation controller when `embedded`); nil")
        out.line("/// skips the destination, for one in another storyboard. \(framework.module) keeps a scene's segues in the")
        out.line("/// undocumented `storyboardSegueTemplates`, read through key-value coding after `responds(to:)`.")
        out.line("@MainActor")
        out.block("private func assertSegue<Source: StoryboardInstantiable, Destination: \(viewController)>",
                  parameters: ["_ source: Source.Type", "_ identifier: String", "to destination: Destination.Type?", "embedded: Bool", "spec: String"]
                    + dialect.callerParameters) { out in
            out.line("let name = Source.storyboardName")
            out.call("guard let compiled = compiledStoryboard", arguments: ["name", "bundle: Source.storyboardBundle", "spec: spec"] + dialect.callerArguments, " else { return }")
            out.block("if let problem = compiled.problem(instantiating: Source.self)") { out in
                dialect.fail("\\(spec): segue '\\(identifier)': \\(problem)", into: &out)
                out.line("return")
            }
            out.line("let storyboard = \(framework.storyboardType)(name: name.rawValue, bundle: Source.storyboardBundle)")
            out.line("let scene = Source.storyboardIdentifier.map { \"scene '\\($0)'\" } ?? \"initial \(framework.sceneNoun)\"")
            out.block("let viewController = Source.storyboardIdentifier.map") { out in
                out.line("storyboard.instantiate\(kind)(withIdentifier: $0)")
            }
            out.line("    ?? storyboard.instantiateInitial\(kind)()")
            out.line("let templatesKey = \"storyboardSegueTemplates\"")
            out.line("guard let viewController, viewController.responds(to: NSSelectorFromString(templatesKey)),")
            out.block("      let templates = viewController.value(forKey: templatesKey) as? [NSObject] else") { out in
                dialect.fail("\\(spec): cannot read the segues of storyboard '\\(name.rawValue)' \\(scene) (\(framework.module)'s \\(templatesKey))", into: &out)
                out.line("return")
            }
            out.line("let identified = templates.filter { $0.responds(to: NSSelectorFromString(\"identifier\")) }")
            out.line("    .map { (identifier: $0.value(forKey: \"identifier\") as? String, template: $0) }")
            out.block("guard let template = identified.first(where: { $0.identifier == identifier })?.template else") { out in
                out.line("let known = identified.compactMap(\\.identifier).sorted().joined(separator: \", \")")
                dialect.fail("\\(spec): storyboard '\\(name.rawValue)' \\(scene) has no segue '\\(identifier)'; its segues: \\(known.isEmpty ? \"none\" : known)", into: &out)
                out.line("return")
            }
            out.line("guard let destination else { return }")
            out.line("let destinationKey = \"destinationViewControllerIdentifier\"")
            out.line("guard template.responds(to: NSSelectorFromString(destinationKey)),")
            out.line("      let key = template.value(forKey: destinationKey) as? String,")
            out.block("      compiled.identifiers.contains(key) else") { out in
                dialect.fail("\\(spec): segue '\\(identifier)' of storyboard '\\(name.rawValue)' \\(scene) leads to no scene of that storyboard", into: &out)
                out.line("return")
            }
            out.line("let shown = storyboard.instantiate\(kind)(withIdentifier: key)")
            out.line("let root = embedded ? (shown as? \(navigationController))?.viewControllers.first : shown")
            out.line("let found = embedded && !(shown is \(navigationController))")
            out.line("    ? \"\\(type(of: shown)), not a navigation controller\"")
            out.line("    : root.map { \"\\(type(of: $0))\" } ?? \"no root\"")
            dialect.fail(when: "!(root is Destination)",
                         "\\(spec): segue '\\(identifier)' of storyboard '\\(name.rawValue)' \\(scene) leads to \\(found); expected \\(embedded ? \"a navigation controller whose root is \" : \"\")\\(destination) (check the destination's Custom Class and Module)",
                         into: &out)
        }
    }
}
