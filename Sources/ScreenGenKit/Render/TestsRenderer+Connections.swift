/// The generated tests' check of the outlets and actions that a screen's scene or XIB
/// connects on its controller (``Screen/connections``): the class answers each one's
/// selector, asked of the class with `instancesRespond(to:)`, so nothing is instantiated
/// and no view is loaded. An outlet needs the setter key-value coding calls (`setLabel:`,
/// which an `@IBOutlet var label` has), an action its method (`tap:`, an `@IBAction
/// func tap(_:)`). A broken connection then fails its test, naming the storyboard or XIB
/// line, the connection and the spec, instead of stopping the app with
/// `NSUnknownKeyException` or "unrecognized selector" the first time the scene loads.
extension TestsRenderer {
    func renderConnectionTests(_ out: inout SwiftWriter) {
        let screens = model.screens.filter { !$0.connections.isEmpty }
        guard !screens.isEmpty else { return }
        out.line()
        out.line("// MARK: Connections")
        for screen in screens {
            out.line()
            dialect.test("connections", screen.name, into: &out) { out in
                out.line("let spec = \(SwiftWriter.stringLiteral(model.reference(of: screen)))")
                for connection in screen.connections {
                    out.call("assertConnection", arguments: [
                        "\(screen.typeName).self", SwiftWriter.stringLiteral(connection.described), SwiftWriter.stringLiteral(connection.selector),
                        "at: \(SwiftWriter.stringLiteral(connection.location.description))", "spec: spec",
                    ])
                }
            }
        }
    }

    func renderConnectionHelper(_ out: inout SwiftWriter) {
        guard model.screens.contains(where: { !$0.connections.isEmpty }) else { return }
        out.line()
        out.line("/// Checks, without instantiating it, that `Screen` answers what its scene or XIB connects on it:")
        out.line("/// the setter of an outlet (an `@IBOutlet var`), the method of an action (an `@IBAction func`).")
        out.line("@MainActor")
        out.block("private func assertConnection<Screen: NSObject>",
                  parameters: ["_ screen: Screen.Type", "_ connection: String", "_ selector: String", "at place: String", "spec: String"]
                      + dialect.callerParameters) { out in
            dialect.fail(when: "!Screen.instancesRespond(to: NSSelectorFromString(selector))",
                         "\\(spec): \\(place): \\(connection) is connected on \\(Screen.self), which does not respond to \\(selector); declare it in the class with @IBOutlet or @IBAction, or remove the connection in Interface Builder",
                         into: &out)
        }
    }
}
