/// The navigation hook of `ScreenGen.swift`: `ScreenNavigation`, the value the observer is
/// told of each screen the generated code makes or shows, the observer protocol, and the one
/// static that holds the observer. Declared once (in the support module when there is one):
/// every screen file reports through ``ScreenRenderer/renderReport(_:shown:values:into:)``.
extension SupportRenderer {
    static let navigationType = "ScreenNavigation"
    static let observerProtocol = "ScreenNavigationObserver"

    func renderObserver(_ out: inout SwiftWriter) {
        let kinds = ["storyboard", "nib", "code", "swiftUI"]
        // Its nested types are named qualified, as everywhere in the generated code, so no
        // screen's name can hide them.
        out.line("// MARK: - Observing navigation")
        out.line()
        out.line("/// One screen that `create`, `push`, `present`, a typed segue preparation or `route.view` made")
        out.line("/// or showed, as `\(Self.navigationType).observer` is told of it.")
        out.block("\(access) struct \(Self.navigationType): Equatable, Sendable") { out in
            out.line("/// How the screen is made, as its spec declares it.")
            out.block("\(access) enum Kind: String, Sendable") { out in
                for kind in kinds { out.line("case \(kind)") }
            }
            out.line()
            out.line("/// How the screen is shown.")
            out.block("\(access) enum Shown: Equatable, Sendable") { out in
                out.line("/// Made by `create`, and returned.")
                out.line("case created")
                if framework.navigation != nil {
                    out.line("/// Made by `push`, and pushed.")
                    out.line("case pushed")
                }
                out.line("/// Made by `present`, and presented.")
                out.line("case presented")
                if framework.windows != nil {
                    out.line("/// Made by `show`, and its window shown.")
                    out.line("case shownInWindow")
                }
                if framework.segueClass != nil {
                    out.line("/// The destination of the segue with this identifier, given its parameters by the typed prepare.")
                    out.line("case segue(String)")
                }
                out.line("/// Made for SwiftUI: by `route.view`, or by the screen's `Representable`.")
                out.line("case swiftUIView")
            }
            out.line()
            out.line("/// The screen's spec key, or its `analytics:` name.")
            out.line("\(access) let screen: String")
            out.line("\(access) let kind: \(Self.navigationType).Kind")
            out.line("\(access) let shown: \(Self.navigationType).Shown")
            out.line("/// Each parameter's value by parameter name, as `describe(_:)` writes it; a parameter with")
            out.line("/// `redact: mask` has `masked` instead, one with `redact: omit` is left out.")
            out.line("\(access) let parameters: [String: String]")
            out.line()
            out.block("\(access) init(screen: String, kind: \(Self.navigationType).Kind, shown: \(Self.navigationType).Shown, parameters: [String: String])") { out in
                out.line("self.screen = screen")
                out.line("self.kind = kind")
                out.line("self.shown = shown")
                out.line("self.parameters = parameters")
            }
            out.line()
            out.line("/// A parameter's value as the observer is told it: `String(describing:)`, an optional's")
            out.line("/// wrapped value or `nil`.")
            out.block("\(access) static func describe<Value>(_ value: Value) -> String") { out in
                out.line("String(describing: value)")
            }
            out.line()
            out.block("\(access) static func describe<Value>(_ value: Value?) -> String") { out in
                out.line("value.map { String(describing: $0) } ?? \"nil\"")
            }
            out.line()
            out.line("/// What a parameter with `redact: mask` shows instead of its value.")
            out.line("\(access) static let masked = \"<redacted>\"")
            out.line()
            out.line("/// Told of every screen the generated code makes or shows; nil (the default) costs one")
            out.line("/// nil check per navigation, and no parameter is described.")
            out.line("@MainActor \(access) static var observer: (any \(Self.observerProtocol))?")
            out.line()
            out.line("/// Tells the observer, when there is one; `parameters` is not evaluated without one.")
            out.line("@MainActor")
            let parameters = ["_ screen: String", "_ kind: \(Self.navigationType).Kind", "_ shown: \(Self.navigationType).Shown",
                              "_ parameters: @autoclosure () -> [String: String]"]
            out.block("\(access) static func report", parameters: parameters) { out in
                out.line("guard let observer = observer else { return }")
                out.line("observer.observe(\(Self.navigationType)(screen: screen, kind: kind, shown: shown, parameters: parameters()))")
            }
        }
        out.line()
        out.line("/// Told of each screen the generated code makes or shows, once, as it is made: set")
        out.line("/// `\(Self.navigationType).observer` to one (analytics, crash breadcrumbs, a test's record).")
        out.line("@MainActor")
        out.block("\(access) protocol \(Self.observerProtocol)") { out in
            out.line("func observe(_ navigation: \(Self.navigationType))")
        }
    }
}
