/// The instantiation part of `ScreenGen.swift`: `StoryboardInstantiable`, which every
/// storyboard screen conforms to, with `instantiate()` and, for scenes the specs give
/// `init:`, `instantiate(creator:)`.
extension SupportRenderer {
    func renderProtocol(_ out: inout SwiftWriter) {
        let initial = "initial \(framework.sceneNoun)"
        let kind = framework.instantiatedKind
        out.line("// MARK: - Instantiation")
        out.line()
        out.line("/// A \(framework.windows == nil ? "view controller" : "view or window controller") that lives in a storyboard declared in the specs.")
        out.line("@MainActor")
        out.block("\(access) protocol StoryboardInstantiable: \(framework.sceneBaseClass)") { out in
            out.line("/// The storyboard that holds the scene.")
            if scope == .supportModule {
                let names = framework.storyboardNames
                out.line("/// The type of the storyboard \(names.lowercased())s of the screen's module (`\(framework.storyboardType).<Module>\(names)`).")
                out.line("associatedtype Storyboard\(names): \(framework.storyboardNamesProtocol)")
            }
            out.line("static var storyboardName: \(storyboardNameType) { get }")
            out.line("/// The bundle that holds the compiled storyboard; by default the storyboard's.")
            out.line("static var storyboardBundle: Bundle { get }")
            out.line("/// The scene's Storyboard ID, or nil for the \(initial); by default the type name.")
            out.line("static var storyboardIdentifier: String? { get }")
            out.line("/// Where the spec declares the screen, e.g. `Specs/App.yml:12:3`: named when the storyboard does not match.")
            out.line("static var specLocation: String { get }")
        }
        out.line()
        let creatorClasses = self.creatorClasses
        out.block("extension StoryboardInstantiable") { out in
            out.line("\(access) static var storyboardBundle: Bundle { storyboardName.bundle }")
            out.line()
            out.line("\(access) static var storyboardIdentifier: String? { String(describing: self) }")
            out.line()
            out.line("/// Instantiates the scene from its storyboard.")
            out.line("///")
            out.line("/// A storyboard that does not match the spec stops here, before \(framework.module) would raise, with")
            out.line("/// the spec line, the storyboard, the identifier and the expected type.")
            out.block("\(access) static func instantiate() -> Self") { out in
                renderInstantiateBody(&out, returning: "Self")
            }
            switch framework.creatorAPI {
            case .onEveryScene:
                if !creatorClasses.isEmpty {
                    out.line()
                    out.line("/// Instantiates the scene through `creator`, which calls the screen's own")
                    out.line("/// `init?(coder:...)` (iOS 13's `instantiate\(kind)(identifier:creator:)`), so")
                    out.line("/// what the screen needs to exist can be `let` properties.")
                    out.line("\(framework.creatorMinimumOS.attribute)")
                    renderCreatorInstantiate(&out)
                }
                out.line()
                renderCheckedStoryboard(&out, access: "private")
            case .perControllerClass:
                out.line()
                // The creator extensions below, in the same file, call it.
                renderCheckedStoryboard(&out, access: "fileprivate")
            }
        }
        switch framework.creatorAPI {
        case .onEveryScene:
            break
        case .perControllerClass:
            for controllerClass in creatorClasses {
                out.line()
                out.line("\(framework.creatorMinimumOS.attribute)")
                out.block("extension StoryboardInstantiable where Self: \(controllerClass)") { out in
                    out.line("/// Instantiates the scene through `creator`, which calls the controller's own")
                    out.line("/// `init?(coder:...)` (`instantiate\(kind)(identifier:creator:)`), so what the")
                    out.line("/// controller needs to exist can be `let` properties.")
                    renderCreatorInstantiate(&out)
                }
            }
        }
    }

    /// The controller classes that get `instantiate(creator:)`: every class scenes can be in
    /// the support module, else those of the screens the specs give `init:`.
    private var creatorClasses: [String] {
        let all = [framework.viewController] + (framework.windows.map { [$0.controller] } ?? [])
        if scope == .supportModule { return all }
        return all.filter { controllerClass in
            model.screens.contains { $0.usesCreator && framework.controllerClass(of: $0) == controllerClass }
        }
    }

    /// For scenes the specs give `init:`: the framework calls `creator` with the scene's
    /// coder, and the screen's own `init?(coder:...)` receives what it needs to exist.
    private func renderCreatorInstantiate(_ out: inout SwiftWriter) {
        out.block("\(access) static func instantiate(creator: @escaping (NSCoder) -> Self?) -> Self") { out in
            renderCreatorBody(&out, returning: "Self")
        }
    }

    /// The body of `instantiate()`, which returns `screen` (`Self`, or the generic `Screen`
    /// of the scenes of shared classes): the scene by Storyboard ID or the initial one, and a
    /// stop with the spec line when it is not a `screen`.
    func renderInstantiateBody(_ out: inout SwiftWriter, returning screen: String) {
        let (local, localType) = framework.instantiatedLocal
        let kind = framework.instantiatedKind
        let initial = "initial \(framework.sceneNoun)"
        out.line("let storyboard = checkedStoryboard()")
        out.line("let \(local): \(localType)")
        out.line("if let identifier = storyboardIdentifier {")
        out.line("    \(local) = storyboard.instantiate\(kind)(withIdentifier: identifier)")
        out.line("} else {")
        out.line("    \(local) = storyboard.instantiateInitial\(kind)()")
        out.line("}")
        out.block("guard let screen = \(local) as? \(screen) else") { out in
            out.line("let scene = storyboardIdentifier.map { \"scene '\\($0)'\" } ?? \"\(initial)\"")
            out.line("let found = \(local).map { \"\\(type(of: $0))\" } ?? \"nothing\"")
            out.call("fatalError", message: "\\(specLocation): storyboard '\\(storyboardName.rawValue)' \\(scene) is \\(found); expected \\(\(screen).self)")
        }
        out.line("return screen")
    }

    /// The body of `instantiate(creator:)`, which returns `screen` (`Self`, or the generic
    /// `Screen` of the scenes of shared classes).
    func renderCreatorBody(_ out: inout SwiftWriter, returning screen: String) {
        let kind = framework.instantiatedKind
        out.line("let storyboard = checkedStoryboard()")
        out.block("if let identifier = storyboardIdentifier") { out in
            out.line("return storyboard.instantiate\(kind)(identifier: identifier, creator: creator)")
        }
        out.block("guard let screen: \(screen) = storyboard.instantiateInitial\(kind)(creator: creator) else") { out in
            out.call("fatalError", message: "\\(specLocation): storyboard '\\(storyboardName.rawValue)' has no initial \(framework.sceneNoun); expected \\(\(screen).self)")
        }
        out.line("return screen")
    }
}
