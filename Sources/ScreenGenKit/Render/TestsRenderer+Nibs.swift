/// The generated tests' check of a `nib:` screen: its compiled XIB is in its bundle and
/// loads, each framework through its own nib class (``UIFramework/Nibs``), and a missing or
/// unreadable nib fails the test that met it instead of raising inside the framework.
extension TestsRenderer {
    func renderNibHelper(_ nibs: UIFramework.Nibs, _ out: inout SwiftWriter) {
        out.line()
        out.line("/// Checks, without trapping, that the screen's compiled XIB is in its bundle and loads.")
        out.line("@MainActor")
        out.block("private func assertNib<Screen: NibInstantiable>", parameters: ["_ screen: Screen.Type"] + dialect.callerParameters) { out in
            out.line("let name = Screen.nibResourceName")
            out.line("let bundle = Screen.nibResourceBundle")
            out.line("let spec = Screen.specLocation")
            renderNibChecks(nibs, into: &out)
        }
    }

    /// The body of an `assertNib` helper after `name`, `bundle` and `spec` are bound.
    func renderNibChecks(_ nibs: UIFramework.Nibs, into out: inout SwiftWriter) {
        out.block("guard bundle.url(forResource: name, withExtension: \"nib\") != nil else") { out in
            dialect.fail("\\(spec): nib '\\(name)' is not in bundle \\(bundle.bundlePath); expected \\(name).nib there for \\(Screen.self) (is \\(name).xib part of the target?)", into: &out)
            out.line("return")
        }
        switch nibs {
        case let .returnsObjects(nibClass):
            out.line("let objects = \(nibClass)(nibName: name, bundle: bundle).instantiate(withOwner: nil, options: nil)")
            dialect.fail(when: "objects.isEmpty", "\\(spec): nib '\\(name)' loaded no objects; expected the view of \\(Screen.self)", into: &out)
        case let .reportsSuccess(nibClass, viewClass):
            out.block("guard let nib = \(nibClass)(nibNamed: name, bundle: bundle) else") { out in
                dialect.fail("\\(spec): nib '\\(name)' in bundle \\(bundle.bundlePath) could not be read; expected the view of \\(Screen.self)", into: &out)
                out.line("return")
            }
            out.line("var objects: NSArray?")
            out.line("let loaded = nib.instantiate(withOwner: nil, topLevelObjects: &objects)")
            dialect.fail(when: "!loaded || objects?.contains(where: { $0 is \(viewClass) }) != true",
                         "\\(spec): nib '\\(name)' loaded no view; expected the view of \\(Screen.self)", into: &out)
        }
    }
}
