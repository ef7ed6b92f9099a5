/// The segue part of `<Module>/<spec>+Screens.swift`: for a scene with `segues:`, its
/// `Segue` enum, `performSegue(_:sender:)`, and `prepareSegue(_:_:)`, which hands the
/// caller each declared segue's destination, typed, to receive its parameters.
extension ScreenRenderer {
    func renderSegues(_ screen: Screen, into out: inout SwiftWriter) {
        // Frameworks without typed segues refuse `segues:` before rendering.
        guard screen.hasSegues, let segueClass = framework.segueClass else { return }
        let access = model.accessKeyword
        let type = screen.typeName
        out.block("extension \(type)") { out in
            out.line("/// The segues of this scene that the specs declare; the raw value is the storyboard's identifier.")
            out.block("\(access) enum Segue: String, CaseIterable, Sendable") { out in
                for segue in screen.segues {
                    out.line("/// To `\(segue.destination)`\(segue.embedded ? ", the root of a navigation controller" : ""), \(model.declared(at: segue.location)).")
                    out.line("case \(SwiftIdentifier.escaped(segue.caseName)) = \(SwiftWriter.stringLiteral(segue.identifier))")
                }
            }
            out.line()
            out.line("/// A declared segue with its destination, which takes the destination's parameters.")
            out.block("\(access) enum SegueDestination") { out in
                for segue in screen.segues {
                    out.line("case \(SwiftIdentifier.escaped(segue.caseName))(\(SupportRenderer.segueDestinationType)<\(segue.destinationType)>)")
                }
            }
            out.line()
            out.line("/// Performs a declared segue, as `performSegue(withIdentifier:sender:)` does with its identifier.")
            out.block("\(access) func performSegue(_ segue: Segue, sender: Any? = nil)") { out in
                out.line("performSegue(withIdentifier: segue.rawValue, sender: sender)")
            }
            out.line()
            renderPrepare(screen, access: access, segueClass: segueClass, into: &out)
        }
        out.line()
    }

    /// `prepareSegue(_:_:)`: matches the identifier, unwraps and checks the destination, and
    /// lets `body` return the preparation only the destination's `initialize` makes.
    private func renderPrepare(_ screen: Screen, access: String, segueClass: String, into out: inout SwiftWriter) {
        let preparation = SupportRenderer.seguePreparationType
        out.line("/// For a declared segue, calls `body` with its typed destination and returns true; returns")
        out.line("/// false for any other segue. Call it from `prepare(for:sender:)`: `body` must return what")
        out.line("/// the destination's `initialize(...)` returns, so a forgotten parameter, or a declared")
        out.line("/// segue left out of an exhaustive `switch`, does not compile.")
        out.line("@discardableResult")
        out.block("\(access) func prepareSegue", parameters: ["_ segue: \(segueClass)", "_ body: (SegueDestination) -> \(preparation)"], " -> Bool") { out in
            out.line("guard let identifier = segue.identifier, let declared = Segue(rawValue: identifier) else { return false }")
            out.line("switch declared {")
            for segue in screen.segues {
                let name = SwiftIdentifier.escaped(segue.caseName)
                out.line("case .\(name):")
                out.indented { out in
                    let spec = SwiftWriter.stringLiteral(model.reference(of: segue, from: screen))
                    let reported = SwiftWriter.stringLiteral(segue.destinationReportedName)
                    out.call("_ = body(.\(name)(\(SupportRenderer.segueDestinationType)", arguments: ["segue", "embedded: \(segue.embedded)", "spec: \(spec)", "name: \(reported)"], "))")
                }
            }
            out.line("}")
            out.line("return true")
        }
    }
}
