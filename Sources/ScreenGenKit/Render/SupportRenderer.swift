/// Renders the declarations every screen file builds on: `<Module>/ScreenGen.swift` for a
/// module that declares them itself, or, in a multi-module run with `support:`, the support
/// module's `<Support>/ScreenGen.swift` (public, declared once) and each module's
/// `<Module>/ScreenGen.swift` holding only its own storyboard names (SupportRenderer+Shared.swift).
struct SupportRenderer {
    let model: AppModel
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

    init(model: AppModel, scope: Scope = .ownModule) {
        self.model = model
        self.scope = scope
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
        out.line("import Foundation")
        out.line("import UIKit")
        out.line()
        if scope == .supportModule {
            Self.renderStoryboardNameProtocol(&out)
            out.line()
            renderProtocol(&out)
            out.line()
            renderCompiledStoryboard(&out)
            out.line()
            renderNibProtocol(&out)
            out.line()
            renderNamespaces(&out)
            return GeneratedFile(path: "\(model.module)/ScreenGen.swift", contents: out.text)
        }
        // Without storyboards there is nothing to name or instantiate (and an enum without
        // cases cannot have a raw type), so only the code-built screens' API is written.
        if !model.storyboards.isEmpty {
            renderStoryboardNames(&out)
            out.line()
            renderProtocol(&out)
            out.line()
            renderCompiledStoryboard(&out)
            out.line()
        }
        if model.screens.contains(where: { $0.source.nibName != nil }) {
            renderNibProtocol(&out)
            out.line()
        }
        renderNamespaces(&out)
        return GeneratedFile(path: "\(model.module)/ScreenGen.swift", contents: out.text)
    }

    /// The type `storyboardName` has in the instantiation protocol: the module's own enum, or
    /// in the support module the protocol's associated type.
    var storyboardNameType: String {
        scope == .supportModule ? "StoryboardName" : "UIStoryboard.Name"
    }

    var access: String { scope == .supportModule ? "public" : model.accessKeyword }

