/// Renders the declarations every screen file builds on: `<Module>/ScreenGen.swift` for a
/// module that declares them itself, or, in a multi-module run with `support:`, the support
/// module's `<Support>/ScreenGen.swift` (public, declared once) and each module's
/// `<Module>/ScreenGen.swift` holding only its own storyboard names (SupportRenderer+Shared.swift).
///
/// The ``UIFramework`` spells them: `UIStoryboard.Name` and view controllers for UIKit;
/// for AppKit, whose `NSStoryboard.Name` is a typealias of `String`, `NSStoryboard.File`,
/// and view or window controllers.
struct SupportRenderer {
    let model: AppModel
    let framework: UIFramework
    /// The first screen (by name) of each storyboard, found in one pass over the screens.
    private let classTokens: [String: String]
    /// What the declarations are written for.
    let scope: Scope

    enum Scope {
        /// One module that declares everything for itself (no `support:`).
        case ownModule
        /// The support module that every module of the run imports.
        case supportModule
    }

    init(model: AppModel, scope: Scope = .ownModule, framework: UIFramework? = nil) {
        self.model = model
        self.scope = scope
        self.framework = framework ?? model.framework
        var tokens: [String: String] = [:]
        for screen in model.screens {
            if let storyboard = screen.source.storyboard, tokens[storyboard] == nil { tokens[storyboard] = screen.typeName }
        }
        classTokens = tokens
    }

    func render() -> GeneratedFile {
        if scope == .ownModule, model.supportModule != nil { return renderSharingModule() }
        var out = SwiftWriter()
        // The support module comes from the config file, which `specsFolder` names then.
        out.fileHeader(source: scope == .supportModule ? model.specsFolder : model.specsFolderForHeader)
        out.line()
        renderImports(&out)
        out.line()
        if scope == .supportModule {
            renderStoryboardNameProtocol(&out)
            out.line()
        } else if !model.storyboards.isEmpty {
            renderStoryboardNames(&out)
            out.line()
        }
        // Without storyboards there is nothing to name or instantiate (and an enum without
        // cases cannot have a raw type), so only the code-built screens' API is written.
        if scope == .supportModule || !model.storyboards.isEmpty {
            renderProtocol(&out)
            out.line()
            renderCompiledStoryboard(&out)
            out.line()
        }
        if scope == .ownModule, Self.needsSharedScene(model) {
            renderSharedScene(&out)
            out.line()
        }
        if scope == .supportModule || model.screens.contains(where: { $0.source.nibName != nil }) {
            renderNibProtocol(&out)
            out.line()
        }
        renderNamespaces(&out)
        return GeneratedFile(path: Self.path(in: model), utf8: out.utf8)
    }

    /// `<Module>/ScreenGen.swift`, for a module and for the support module alike.
    static func path(in model: AppModel) -> String {
        "\(model.module)/ScreenGen.swift"
    }

    func renderImports(_ out: inout SwiftWriter) {
        for module in ["Foundation", framework.module].sorted() { out.line("import \(module)") }
    }

    /// The type `storyboardName` has in the instantiation protocol: the module's own enum, or
    /// in the support module the protocol's associated type.
    var storyboardNameType: String {
        scope == .supportModule ? "Storyboard\(framework.storyboardNames)" : "\(framework.storyboardType).\(framework.storyboardNames)"
    }

    var access: String { scope == .supportModule ? "public" : model.accessKeyword }

    /// The module's storyboard-name enum inside the framework's storyboard type.
    func renderStoryboardNames(_ out: inout SwiftWriter) {
        let name = framework.storyboardNamesEnum(of: model)
        let conformances = model.supportModule == nil ? "CaseIterable, Sendable" : "CaseIterable, Sendable, \(framework.storyboardNamesProtocol)"
        let storyboardType = framework.storyboardType
        out.line("// MARK: - Storyboards")
        out.line()
        out.block("extension \(storyboardType)") { out in
            out.line("/// The storyboards declared in the specs, by file name; `\(storyboardType)(.main)` loads one.")
            if let note = framework.storyboardNamesNote { out.line("\(note)") }
            out.block("\(access) enum \(name): String, \(conformances)") { out in
                for storyboard in model.storyboards {
                    out.line("/// \(storyboard.name).storyboard, \(model.declared(at: storyboard.location)).")
                    out.line("case \(SwiftIdentifier.escaped(storyboard.caseName)) = \(SwiftWriter.stringLiteral(storyboard.name))")
                }
                if !model.storyboards.isEmpty { out.line() }
                out.line("/// The bundle that holds the compiled storyboard, as the spec declares it.")
                out.block("\(access) var bundle: Bundle") { out in
                    if model.storyboards.isEmpty {
                        out.line("switch self {}")
                        return
                    }
                    out.line("switch self {")
                    for storyboard in model.storyboards {
                        out.line("case .\(SwiftIdentifier.escaped(storyboard.caseName)): return \(bundleExpression(storyboard))")
                    }
                    out.line("}")
                }
            }
            out.line()
            out.line("/// Loads a storyboard declared in the specs from its bundle.")
            // A storyboard type that is not main-actor isolated needs it when the enum conforms
            // to the support module's protocol, whose `bundle` is.
            let isolation = !framework.storyboardIsMainActor && model.supportModule != nil ? "@MainActor " : ""
            let parameter = framework.storyboardNames.lowercased()
            out.block("\(isolation)\(access) convenience init(_ \(parameter): \(name))") { out in
                out.line("self.init(name: \(parameter).rawValue, bundle: \(parameter).bundle)")
            }
        }
        if model.storyboards.contains(where: { $0.bundle == .class && classToken(for: $0) == nil }) {
            out.line()
            out.line("/// Finds this module's bundle for storyboards that no screen uses yet.")
            out.line("private final class ScreenGenBundleToken {}")
        }
    }

    private func bundleExpression(_ storyboard: Storyboard) -> String {
        storyboard.bundle.expression(classToken: classToken(for: storyboard) ?? "ScreenGenBundleToken")
    }

    /// The first screen (by name) in the storyboard: its class finds the bundle.
    private func classToken(for storyboard: Storyboard) -> String? {
        classTokens[storyboard.name]
    }

    private func renderNibProtocol(_ out: inout SwiftWriter) {
        out.line("// MARK: - XIBs")
        out.line()
        out.line("/// A view controller whose view is in a XIB declared in the specs; `create` passes its")
        out.line("/// name and bundle to `init(nibName:bundle:)`, and the generated tests load it.")
        out.line("@MainActor")
        out.block("\(access) protocol NibInstantiable: \(framework.viewController)") { out in
            out.line("/// The nib's name: `<name>.xib`, compiled into `<name>.nib`.")
            out.line("static var nibResourceName: String { get }")
            out.line("/// The bundle that holds the compiled nib.")
            out.line("static var nibResourceBundle: Bundle { get }")
            out.line("/// Where the spec declares the screen, e.g. `Specs/App.yml:12:3`: named when the nib is missing.")
            out.line("static var specLocation: String { get }")
        }
    }
}
