/// The multi-module layout (config `modules:` with `support:`).
///
/// Every declaration that a module would otherwise declare for itself, and that two modules
/// imported into one file would then both declare (`UIStoryboard.Name`, the instantiation
/// protocols, `ScreenFactory`, `ScreenPusher`, `ScreenPresenter` and the `create`, `push`
/// and `present` entry points), is written once, public, into the support module. Each
/// module re-exports it, extends its factory types with its own screens, and names its
/// storyboards in an enum of its own, `UIStoryboard.<Module>Name`, so nothing it declares
/// can meet the same declaration from another module.
extension SupportRenderer {
    /// The support module's import, re-exported so that importing a feature module is
    /// enough to reach `create`, `push` and `present` (also with member import visibility).
    static func supportImport(_ support: String) -> String {
        "@_exported import \(support)"
    }

    /// `<Module>/ScreenGen.swift` of a module that shares the support module: its import,
    /// and its storyboard names when it declares storyboards.
    func renderSharingModule() -> GeneratedFile {
        var out = SwiftWriter()
        out.fileHeader(source: model.specsFolderForHeader)
        out.line()
        renderImports(&out)
        if let support = model.supportModule { out.line("\(Self.supportImport(support))") }
        if !model.storyboards.isEmpty {
            out.line()
            renderStoryboardNames(&out)
        }
        if Self.needsSharedScene(model) {
            out.line()
            renderSharedScene(&out)
        }
        return GeneratedFile(path: Self.path(in: model), utf8: out.utf8)
    }

    /// The protocol each module's storyboard-name enum conforms to, in the support module:
    /// `ScreenGenStoryboardName` for `UIStoryboard.<Module>Name`, or for AppKit
    /// `ScreenGenStoryboardFile` for `NSStoryboard.<Module>File`.
    func renderStoryboardNameProtocol(_ out: inout SwiftWriter) {
        let name = framework.storyboardNamesProtocol
        let names = "storyboard \(framework.storyboardNames.lowercased())s"
        let enumName = "\(framework.storyboardType).<Module>\(framework.storyboardNames)"
        out.line("// MARK: - Storyboards")
        out.line()
        out.line("/// The \(names) of one module, `\(enumName)`: each module declares its")
        out.line("/// own enum, so modules imported into one file never declare the same name twice.")
        out.block("public protocol \(name): RawRepresentable, Sendable where RawValue == String") { out in
            out.line("/// The bundle that holds the compiled storyboard, as the spec declares it. Main-actor")
            out.line("/// isolated, as storyboard loading is, so that a module compiled with MainActor")
            out.line("/// default isolation can return `Bundle.module` from it.")
            out.line("@MainActor var bundle: Bundle { get }")
        }
    }
}

extension AppModel {
    /// The extra import line of every generated file of a module that shares a support module.
    var supportImportLine: String? {
        supportModule.map(SupportRenderer.supportImport)
    }
}
