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
    /// The type of `storyboardName`, which every screen of the file repeats.
    private let storyboardNameType: String

    init(model: AppModel, specFile: String, screens: [Screen], storyboards: [String: Storyboard], framework: UIFramework) {
        self.model = model
        self.specFile = specFile
        self.screens = screens
        self.storyboards = storyboards
        self.framework = framework
        storyboardNameType = framework.storyboardNameType(of: model)
    }

    func render() -> GeneratedFile {
        var out = SwiftWriter()
        out.fileHeader(source: specFile)
        out.line()
        out.line(framework.importLine)
        if let support = model.supportImportLine { out.line("\(support)") }
        if let hosting = framework.hosting, screens.contains(where: { $0.source == .swiftUI }) {
            // The hosting controller is declared in SwiftUI, not in the UI framework.
            out.line("import \(hosting.module)")
        }
        for screen in screens {
            out.line()
            render(screen, into: &out)
        }
        return GeneratedFile(path: Self.path(for: specFile, in: model), utf8: out.utf8)
    }

    /// `<Module>/<spec>+Screens.swift`: the one place that names a spec file's output.
    static func path(for specFile: String, in model: AppModel) -> String {
        "\(model.module)/\(model.outputStem(for: specFile))+Screens.swift"
    }

    private var access: String { model.accessKeyword }

    private func render(_ screen: Screen, into out: inout SwiftWriter) {
        let layoutFile = model.layoutFile(of: screen.location)
        let signature = ParameterList(screen.allParameters, labeled: model.callSiteLabels == .initialize, specFile: layoutFile)
        let member = SwiftIdentifier.escaped(screen.memberName)
        let type = screen.typeName
        let result = framework.resultType(of: screen)
        let local = signature.unusedName(startingWith: "screen")
        // A screen named apart from its class shows both: `MainWebViewController: WebViewController`.
        let title = screen.name == type ? type : "\(screen.name): \(type)"
        out.line("// MARK: - \(title)\(markSuffix(of: screen.location))")
        out.line()
        renderConformance(screen, into: &out)
        renderInitializing(screen, into: &out)
        renderSegues(screen, into: &out)
        guard screen.kind.isMadeInCode else {
            // Its parameters reach it through the typed prepare of the segues that show it.
            out.line("// \(type) has no Storyboard ID: only segues and relationships show it, so it has no create, push or present.")
            return
        }

        out.block("extension ScreenFactory") { out in
            signature.function(doc: ["/// \(summary(of: screen))."], attributes: Screen.attributes(screen.minimumOS(framework)),
                               "\(access) func \(member)", tail: " -> \(result)", into: &out) { out in
                writeMake(screen, "let \(local) = ", into: &out)
                if let parameters = screen.parameters {
                    ParameterList(parameters, specFile: layoutFile, declares: false).initializeCall(Self.initializeHead(of: screen, on: local), into: &out)
                }
                Self.renderReport(screen, shown: "self.shown", value: { SwiftIdentifier.escaped($0.name) }, into: &out)
                out.line("return \(local)")
            }
        }
        out.line()
        let entry = Entry(screen: screen, member: member, result: result, local: local, signature: signature)
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

    /// `prefix` and ``makeExpression(_:)``; a creator closure too long for one line gets
    /// lines of its own.
    private func writeMake(_ screen: Screen, _ prefix: String, into out: inout SwiftWriter) {
        let make = makeExpression(screen)
        let line: SwiftWriter.Line = "\(prefix)\(make)"
        let text = String(decoding: make.bytes, as: UTF8.self)
        guard !out.fits(line), text.hasSuffix(" }"), let open = text.range(of: " { coder in ") else {
            out.line(line)
            return
        }
        out.line("\(prefix)\(String(text[..<open.lowerBound])) { coder in")
        out.indented { out in out.line("\(String(text[open.upperBound...].dropLast(2)))") }
        out.line("}")
    }

    /// How `create` makes the screen before `initialize`: the expression for its kind.
    private func makeExpression(_ screen: Screen) -> SwiftWriter.Line {
        let type = screen.typeName
        let initArguments = ParameterList(screen.initParameters ?? [], declares: false).arguments
        let more: SwiftWriter.Line = initArguments.isEmpty ? "" : ", \(initArguments)"
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
                writeSpecLocation(screen, into: &out)
            }
            out.line()
            return
        }
        // A segue-only scene has no Storyboard ID to instantiate it by.
        guard screen.kind.isMadeInCode, let storyboardName = screen.source.storyboard, let storyboard = storyboards[storyboardName] else { return }
        out.block("extension \(screen.typeName): StoryboardInstantiable") { out in
            out.line("\(access) static var storyboardName: \(storyboardNameType) { .\(SwiftIdentifier.escaped(storyboard.caseName)) }")
            writeSpecLocation(screen, into: &out)
            switch screen.source {
            case .initialScene:
                out.line("\(access) static var storyboardIdentifier: String? { nil }")
            case let .storyboardScene(_, identifier) where !Self.isUnqualifiedName(identifier, of: screen.typeName):
                out.line("\(access) static var storyboardIdentifier: String? { \(SwiftWriter.stringLiteral(identifier)) }")
            case .storyboardScene, .segueOnlyScene, .code, .nib, .swiftUI:
                break
            }
        }
        out.line()
    }

    /// `static var specLocation: String { "…" }`, the value on a line of its own when long.
    private func writeSpecLocation(_ screen: Screen, into out: inout SwiftWriter) {
        let value = SwiftWriter.stringLiteral(model.reference(of: screen))
        let line: SwiftWriter.Line = "\(access) static var specLocation: String { \(value) }"
        guard !out.fits(line) else { return out.line(line) }
        out.block("\(access) static var specLocation: String") { out in out.line("\(value)") }
    }

    /// What a screen's `// MARK:` adds to its title: nothing for a screen of this file
    /// (the header names it), the spec file of one merged from another file's anchor, and
    /// with `sourceLocations: spec` the location.
    private func markSuffix(of location: SourceLocation) -> String {
        switch model.sourceLocations {
        case .spec: return " (\(location.description.shownOnOneLine))"
        case .none: return location.file == specFile ? "" : " (\(location.file.shownOnOneLine))"
        }
    }

    /// Whether `identifier` is `typeName` without its qualification (`Feed` of
    /// `Shop.Feed`, ``SwiftIdentifier/unqualified(_:)``). ASCII names, nearly all of them,
    /// are compared as bytes: a walk by characters costs far more per screen; others as
    /// strings, which treats canonically equivalent spellings as equal.
    static func isUnqualifiedName(_ identifier: String, of typeName: String) -> Bool {
        var typeName = typeName
        var identifier = identifier
        let isASCII = typeName.isAllASCII && identifier.isAllASCII
        guard isASCII else { return identifier == SwiftIdentifier.unqualified(typeName) }
        return typeName.withUTF8 { name in
            identifier.withUTF8 { identifier in
                let start = name.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
                return name.count - start == identifier.count && name[start...].elementsEqual(identifier)
            }
        }
    }

    /// The doc comment of `create`: where the screen comes from and what is called.
    private func summary(of screen: Screen) -> SwiftWriter.Line {
        let type = screen.typeName
        let initSelector = ParameterList.selector(of: screen.initParameters ?? []).dropFirst().dropLast()
        // A framework with window controllers names which kind of controller each screen is.
        let kind = framework.windows == nil ? "" : " (a \(screen.isWindowController ? "window controller" : "view controller"))"
        let creator = screen.usesCreator ? " through `init(coder:\(initSelector))`" : ""
        // Only screens built in code read it: not worked out for the others.
        var built: SwiftWriter.Line { "A new `\(type)`\(kind) built with `init(\(initSelector))`" }
        let origin: SwiftWriter.Line
        switch screen.source {
        case let .storyboardScene(storyboard, identifier):
            origin = "A new `\(type)`\(kind) from \(storyboard).storyboard (Storyboard ID \(SwiftWriter.stringLiteral(identifier)))\(creator)"
        case let .initialScene(storyboard):
            origin = "A new `\(type)`\(kind) from \(storyboard).storyboard (its initial \(framework.sceneNoun))\(creator)"
        case let .segueOnlyScene(storyboard):
            origin = "`\(type)` of \(storyboard).storyboard, which only segues show"
        case .code:
            origin = built
        case let .nib(name, _):
            origin = "A new `\(type)`\(kind) built with `init(nibName:bundle:\(initSelector))` from \(name).xib"
        case .swiftUI:
            guard let hosting = framework.hosting else { origin = built; break }
            origin = "A `\(hosting.controller)` showing a new `\(type)` built with `init(\(initSelector))`"
        }
        guard let parameters = screen.parameters else { return origin }
        return "\(origin), after `initialize\(ParameterList.selector(of: parameters))`"
    }
}
