/// Renders `<Module>/<spec>+Screens.swift`: for each screen of one spec file, its
/// storyboard conformance and its `create` member, then what the framework can do with it:
/// `push` onto a navigation controller, `present` (modally, or as a sheet or modal window),
/// or `show` a window controller's window.
struct ScreenRenderer {
    let model: AppModel
    let specFile: String
    let screens: [Screen]
    /// The model's storyboards by name.
    let storyboards: [String: Storyboard]
    /// The model's framework, looked up once per file.
    let framework: UIFramework

    func render() -> GeneratedFile {
        var out = SwiftWriter()
        out.fileHeader(source: specFile)
        // Every screen's location names this file: show its path once, not once per screen.
        let shownFile = specFile.shownOnOneLine
        out.line()
        out.line(framework.importLine)
        if let support = model.supportImportLine { out.line("\(support)") }
        if let hosting = framework.hosting, screens.contains(where: { $0.source == .swiftUI }) {
            // The hosting controller is declared in SwiftUI, not in the UI framework.
            out.line("import \(hosting.module)")
        }
        for screen in screens {
            out.line()
            render(screen, shownFile: shownFile, into: &out)
        }
        return GeneratedFile(path: Self.path(for: specFile, in: model), contents: out.text)
    }

    /// `<Module>/<spec>+Screens.swift`: the one place that names a spec file's output.
    static func path(for specFile: String, in model: AppModel) -> String {
        "\(model.module)/\(model.outputStem(for: specFile))+Screens.swift"
    }

    private var access: String { model.accessKeyword }

    private func render(_ screen: Screen, shownFile: String, into out: inout SwiftWriter) {
        let aliases = ParameterAliases(screen)
        let signature = ParameterList(aliases?.referencing ?? [], labeled: model.callSiteLabels == .initialize, specFile: screen.location.file)
        let member = SwiftIdentifier.escaped(screen.memberName)
        let type = screen.typeName
        let result = framework.resultType(of: screen)
        let local = signature.unusedName(startingWith: "screen")
        let location = screen.location
        // A screen named apart from its class shows both: `MainWebViewController: WebViewController`.
        let title = screen.name == type ? type : "\(screen.name): \(type)"
        if location.file == specFile {
            out.line("// MARK: - \(title) (\(shownFile):\(location.line):\(location.column))")
        } else {
            out.line("// MARK: - \(title) (\(location))")
        }
        out.line()
        renderConformance(screen, into: &out)
        renderSegues(screen, into: &out)
        aliases?.render(access: access, specFile: screen.location.file, into: &out)
        guard screen.kind.isMadeInCode else {
            // Its parameters reach it through the typed prepare of the segues that show it.
            out.line("// \(type) has no Storyboard ID: only segues and relationships show it, so it has no create, push or present.")
            return
        }

        out.block("extension ScreenFactory") { out in
            signature.function(doc: ["/// \(summary(of: screen))."], attributes: Screen.attributes(screen.minimumOS(framework)),
                               "\(access) func \(member)", tail: " -> \(result)", into: &out) { out in
                let make = makeExpression(screen)
                guard let parameters = screen.parameters else {
                    out.line("return \(make)")
                    return
                }
                out.line("let \(local) = \(make)")
                ParameterList(parameters, specFile: screen.location.file, declares: false).initializeCall("\(local).initialize", into: &out)
                out.line("return \(local)")
            }
        }
        out.line()
        let create: SwiftWriter.Line = "ScreenFactory().\(member)(\(signature.forwardedArguments))"
        let entry = Entry(screen: screen, member: member, result: result, local: local, signature: signature, create: create)
        if framework.windows != nil, screen.isWindowController {
            renderShow(entry, into: &out)
            return
        }
        if framework.navigation != nil {
            renderPush(entry, into: &out)
            out.line()
        }
        renderPresent(entry, into: &out)
    }

