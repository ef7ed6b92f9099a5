/// Renders `<Module>/ScreenGen+Previews.swift`: a `#Preview` per screen with a preview, the
/// `ScreenPreviews` factories they and the catalog call (`create` with the spec's `preview:`
/// arguments, so `initialize` runs), and `ScreenCatalog`, a SwiftUI list of those screens that
/// opens each one. All of it only in debug builds that can import SwiftUI.
struct PreviewsRenderer {
    let model: AppModel
    let framework: UIFramework

    /// `<Module>/ScreenGen+Previews.swift`: the one place that names the file.
    static func path(in model: AppModel) -> String {
        "\(model.module)/ScreenGen+Previews.swift"
    }

    /// The releases whose SDKs have `#Preview` (Xcode 15's), and those of `NavigationStack`,
    /// which the catalog and the factories it lists are declared with.
    static let previewAvailability = "@available(iOS 17.0, tvOS 17.0, *)"
    static let catalogAvailability = "@available(iOS 16.0, tvOS 16.0, *)"

    private var access: String { model.accessKeyword }

    /// The screens with a preview, by spec file path, then name: the catalog's order.
    private var screens: [Screen] {
        model.screens.filter { $0.preview != nil }.sorted { ($0.location.file, $0.name) < ($1.location.file, $1.name) }
    }

    func render() -> GeneratedFile {
        var out = SwiftWriter()
        out.fileHeader(source: model.specsFolderForHeader)
        out.line()
        out.line("#if canImport(SwiftUI) && DEBUG")
        for module in ["SwiftUI", framework.module].sorted() { out.line("import \(module)") }
        if let support = model.supportImportLine { out.line("\(support)") }
        let screens = self.screens
        out.line()
        out.line("// MARK: - Previews")
        for screen in screens {
            out.line()
            out.line("\(Self.previewAvailability)")
            out.block("#Preview(\(SwiftWriter.stringLiteral(screen.name)))") { out in
                out.line("ScreenPreviews.\(SwiftIdentifier.escaped(screen.memberName))()")
            }
        }
        out.line()
        renderFactories(screens, into: &out)
        out.line()
        PreviewsRenderer.Catalog(model: model, framework: framework, screens: screens).render(into: &out)
        out.line("#endif")
        return GeneratedFile(path: Self.path(in: model), utf8: out.utf8)
    }

    private func renderFactories(_ screens: [Screen], into out: inout SwiftWriter) {
        out.line("// MARK: - What the previews show")
        out.line()
        out.line("/// Each screen with a preview as its `#Preview` and `ScreenCatalog` show it: made by `create` with the")
        out.line("/// spec's `preview:` arguments (each other parameter takes its default), so `initialize` runs.")
        out.line("\(Self.catalogAvailability)")
        out.line("@MainActor")
        out.block("\(access) enum ScreenPreviews") { out in
            for (index, screen) in screens.enumerated() {
                if index > 0 { out.line() }
                let member = SwiftIdentifier.escaped(screen.memberName)
                let routeCase = RouteCase(screen, labeled: model.callSiteLabels == .initialize)
                out.line("/// `\(screen.name)`, \(model.declared(at: screen.location)).")
                out.block("\(access) static func \(member)() -> \(framework.resultType(of: screen))") { out in
                    // A screen without parameters is called with `()`; the case-style construction leaves it out.
                    let call = routeCase.construction(screen.preview?.arguments ?? [:]) + (screen.allParameters.isEmpty ? "()" : "")
                    out.line("ScreenFactory()\(call)")
                }
            }
        }
    }
}
