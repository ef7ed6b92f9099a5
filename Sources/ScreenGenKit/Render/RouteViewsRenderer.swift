/// Renders `<Module>/ScreenGen+RouteViews.swift` for a module with `routes:`: each view
/// controller screen as a SwiftUI view (`<Screen>.Representable`, made as `create` makes the
/// screen), `route.view` (a SwiftUI screen directly, any other through its representable) and
/// `View.screenRouteDestinations()`, the `navigationDestination` of every route.
struct RouteViewsRenderer {
    let model: AppModel
    let framework: UIFramework
    /// The route screens' cases, as `ScreenRoute` declares them.
    let cases: [RouteCase]

    init(model: AppModel, framework: UIFramework) {
        (self.model, self.framework, cases) = (model, framework, RouteCase.all(in: model))
    }

    /// `<Module>/ScreenGen+RouteViews.swift`: the one place that names the file.
    static func path(in model: AppModel) -> String {
        "\(model.module)/ScreenGen+RouteViews.swift"
    }

    private var access: String { model.accessKeyword }

    /// Whether `screen` has a `Representable`: a view controller (not a SwiftUI view, not a
    /// window controller) whose every parameter type can be stored.
    static func hasRepresentable(_ screen: Screen) -> Bool {
        guard screen.source != .swiftUI, screen.kind != .segueOnlyScene, !screen.isWindowController else { return false }
        return screen.allParameters.allSatisfy { StoredType.of($0.type) != nil }
    }

    func render() -> GeneratedFile {
        var out = SwiftWriter()
        out.fileHeader(source: model.specsFolderForHeader)
        out.line()
        for module in ["SwiftUI", framework.module].sorted() { out.line("import \(module)") }
        if let support = model.supportImportLine { out.line("\(support)") }
        out.line()
        out.line("// MARK: - Screens in SwiftUI")
        for screen in model.screens where Self.hasRepresentable(screen) {
            out.line()
            renderRepresentable(screen, into: &out)
        }
        out.line()
        renderView(&out)
        out.line()
        renderOnScreenRoute(&out)
        return GeneratedFile(path: Self.path(in: model), utf8: out.utf8)
    }

    private func renderRepresentable(_ screen: Screen, into out: inout SwiftWriter) {
        let representable = framework.representable
        let routeCase = RouteCase(screen, labeled: model.callSiteLabels == .initialize)
        let stored = screen.allParameters.compactMap { StoredType.of($0.type) }
        let type = screen.typeName
        let controller = "\(representable.memberPrefix)ViewController"
        out.block("extension \(type)") { out in
            out.line("/// `\(type)` in a SwiftUI view, made as `create.\(screen.memberName)` makes it.")
            out.line("\(representable.minimumOS.attribute)")
            out.block("\(access) struct \(screen.representableName): \(representable.protocolName)") { out in
                for (parameter, type) in zip(routeCase.parameters, stored) {
                    out.line("\(access) let \(SwiftIdentifier.escaped(parameter.name)): \(type)")
                }
                if !stored.isEmpty { out.line() }
                let declaration = ParameterList(routeCase.parameters, labeled: routeCase.labeled).declaration
                out.block("\(access) init(\(declaration))") { out in
                    for parameter in routeCase.parameters {
                        let name = SwiftIdentifier.escaped(parameter.name)
                        out.line("self.\(name) = \(name)")
                    }
                }
                out.line()
                out.line("/// The screen, made as `create.\(screen.memberName)` makes it.")
                out.block("\(access) func make\(controller)(context: Context) -> \(framework.resultType(of: screen))") { out in
                    let arguments = routeCase.parameters.map { parameter -> SwiftWriter.Line in
                        let value = "self.\(SwiftIdentifier.escaped(parameter.name))"
                        return "\(routeCase.label(of: parameter).map { "\($0): \(value)" } ?? value)"
                    }
                    out.call("ScreenFactory(shown: .swiftUIView).\(routeCase.name)", arguments)
                }
                out.line()
                out.line("/// Nothing to update: the screen's parameters are set once, when it is made.")
                out.line("\(access) func update\(controller)(_ \(representable.updateParameter): \(framework.resultType(of: screen)), context: Context) {}")
            }
        }
    }

    private func renderView(_ out: inout SwiftWriter) {
        let representable = framework.representable
        out.line("// MARK: - Routes in SwiftUI")
        out.line()
        out.block("extension ScreenRoute") { out in
            out.line("/// The route's screen as a SwiftUI view: a SwiftUI screen itself, any other through its")
            out.line("/// `Representable`.")
            out.line("\(representable.minimumOS.attribute)")
            out.line("@MainActor @ViewBuilder")
            out.block("\(access) var view: some View") { out in
                guard !cases.isEmpty else {
                    out.line("EmptyView()")
                    return
                }
                out.line("switch self {")
                for routeCase in cases {
                    out.line("\(routeCase.pattern()):")
                    out.indented { out in
                        let screen = routeCase.screen
                        if screen.source == .swiftUI {
                            // Made here, not by `create`: told here, each time SwiftUI asks for the view.
                            ScreenRenderer.renderReport(screen, shown: ".swiftUIView", prefix: "let _ = ", value: { SwiftIdentifier.escaped($0.name) }, into: &out)
                            let arguments = ParameterList(screen.initParameters ?? [], declares: false).arguments
                            out.line("\(screen.typeName)(\(arguments))")
                        } else {
                            out.line("\(screen.typeName).\(screen.representableName)(\(routeCase.forwardedArguments))")
                        }
                    }
                }
                out.line("}")
            }
        }
        out.line()
        // On the extension, not only its member: `View` itself needs iOS 13, tvOS 13 and
        // macOS 10.15, later than the oldest releases the rest of the file builds for.
        out.line("@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)")
        out.block("extension View") { out in
            out.line("/// Shows `route.view` for every `ScreenRoute` value pushed onto the enclosing")
            out.line("/// `NavigationStack`.")
            out.block("\(access) func screenRouteDestinations() -> some View") { out in
                out.line("navigationDestination(for: ScreenRoute.self) { route in route.view }")
            }
        }
    }
}
