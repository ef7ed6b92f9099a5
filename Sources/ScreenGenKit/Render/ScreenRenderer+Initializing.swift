/// The `<Screen>Initializing` protocol of a screen with `initialize:`: the spec's signature
/// of the hand-written `initialize(...)`, which the screen's class conforms to.
///
/// A class whose `initialize` drifted from the spec (a parameter renamed, retyped, added or
/// removed) then fails in one place, the conformance, with the compiler naming the spec's
/// requirement and the class's near miss — not in every generated call, at a column inside
/// an argument list. With `sourceLocations: spec` the conformance sits on the screen's
/// spec line.
extension ScreenRenderer {
    /// `<Screen>Initializing`: the one place that names the protocol.
    static func initializingProtocol(of screen: Screen) -> String {
        "\(screen.name)Initializing"
    }

    /// `(screen as any HomeViewControllerInitializing).initialize`: every generated call of a
    /// hand-written `initialize` goes through the protocol, so a drifted signature is an error
    /// at the conformance alone, not also at each call.
    static func initializeHead(of screen: Screen, on value: String) -> SwiftWriter.Line {
        "(\(value) as any \(initializingProtocol(of: screen))).initialize"
    }

    func renderInitializing(_ screen: Screen, into out: inout SwiftWriter) {
        guard let parameters = screen.parameters else { return }
        let name = Self.initializingProtocol(of: screen)
        let list = ParameterList(parameters, specFile: model.layoutFile(of: screen.location), defaults: false)
        out.line("/// `\(screen.typeName).initialize\(list.selector)` as the spec declares it; the class conforms below,")
        out.line("/// so a hand-written `initialize` that drifted from the spec is one error, at the conformance.")
        out.line("@MainActor")
        out.block("internal protocol \(name)") { out in
            list.requirement("func initialize", into: &out)
        }
        out.line()
        guard let file = model.layoutFile(of: screen.location),
              let layout = SpecLineLayout(file: file, lines: [screen.location.line]) else {
            out.line("extension \(screen.typeName): \(name) {}")
            out.line()
            return
        }
        out.line(layout.directive(linesBefore: -1))
        out.line("extension \(screen.typeName): \(name) {}")
        out.line(SpecLineLayout.reset)
        out.line()
    }
}