    /// `name`: the enum's name inside `UIStoryboard`; `conformances` follow `String`.
    func renderStoryboardNames(_ out: inout SwiftWriter, name: String = "Name", conformances: String = "CaseIterable, Sendable") {
        out.line("// MARK: - Storyboards")
        out.line()
        out.block("extension UIStoryboard") { out in
            out.line("/// The storyboards declared in the specs, by file name; `UIStoryboard(.main)` loads one.")
            out.block("\(access) enum \(name): String, \(conformances)") { out in
                for storyboard in model.storyboards {
                    out.line("/// \(storyboard.name).storyboard, declared at \(storyboard.location).")
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
            out.block("\(access) convenience init(_ name: \(name))") { out in
                out.line("self.init(name: name.rawValue, bundle: name.bundle)")
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

    private func renderProtocol(_ out: inout SwiftWriter) {
        out.line("// MARK: - Instantiation")
        out.line()
        out.line("/// A view controller that lives in a storyboard declared in the specs.")
        out.line("@MainActor")
        out.block("\(access) protocol StoryboardInstantiable: UIViewController") { out in
            out.line("/// The storyboard that holds the scene.")
            if scope == .supportModule {
                out.line("/// The type of the storyboard names of the screen's module (`UIStoryboard.<Module>Name`).")
                out.line("associatedtype StoryboardName: ScreenGenStoryboardName")
            }
            out.line("static var storyboardName: \(storyboardNameType) { get }")
            out.line("/// The bundle that holds the compiled storyboard; by default the storyboard's.")
            out.line("static var storyboardBundle: Bundle { get }")
            out.line("/// The scene's Storyboard ID, or nil for the initial view controller; by default the type name.")
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
            out.line("/// A storyboard that does not match the spec stops here, before UIKit would raise, with")
            out.line("/// the spec line, the storyboard, the identifier and the expected type.")
            out.block("\(access) static func instantiate() -> Self") { out in
                out.line("let storyboard = checkedStoryboard()")
                out.line("let viewController: UIViewController?")
                out.line("if let identifier = storyboardIdentifier {")
                out.line("    viewController = storyboard.instantiateViewController(withIdentifier: identifier)")
                out.line("} else {")
                out.line("    viewController = storyboard.instantiateInitialViewController()")
                out.line("}")
                out.block("guard let screen = viewController as? Self else") { out in
                    out.line("let scene = storyboardIdentifier.map { \"scene '\\($0)'\" } ?? \"initial view controller\"")
                    out.line("let found = viewController.map { \"\\(type(of: $0))\" } ?? \"nothing\"")
                    out.line("fatalError(\"\\(specLocation): storyboard '\\(storyboardName.rawValue)' \\(scene) is \\(found); expected \\(Self.self)\")")
                }
                out.line("return screen")
            }
            if scope == .supportModule || model.screens.contains(where: \.usesCreator) {
                out.line()
                renderCreatorInstantiate(&out)
            }
            out.line()
            Self.renderCheckedStoryboard(&out, storyboardType: "UIStoryboard", framework: "UIKit", access: "private")
        }
    }

    /// For scenes the specs give `init:`: UIKit calls `creator` with the scene's coder, and
    /// the screen's own `init?(coder:...)` receives what it needs to exist.
    private func renderCreatorInstantiate(_ out: inout SwiftWriter) {
        out.line("/// Instantiates the scene through `creator`, which calls the screen's own")
        out.line("/// `init?(coder:...)` (iOS 13's `instantiateViewController(identifier:creator:)`), so")
        out.line("/// what the screen needs to exist can be `let` properties.")
        out.line("\(MinimumOS.creator(appKit: false).attribute)")
        out.block("\(access) static func instantiate(creator: @escaping (NSCoder) -> Self?) -> Self") { out in
            out.line("let storyboard = checkedStoryboard()")
            out.block("if let identifier = storyboardIdentifier") { out in
                out.line("return storyboard.instantiateViewController(identifier: identifier, creator: creator)")
            }
            out.block("guard let screen: Self = storyboard.instantiateInitialViewController(creator: creator) else") { out in
                out.line("fatalError(\"\\(specLocation): storyboard '\\(storyboardName.rawValue)' has no initial view controller; expected \\(Self.self)\")")
            }
            out.line("return screen")
        }
    }

    private func renderNibProtocol(_ out: inout SwiftWriter) {
        out.line("// MARK: - XIBs")
        out.line()
        out.line("/// A view controller whose view is in a XIB declared in the specs; `create` passes its")
        out.line("/// name and bundle to `init(nibName:bundle:)`, and the generated tests load it.")
        out.line("@MainActor")
        out.block("\(access) protocol NibInstantiable: UIViewController") { out in
            out.line("/// The nib's name: `<name>.xib`, compiled into `<name>.nib`.")
            out.line("static var nibResourceName: String { get }")
            out.line("/// The bundle that holds the compiled nib.")
            out.line("static var nibResourceBundle: Bundle { get }")
            out.line("/// Where the spec declares the screen, e.g. `Specs/App.yml:12:3`: named when the nib is missing.")
            out.line("static var specLocation: String { get }")
        }
    }

    private func renderNamespaces(_ out: inout SwiftWriter) {
        out.line("// MARK: - create, push, present")
        out.line()
        out.line("/// Every screen's factory: `UIViewController.create.quotesViewController(...)` instantiates")
        out.line("/// the screen and calls its `initialize(...)` in one step.")
        out.line("@MainActor")
        out.block("\(access) struct ScreenFactory") { out in
            out.line("\(access) init() {}")
        }
        out.line()
        out.line("/// Every screen, pushed: `navigationController.push.quotesViewController(..., animated: true)`.")
        out.line("@MainActor")
        out.block("\(access) struct ScreenPusher") { out in
            out.line("\(access) let navigationController: UINavigationController")
            out.line()
            out.block("\(access) init(navigationController: UINavigationController)") { out in
                out.line("self.navigationController = navigationController")
            }
        }
        out.line()
        out.line("/// Every screen, presented modally: `present.settingsViewController(animated: true)`.")
        out.line("@MainActor")
        out.block("\(access) struct ScreenPresenter") { out in
            out.line("\(access) let presenter: UIViewController")
            out.line()
            out.block("\(access) init(presenter: UIViewController)") { out in
                out.line("self.presenter = presenter")
            }
        }
        out.line()
        out.block("extension UIViewController") { out in
            out.line("/// Creates any screen declared in the specs, fully initialized.")
            out.line("\(access) static var create: ScreenFactory { ScreenFactory() }")
            out.line()
            out.line("/// Presents any screen declared in the specs from this view controller.")
            out.line("\(access) var present: ScreenPresenter { ScreenPresenter(presenter: self) }")
            out.line()
            out.line("/// A navigation controller with this view controller as its root.")
            out.block("\(access) func embedInNavigationController() -> UINavigationController") { out in
                out.line("UINavigationController(rootViewController: self)")
            }
            out.line()
            out.line("/// A navigation controller with a custom navigation bar class and this view controller as its root.")
            out.block("\(access) func embedInNavigationController(navigationBarClass: UINavigationBar.Type) -> UINavigationController") { out in
                out.line("let navigationController = UINavigationController(navigationBarClass: navigationBarClass, toolbarClass: nil)")
                out.line("navigationController.viewControllers = [self]")
                out.line("return navigationController")
            }
        }
        out.line()
        out.block("extension UINavigationController") { out in
            out.line("/// Pushes any screen declared in the specs onto this navigation stack.")
            out.line("\(access) var push: ScreenPusher { ScreenPusher(navigationController: self) }")
        }
    }
}
