/// The part of `<Module>/ScreenGen.swift` for storyboard scenes of a class that several
/// screens share (`class:`): `ScreenGenScene`, which holds one screen's storyboard,
/// Storyboard ID and spec line as values.
///
/// A type conforms to `StoryboardInstantiable` once, with one storyboard and one Storyboard
/// ID, so a class in three scenes cannot carry them; each of its screens passes its own to
/// `ScreenGenScene` instead, in `create` and in its generated test. Written only for a module
/// that has such a scene, so every other module's output is what it would be without it.
/// Only UIKit platforms get it: validation refuses shared classes on macOS.
extension SupportRenderer {
    static let sharedSceneType = "ScreenGenScene"

    /// Whether the module has a storyboard scene of a shared class.
    static func needsSharedScene(_ model: AppModel) -> Bool {
        model.screens.contains { $0.sharesClass && $0.source.storyboard != nil }
    }

    /// `ScreenGenScene<WebViewController>(storyboard: .main, identifier: "Web", spec: "Specs/App.yml:12:3")`.
    static func sharedSceneExpression(_ screen: Screen, model: AppModel) -> SwiftWriter.Line {
        let storyboard = model.storyboards.first { $0.name == screen.source.storyboard }
        let caseName = SwiftIdentifier.escaped(storyboard?.caseName ?? ((try? SwiftIdentifier.derivedCaseName(screen.source.storyboard ?? "").get()) ?? ""))
        let identifier: String
        switch screen.source {
        case let .storyboardScene(_, sceneIdentifier): identifier = SwiftWriter.stringLiteral(sceneIdentifier)
        case .initialScene, .segueOnlyScene, .code, .nib, .swiftUI: identifier = "nil"
        }
        let spec = SwiftWriter.stringLiteral(model.reference(of: screen))
        return "\(sharedSceneType)<\(screen.typeName)>(storyboard: .\(caseName), identifier: \(identifier), spec: \(spec))"
    }

    func renderSharedScene(_ out: inout SwiftWriter) {
        let type = Self.sharedSceneType
        let compiled = Self.compiledStoryboardType
        let nameType = framework.storyboardNameType(of: model)
        let storyboardType = framework.storyboardType
        let kind = framework.instantiatedKind
        let initial = "initial \(framework.sceneNoun)"
        let initialOption = "Is Initial " + framework.sceneNoun.split(separator: " ").map { String($0).capitalizedFirst }.joined(separator: " ")
        out.line("// MARK: - Scenes of shared classes")
        out.line()
        out.line("/// A storyboard scene of a class that several screens share. The class cannot conform to")
        out.line("/// `StoryboardInstantiable` once per screen, so each screen's `create` and test pass its")
        out.line("/// storyboard, Storyboard ID and spec line here.")
        out.block("internal struct \(type)<Screen: \(framework.sceneBaseClass)>: Sendable") { out in
            out.line("/// The storyboard that holds the scene.")
            out.line("internal let storyboardName: \(nameType)")
            out.line("/// The scene's Storyboard ID, or nil for the \(initial).")
            out.line("internal let storyboardIdentifier: String?")
            out.line("/// Where the spec declares the screen, e.g. `Specs/App.yml:12:3`: named when the storyboard does not match.")
            out.line("internal let specLocation: String")
            out.line()
            out.block("internal init(storyboard: \(nameType), identifier: String?, spec: String)") { out in
                out.line("self.storyboardName = storyboard")
                out.line("self.storyboardIdentifier = identifier")
                out.line("self.specLocation = spec")
            }
            out.line()
            out.line("/// The bundle that holds the compiled storyboard.")
            out.line("@MainActor")
            out.line("internal var storyboardBundle: Bundle { storyboardName.bundle }")
            out.line()
            out.line("/// Why the scene cannot be instantiated from the compiled storyboard, or nil.")
            out.line("@MainActor")
            out.block("internal func problem(in compiled: \(compiled)) -> String?") { out in
                out.line("let name = storyboardName.rawValue")
                out.block("guard let identifier = storyboardIdentifier else") { out in
                    out.line("if compiled.hasInitial\(kind) { return nil }")
                    out.call("return ", message: "storyboard '\\(name)' has no \(initial); expected \\(Screen.self) (check '\(initialOption)')")
                }
                out.line("guard !compiled.identifiers.contains(identifier) else { return nil }")
                out.line("let known = compiled.userIdentifiers.joined(separator: \", \")")
                out.call("return ", message: "storyboard '\\(name)' has no scene with Storyboard ID '\\(identifier)' for \\(Screen.self); its IDs: \\(known.isEmpty ? \"none\" : known)")
            }
            out.line()
            out.line("/// Instantiates the scene from its storyboard; a storyboard that does not match the spec")
            out.line("/// stops here, before \(framework.module) would raise, with the spec line.")
            out.line("@MainActor")
            out.block("internal func instantiate() -> Screen") { out in
                renderInstantiateBody(&out, returning: "Screen")
            }
            if model.screens.contains(where: { $0.sharesClass && $0.usesCreator }) {
                out.line()
                out.line("/// Instantiates the scene through `creator`, which calls the screen's own `init?(coder:...)`.")
                out.line("\(framework.creatorMinimumOS.attribute)")
                out.line("@MainActor")
                out.block("internal func instantiate(creator: @escaping (NSCoder) -> Screen?) -> Screen") { out in
                    renderCreatorBody(&out, returning: "Screen")
                }
            }
            out.line()
            out.line("/// The scene's storyboard, checked in a debug build as `StoryboardInstantiable` checks it.")
            out.line("@MainActor")
            out.block("private func checkedStoryboard() -> \(storyboardType)") { out in
                out.line("#if DEBUG")
                out.line("if let compiled = \(compiled).load(storyboardName, bundle: storyboardBundle).storyboard,")
                out.line("   let problem = self.problem(in: compiled) {")
                out.line("    fatalError(\"\\(specLocation): \\(problem)\")")
                out.line("}")
                out.line("#endif")
                out.line("return \(storyboardType)(name: storyboardName.rawValue, bundle: storyboardBundle)")
            }
        }
    }
}
