/// Renders `<Module>/ScreenGen.swift` for `platform: macOS`: the AppKit counterpart of
/// ``SupportRenderer``.
///
/// AppKit already has `NSStoryboard.Name`, a typealias of `String`, so the storyboards the
/// specs declare are the cases of `NSStoryboard.File` (its `rawValue` is the `Name`). Scenes
/// are view controllers or window controllers; `present` shows a view controller as a sheet
/// or a modal window, and `show` a window controller's window.
struct AppKitSupportRenderer {
    let model: AppModel
    /// What the declarations are written for, as for ``SupportRenderer``.
    var scope: SupportRenderer.Scope = .ownModule

    func render() -> GeneratedFile {
        var out = SwiftWriter()
        out.fileHeader(source: scope == .supportModule ? model.specsFolder : model.specsFolderForHeader)
        out.line()
        out.line("import AppKit")
        out.line("import Foundation")
        if scope == .supportModule {
            out.line()
            SupportRenderer.renderStoryboardNameProtocol(&out, appKit: true)
            out.line()
            Self.renderShared(&out, access: "public", storyboards: true, creatorKinds: ["NSViewController", "NSWindowController"], supportModule: true)
            return GeneratedFile(path: "\(model.module)/ScreenGen.swift", contents: out.text)
        }
        if let support = model.supportImportLine {
            // The shared parts are the support module's; this module names its storyboards.
            out.line("\(support)")
            if !model.storyboards.isEmpty {
                out.line()
                renderStoryboardFiles(&out)
            }
            return GeneratedFile(path: "\(model.module)/ScreenGen.swift", contents: out.text)
        }
        out.line()
        if !model.storyboards.isEmpty {
            renderStoryboardFiles(&out)
            out.line()
        }
        let creators = model.screens.filter(\.usesCreator)
        Self.renderShared(&out, access: model.accessKeyword, storyboards: !model.storyboards.isEmpty,
                          creatorKinds: Set(creators.map(\.controllerClass)).sorted())
        return GeneratedFile(path: "\(model.module)/ScreenGen.swift", contents: out.text)
    }

    // MARK: Storyboards (this module's)

    private func renderStoryboardFiles(_ out: inout SwiftWriter) {
        let access = model.accessKeyword
        out.line("// MARK: - Storyboards")
        out.line()
        out.block("extension NSStoryboard") { out in
            out.line("/// The storyboards declared in the specs, by file name; `NSStoryboard(.main)` loads one.")
            out.line("/// (AppKit's own `NSStoryboard.Name` is a typealias of `String`: `rawValue` is that name.)")
            let conformances = model.supportModule == nil ? "CaseIterable, Sendable" : "CaseIterable, Sendable, ScreenGenStoryboardFile"
            out.block("\(access) enum \(model.storyboardFileEnum): String, \(conformances)") { out in
                for storyboard in model.storyboards {
                    out.line("/// \(storyboard.name).storyboard, declared at \(storyboard.location).")
                    out.line("case \(SwiftIdentifier.escaped(storyboard.caseName)) = \(SwiftWriter.stringLiteral(storyboard.name))")
                }
                out.line()
                out.line("/// The bundle that holds the compiled storyboard, as the spec declares it.")
                out.block("\(access) var bundle: Bundle") { out in
                    out.line("switch self {")
                    for storyboard in model.storyboards {
                        let token = model.screens.first { $0.source.storyboard == storyboard.name }?.typeName ?? "ScreenGenBundleToken"
                        out.line("case .\(SwiftIdentifier.escaped(storyboard.caseName)): return \(storyboard.bundle.expression(classToken: token))")
                    }
                    out.line("}")
                }
            }
            out.line()
            out.line("/// Loads a storyboard declared in the specs from its bundle.")
            // NSStoryboard is not main-actor isolated, but `bundle` is when the enum conforms to
            // the support module's protocol.
            let isolation = model.supportModule == nil ? "" : "@MainActor "
            out.block("\(isolation)\(access) convenience init(_ file: \(model.storyboardFileEnum))") { out in
                out.line("self.init(name: file.rawValue, bundle: file.bundle)")
            }
        }
        let unused = model.storyboards.contains { storyboard in
            storyboard.bundle == .class && !model.screens.contains { $0.source.storyboard == storyboard.name }
        }
        if unused {
            out.line()
            out.line("/// Finds this module's bundle for storyboards that no screen uses yet.")
            out.line("private final class ScreenGenBundleToken {}")
        }
    }