    /// How `create` makes the screen before `initialize`: the expression for its kind.
    private func makeExpression(_ screen: Screen) -> SwiftWriter.Line {
        let type = screen.typeName
        let initArguments = ParameterList(screen.initParameters ?? [], declares: false).arguments
        let more: SwiftWriter.Line = initArguments.bytes.isEmpty ? "" : ", \(initArguments)"
        switch screen.source {
        case .storyboardScene, .initialScene, .segueOnlyScene:
            // A class several screens share has no conformance: its scene is passed explicitly.
            let instantiable = screen.sharesClass ? SupportRenderer.sharedSceneExpression(screen, model: model) : "\(type)"
            guard screen.usesCreator else { return "\(instantiable).instantiate()" }
            return "\(instantiable).instantiate { coder in \(type)(coder: coder\(more)) }"
        case .code:
            return "\(type)(\(initArguments))"
        case let .nib(name, bundle):
            return "\(type)(nibName: \(SwiftWriter.stringLiteral(name)), bundle: \(bundle.expression(classToken: type))\(more))"
        case .swiftUI:
            guard let hosting = framework.hosting else { return "\(type)(\(initArguments))" }
            return "\(hosting.controller)(rootView: \(type)(\(initArguments)))"
        }
    }

    /// The type's `StoryboardInstantiable` or `NibInstantiable` conformance, which holds one
    /// scene or XIB: none for a class several screens share, whose `create` and test pass them.
    private func renderConformance(_ screen: Screen, into out: inout SwiftWriter) {
        if screen.sharesClass { return }
        if case let .nib(name, bundle) = screen.source {
            out.block("extension \(screen.typeName): NibInstantiable") { out in
                out.line("\(access) static var nibResourceName: String { \(SwiftWriter.stringLiteral(name)) }")
                out.line("\(access) static var nibResourceBundle: Bundle { \(bundle.expression(classToken: screen.typeName)) }")
                out.line("\(access) static var specLocation: String { \(SwiftWriter.stringLiteral(screen.location.description)) }")
            }
            out.line()
            return
        }
        // A segue-only scene has no Storyboard ID to instantiate it by.
        guard screen.kind.isMadeInCode, let storyboardName = screen.source.storyboard, let storyboard = storyboards[storyboardName] else { return }
        out.block("extension \(screen.typeName): StoryboardInstantiable") { out in
            out.line("\(access) static var storyboardName: \(framework.storyboardNameType(of: model)) { .\(SwiftIdentifier.escaped(storyboard.caseName)) }")
            out.line("\(access) static var specLocation: String { \(SwiftWriter.stringLiteral(screen.location.description)) }")
            switch screen.source {
            case .initialScene:
                out.line("\(access) static var storyboardIdentifier: String? { nil }")
            case let .storyboardScene(_, identifier) where identifier != SwiftIdentifier.unqualified(screen.typeName):
                out.line("\(access) static var storyboardIdentifier: String? { \(SwiftWriter.stringLiteral(identifier)) }")
            case .storyboardScene, .segueOnlyScene, .code, .nib, .swiftUI:
                break
            }
        }
        out.line()
    }

    /// The doc comment of `create`: where the screen comes from and what is called.
    private func summary(of screen: Screen) -> SwiftWriter.Line {
        let type = screen.typeName
        let initSelector = ParameterList.selector(of: screen.initParameters ?? []).dropFirst().dropLast()
        // A framework with window controllers names which kind of controller each screen is.
        let kind = framework.windows == nil ? "" : " (a \(screen.isWindowController ? "window controller" : "view controller"))"
        let creator = screen.usesCreator ? " through `init(coder:\(initSelector))`" : ""
        let built = "A new `\(type)`\(kind) built with `init(\(initSelector))`"
        let origin: SwiftWriter.Line
        switch screen.source {
        case let .storyboardScene(storyboard, identifier):
            origin = "A new `\(type)`\(kind) from \(storyboard).storyboard (Storyboard ID \(SwiftWriter.stringLiteral(identifier)))\(creator)"
        case let .initialScene(storyboard):
            origin = "A new `\(type)`\(kind) from \(storyboard).storyboard (its initial \(framework.sceneNoun))\(creator)"
        case let .segueOnlyScene(storyboard):
            origin = "`\(type)` of \(storyboard).storyboard, which only segues show"
        case .code:
            origin = "\(built)"
        case let .nib(name, _):
            origin = "A new `\(type)` built with `init(nibName:bundle:\(initSelector))` from \(name).xib"
        case .swiftUI:
            guard let hosting = framework.hosting else { origin = "\(built)"; break }
            origin = "A `\(hosting.controller)` showing a new `\(type)` built with `init(\(initSelector))`"
        }
        guard let parameters = screen.parameters else { return origin }
        return "\(origin), after `initialize\(ParameterList.selector(of: parameters))`"
    }
}
