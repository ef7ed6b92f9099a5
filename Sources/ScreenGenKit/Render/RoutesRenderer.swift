/// Renders `<Module>/ScreenGen+Routes.swift` for a module with `routes:`: the `ScreenRoute`
/// enum (a case per route screen, its parameters as associated values), deep links both ways
/// (`ScreenRoute(url:)` and `route.path`, RoutesRenderer+URL.swift), and the screen a route
/// names, made, pushed or presented (RoutesRenderer+Navigation.swift).
struct RoutesRenderer {
    let model: AppModel
    let framework: UIFramework
    /// The route screens' cases, in the model's order.
    let cases: [RouteCase]
    /// The screens some `tab:` names (RoutesRenderer+Tabs.swift), and their names.
    let tabRootNames: Set<String>
    let tabRoots: [Screen]

    init(model: AppModel, framework: UIFramework) {
        self.model = model
        self.framework = framework
        cases = RouteCase.all(in: model)
        tabRootNames = model.tabRootNames
        tabRoots = tabRootNames.isEmpty ? [] : model.tabRoots
    }

    /// `<Module>/ScreenGen+Routes.swift`: the one place that names the file.
    static func path(in model: AppModel) -> String {
        "\(model.module)/ScreenGen+Routes.swift"
    }

    var access: String { model.accessKeyword }

    /// What the members that make or match screens need: the newest of what each route
    /// screen's `create` needs, and each tab root's type (a SwiftUI view's hosting controller).
    var minimumOS: MinimumOS? {
        cases.lazy.compactMap { $0.screen.minimumOS(framework) }.first ?? tabRoots.lazy.compactMap { $0.minimumOS(framework) }.first
    }

    func render() -> GeneratedFile {
        var out = SwiftWriter()
        out.fileHeader(source: model.specsFolderForHeader)
        out.line()
        out.line("import Foundation")
        out.line(framework.importLine)
        // `ScreenTab.matches(_:)` names a SwiftUI tab root's hosting controller.
        if framework.navigation != nil, let hosting = framework.hosting, tabRoots.contains(where: { $0.kind == .swiftUI }) {
            out.line("import \(hosting.module)")
        }
        if let support = model.supportImportLine { out.line("\(support)") }
        out.line()
        renderEnum(&out)
        out.line()
        renderURLParsing(&out)
        out.line()
        renderPath(&out)
        out.line()
        renderStack(&out)
        out.line()
        renderEntryPoints(&out)
        out.line()
        renderValueConversions(&out)
        renderQueryConversions(&out)
        renderCodable(&out)
        out.line()
        renderNavigation(&out)
        if framework.navigation != nil {
            out.line()
            renderNavigator(&out)
        }
        return GeneratedFile(path: Self.path(in: model), utf8: out.utf8)
    }

    private func renderEnum(_ out: inout SwiftWriter) {
        let sendable = model.routes?.sendable == true
        out.line("// MARK: - Routes")
        out.line()
        out.line("/// Every screen of the specs with `routes:`, as a value: a `NavigationStack` path element,")
        out.line("/// the result of parsing a deep link (`ScreenRoute(url:)`), and what `push.route(_:)` and")
        out.line("/// `present.route(_:)` show. Each case is named as the screen's `create` member and holds its")
        out.line("/// parameters.")
        if cases.isEmpty {
            // An enum without cases has no values to hash; it still is the type the API names.
            out.line("/// No screen of this module has a route yet.")
        }
        out.block("\(access) enum ScreenRoute: Hashable\(sendable ? ", Sendable" : "")") { out in
            for routeCase in cases {
                let url = routeCase.screen.route?.url.map { ", `\($0.text)`" } ?? ""
                out.line("/// `\(routeCase.screen.typeName)`, \(model.declared(at: routeCase.screen.location))\(url).")
                out.line("case \(routeCase.declaration)")
            }
        }
    }

    private func renderPath(_ out: inout SwiftWriter) {
        out.block("extension ScreenRoute") { out in
            out.line("/// The route's path, percent-encoded, for a screen with `url:`; nil for the others.")
            out.line("/// `ScreenRoute(url:)` of a URL with this path gives the route back.")
            if hasQuery {
                out.line("/// A pattern's query items follow the path, each left out when its parameter is nil, an")
                out.line("/// empty array or its default: `/search?q=swift%20ui`.")
            }
            out.block("\(access) var path: String?") { out in
                guard !cases.isEmpty else {
                    out.line("nil")
                    return
                }
                out.line("switch self {")
                for routeCase in cases {
                    guard let pattern = routeCase.screen.route?.url else {
                        out.line("\(routeCase.pattern(binding: [])):")
                        out.indented { $0.line("return nil") }
                        continue
                    }
                    out.line("\(routeCase.pattern(binding: Set(pattern.parameterNames))):")
                    out.indented { out in
                        let pieces = pattern.segments.map { segment -> String in
                            switch segment {
                            case let .literal(text):
                                return "\"/\" + Self.encoded(\(SwiftWriter.stringLiteral(text)))"
                            case let .parameter(name):
                                return "\"/\" + Self.encoded(Self.text(of: \(SwiftIdentifier.escaped(name))))"
                            }
                        }
                        let path = pieces.isEmpty ? "\"/\"" : pieces.joined(separator: " + ")
                        guard !pattern.query.isEmpty else {
                            out.line("return \(path)")
                            return
                        }
                        renderQueryPath(routeCase, pattern, path: path, into: &out)
                    }
                }
                out.line("}")
            }
        }
    }
}