    // MARK: Shared declarations

    /// What every module's AppKit code builds on, whatever its specs say beyond whether it
    /// has storyboards and creator scenes: the instantiation protocol, the compiled
    /// storyboard reader, the factory types and their entry points. Rendered by this one
    /// function so that several modules can share one copy of it.
    static func renderShared(_ out: inout SwiftWriter, access: String, storyboards: Bool, creatorKinds: [String], supportModule: Bool = false) {
        if storyboards {
            renderProtocol(&out, access: access, creatorKinds: creatorKinds, supportModule: supportModule)
            out.line()
            renderCompiledStoryboard(&out, supportModule: supportModule)
            out.line()
        }
        renderEntryPoints(&out, access: access)
    }

    private static func renderProtocol(_ out: inout SwiftWriter, access: String, creatorKinds: [String], supportModule: Bool) {
        out.line("// MARK: - Instantiation")
        out.line()
        out.line("/// A view or window controller that lives in a storyboard declared in the specs.")
        out.line("@MainActor")
        out.block("\(access) protocol StoryboardInstantiable: NSResponder") { out in
            out.line("/// The storyboard that holds the scene.")
            if supportModule {
                out.line("/// The type of the storyboard files of the screen's module (`NSStoryboard.<Module>File`).")
                out.line("associatedtype StoryboardFile: ScreenGenStoryboardFile")
            }
            out.line("static var storyboardName: \(supportModule ? "StoryboardFile" : "NSStoryboard.File") { get }")
            out.line("/// The bundle that holds the compiled storyboard; by default the storyboard's.")
            out.line("static var storyboardBundle: Bundle { get }")
            out.line("/// The scene's Storyboard ID, or nil for the initial controller; by default the type name.")
            out.line("static var storyboardIdentifier: String? { get }")
            out.line("/// Where the spec declares the screen, e.g. `Specs/App.yml:12:3`: named when the storyboard does not match.")
            out.line("static var specLocation: String { get }")
        }
        out.line()
        out.block("extension StoryboardInstantiable") { out in
            out.line("\(access) static var storyboardBundle: Bundle { storyboardName.bundle }")
            out.line()
            out.line("\(access) static var storyboardIdentifier: String? { String(describing: self) }")
            out.line()
            out.line("/// Instantiates the scene from its storyboard.")
            out.line("///")
            out.line("/// A storyboard that does not match the spec stops here, before AppKit would raise, with")
            out.line("/// the spec line, the storyboard, the identifier and the expected type.")
            out.block("\(access) static func instantiate() -> Self") { out in
                out.line("let storyboard = checkedStoryboard()")
                out.line("let controller: Any?")
                out.line("if let identifier = storyboardIdentifier {")
                out.line("    controller = storyboard.instantiateController(withIdentifier: identifier)")
                out.line("} else {")
                out.line("    controller = storyboard.instantiateInitialController()")
                out.line("}")
                out.block("guard let screen = controller as? Self else") { out in
                    out.line("let scene = storyboardIdentifier.map { \"scene '\\($0)'\" } ?? \"initial controller\"")
                    out.line("let found = controller.map { \"\\(type(of: $0))\" } ?? \"nothing\"")
                    out.line("fatalError(\"\\(specLocation): storyboard '\\(storyboardName.rawValue)' \\(scene) is \\(found); expected \\(Self.self)\")")
                }
                out.line("return screen")
            }
            out.line()
            // The creator extensions below, in the same file, call it.
            SupportRenderer.renderCheckedStoryboard(&out, storyboardType: "NSStoryboard", framework: "AppKit", access: "fileprivate")
        }
        for kind in creatorKinds {
            out.line()
            renderCreatorInstantiate(&out, access: access, kind: kind)
        }
    }

