/// The one statement that tells the navigation observer of a screen, written wherever the
/// generated code makes or shows one: `create` (and through it `push`, `present` and a
/// `Representable`), a typed segue preparation and `route.view`.
///
/// `ScreenNavigation.report` takes the parameters as an autoclosure, so without an observer
/// the statement costs a nil check: no value is described and no dictionary is built.
extension ScreenRenderer {
    /// `ScreenNavigation.report("Name", .kind, <shown>, [...])` (prefixed by `prefix`, e.g.
    /// `let _ = ` in a view builder): each parameter of `screen` the spec does not omit, by its
    /// name, with the value the expression `value(parameter)` describes, or masked.
    /// `name` is the expression of the reported name, by default the screen's as a literal.
    static func renderReport(_ screen: Screen, name: String? = nil, shown: String, prefix: String = "", value: (Parameter) -> String,
                             into out: inout SwiftWriter) {
        let navigation = SupportRenderer.navigationType
        var entries: [String] = []
        for parameter in screen.allParameters {
            let described: String
            switch screen.redactions[parameter.name] {
            case .omit?: continue
            case .mask?: described = "\(navigation).masked"
            case nil: described = "\(navigation).describe(\(value(parameter)))"
            }
            entries.append("\(SwiftWriter.stringLiteral(parameter.name)): \(described)")
        }
        let head = "\(prefix)\(navigation).report(\(name ?? SwiftWriter.stringLiteral(screen.reportedName)), .\(reportedKind(of: screen)), \(shown), "
        let oneLine: SwiftWriter.Line = "\(head)[\(entries.isEmpty ? ":" : entries.joined(separator: ", "))])"
        guard !out.fits(oneLine), !entries.isEmpty else { return out.line(oneLine) }
        out.line("\(head)[")
        out.indented { out in
            for entry in entries { out.line("\(entry),") }
        }
        out.line("])")
    }

    /// The `ScreenNavigation.Kind` case of a screen.
    static func reportedKind(of screen: Screen) -> String {
        switch screen.kind {
        case .storyboardScene, .initialScene, .segueOnlyScene: return "storyboard"
        case .nib: return "nib"
        case .code: return "code"
        case .swiftUI: return "swiftUI"
        }
    }
}