    /// For scenes the specs give `init:`: AppKit calls `creator` with the scene's coder
    /// (macOS 10.15), and the controller's own `init?(coder:...)` receives what it needs.
    /// The creator API is generic over each kind of controller, hence one extension per kind.
    private static func renderCreatorInstantiate(_ out: inout SwiftWriter, access: String, kind: String) {
        out.line("\(MinimumOS.creator(appKit: true).attribute)")
        out.block("extension StoryboardInstantiable where Self: \(kind)") { out in
            out.line("/// Instantiates the scene through `creator`, which calls the controller's own")
            out.line("/// `init?(coder:...)` (`instantiateController(identifier:creator:)`), so what the")
            out.line("/// controller needs to exist can be `let` properties.")
            out.block("\(access) static func instantiate(creator: @escaping (NSCoder) -> Self?) -> Self") { out in
                out.line("let storyboard = checkedStoryboard()")
                out.block("if let identifier = storyboardIdentifier") { out in
                    out.line("return storyboard.instantiateController(identifier: identifier, creator: creator)")
                }
                out.block("guard let screen: Self = storyboard.instantiateInitialController(creator: creator) else") { out in
                    out.line("fatalError(\"\\(specLocation): storyboard '\\(storyboardName.rawValue)' has no initial controller; expected \\(Self.self)\")")
                }
                out.line("return screen")
            }
        }
    }

    private static func renderEntryPoints(_ out: inout SwiftWriter, access: String) {
        out.line("// MARK: - create, present, show")
        out.line()
        out.line("/// Every screen's factory: `NSViewController.create.detailViewController(...)` instantiates")
        out.line("/// the screen and calls its `initialize(...)` in one step.")
        out.line("@MainActor")
        out.block("\(access) struct ScreenFactory") { out in
            out.line("\(access) init() {}")
        }
        out.line()
        out.line("/// Every view controller screen, presented from a view controller as a sheet or a modal")
        out.line("/// window, as its spec says: `present.detailViewController(...)`.")
        out.line("@MainActor")
        out.block("\(access) struct ScreenPresenter") { out in
            out.line("\(access) let presenter: NSViewController")
            out.line()
            out.block("\(access) init(presenter: NSViewController)") { out in
                out.line("self.presenter = presenter")
            }
        }
        out.line()
        out.line("/// Every window controller screen, shown in its window: `NSWindowController.show.preferencesWindowController()`.")
        out.line("@MainActor")
        out.block("\(access) struct ScreenWindows") { out in
            out.line("\(access) init() {}")
        }
        out.line()
        out.block("extension NSViewController") { out in
            out.line("/// Creates any screen declared in the specs, fully initialized.")
            out.line("\(access) static var create: ScreenFactory { ScreenFactory() }")
            out.line()
            out.line("/// Presents any view controller screen declared in the specs from this view controller.")
            out.line("\(access) var present: ScreenPresenter { ScreenPresenter(presenter: self) }")
            out.line()
            out.line("/// A window controller whose window shows this view controller as its content.")
            out.block("\(access) func embedInWindowController() -> NSWindowController") { out in
                out.line("NSWindowController(window: NSWindow(contentViewController: self))")
            }
        }
        out.line()
        out.block("extension NSWindowController") { out in
            out.line("/// Creates any screen declared in the specs, fully initialized.")
            out.line("\(access) static var create: ScreenFactory { ScreenFactory() }")
            out.line()
            out.line("/// Creates any window controller screen declared in the specs and shows its window.")
            out.line("\(access) static var show: ScreenWindows { ScreenWindows() }")
        }
    }
}

extension AppModel {
    /// The name, inside `NSStoryboard`, of this macOS module's storyboard-file enum.
    var storyboardFileEnum: String {
        supportModule == nil ? "File" : "\(module)File"
    }
}

extension Screen {
    /// The AppKit class the screen is: what the creator API and the generated tests need.
    var controllerClass: String { isWindowController ? "NSWindowController" : "NSViewController" }
}
