/// Renders `<Module>/<spec>+Screens.swift`: for each screen of one spec file, its
/// storyboard conformance and its create, push and present members.
struct ScreenRenderer {
    let model: AppModel
    let specFile: String
    let screens: [Screen]
    /// The model's storyboards by name.
    let storyboards: [String: Storyboard]

    func render() -> GeneratedFile {
        var out = SwiftWriter()
        out.fileHeader(source: specFile)
        // Every screen's location names this file: show its path once, not once per screen.
        let shownFile = specFile.shownOnOneLine
        out.line()
        out.line("import UIKit")
        if let support = model.supportImportLine { out.line("\(support)") }
        if screens.contains(where: { $0.source == .swiftUI }) {
            // UIHostingController is declared in SwiftUI, not UIKit.
            out.line("import SwiftUI")
        }
        for screen in screens {
            out.line()
            render(screen, shownFile: shownFile, into: &out)
        }
        return GeneratedFile(path: "\(model.module)/\(model.outputStem(for: specFile))+Screens.swift", contents: out.text)
    }

    private var access: String { model.accessKeyword }

    private func render(_ screen: Screen, shownFile: String, into out: inout SwiftWriter) {
        let aliases = ParameterAliases(screen)
        let signature = ParameterList(aliases?.referencing ?? [], labeled: model.callSiteLabels == .initialize, specFile: screen.location.file)
        let member = SwiftIdentifier.escaped(screen.memberName)
        let type = screen.typeName
        let result = screen.resultType
        let local = signature.unusedName(startingWith: "screen")
        let location = screen.location
        if location.file == specFile {
            out.line("// MARK: - \(type) (\(shownFile):\(location.line):\(location.column))")
        } else {
            out.line("// MARK: - \(type) (\(location))")
        }
        out.line()
        renderConformance(screen, into: &out)
        renderSegues(screen, into: &out)
        aliases?.render(access: access, specFile: screen.location.file, into: &out)

        out.block("extension ScreenFactory") { out in
            signature.function(doc: ["/// \(summary(of: screen))."], attributes: Screen.attributes(screen.minimumOS(appKit: false)),
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
        out.block("extension ScreenPusher") { out in
            signature.function(doc: ["/// Pushes a new `\(result)` (as `create.\(screen.memberName)` makes it) and returns it."],
                               attributes: Screen.attributes(screen.minimumOS(appKit: false)) + ["@discardableResult"], "\(access) func \(member)", more: ["animated: Bool = true"], tail: " -> \(result)", into: &out) { out in
                out.line("let \(local) = \(create)")
                out.line("self.navigationController.pushViewController(\(local), animated: animated)")
                out.line("return \(local)")
            }
        }
        out.line()
        out.block("extension ScreenPresenter") { out in
            let style = screen.presentation.map { " with `.\($0.rawValue)` presentation" } ?? ""
            signature.function(doc: ["/// Presents a new `\(result)` (as `create.\(screen.memberName)` makes it) modally\(style) and returns it."],
                               attributes: Screen.attributes(screen.presentMinimumOS(appKit: false)) + ["@discardableResult"], "\(access) func \(member)", more: ["animated: Bool = true", "completion: (() -> Void)? = nil"],
                               tail: " -> \(result)", into: &out) { out in
                out.line("let \(local) = \(create)")
                if let presentation = screen.presentation {
                    out.line("\(local).modalPresentationStyle = .\(presentation.rawValue)")
                }
                out.line("self.presenter.present(\(local), animated: animated, completion: completion)")
                out.line("return \(local)")
            }
        }
    }

    /// How `create` makes the screen before `initialize`: the expression for its kind.
    private func makeExpression(_ screen: Screen) -> SwiftWriter.Line {
        let type = screen.typeName
        let initArguments = ParameterList(screen.initParameters ?? [], declares: false).arguments
        let more: SwiftWriter.Line = initArguments.bytes.isEmpty ? "" : ", \(initArguments)"
        switch screen.source {
        case .storyboardScene, .initialScene:
            guard screen.usesCreator else { return "\(type).instantiate()" }
            return "\(type).instantiate { coder in \(type)(coder: coder\(more)) }"
        case .code:
            return "\(type)(\(initArguments))"
        case let .nib(name, bundle):
            return "\(type)(nibName: \(SwiftWriter.stringLiteral(name)), bundle: \(bundle.expression(classToken: type))\(more))"
        case .swiftUI:
            return "UIHostingController(rootView: \(type)(\(initArguments)))"
        }
    }

    private func renderConformance(_ screen: Screen, into out: inout SwiftWriter) {
        if case let .nib(name, bundle) = screen.source {
            out.block("extension \(screen.typeName): NibInstantiable") { out in
                out.line("\(access) static var nibResourceName: String { \(SwiftWriter.stringLiteral(name)) }")
                out.line("\(access) static var nibResourceBundle: Bundle { \(bundle.expression(classToken: screen.typeName)) }")
                out.line("\(access) static var specLocation: String { \(SwiftWriter.stringLiteral(screen.location.description)) }")
            }
            out.line()
            return
        }
        guard let storyboardName = screen.source.storyboard, let storyboard = storyboards[storyboardName] else { return }
        out.block("extension \(screen.typeName): StoryboardInstantiable") { out in
            out.line("\(access) static var storyboardName: \(model.storyboardNameType) { .\(SwiftIdentifier.escaped(storyboard.caseName)) }")
            out.line("\(access) static var specLocation: String { \(SwiftWriter.stringLiteral(screen.location.description)) }")
            switch screen.source {
            case .initialScene:
                out.line("\(access) static var storyboardIdentifier: String? { nil }")
            case let .storyboardScene(_, identifier) where identifier != screen.typeName:
                out.line("\(access) static var storyboardIdentifier: String? { \(SwiftWriter.stringLiteral(identifier)) }")
            default:
                break
            }
        }
        out.line()
    }

    /// The doc comment of `create`: where the screen comes from and what is called.
    private func summary(of screen: Screen) -> SwiftWriter.Line {
        let type = screen.typeName
        let initSelector = ParameterList.selector(of: screen.initParameters ?? []).dropFirst().dropLast()
        let origin: SwiftWriter.Line
        switch screen.source {
        case let .storyboardScene(storyboard, identifier):
            let creator = screen.usesCreator ? " through `init(coder:\(initSelector))`" : ""
            origin = "A new `\(type)` from \(storyboard).storyboard (Storyboard ID \(SwiftWriter.stringLiteral(identifier)))\(creator)"
        case let .initialScene(storyboard):
            let creator = screen.usesCreator ? " through `init(coder:\(initSelector))`" : ""
            origin = "A new `\(type)` from \(storyboard).storyboard (its initial view controller)\(creator)"
        case .code:
            origin = "A new `\(type)` built with `init(\(initSelector))`"
        case let .nib(name, _):
            origin = "A new `\(type)` built with `init(nibName:bundle:\(initSelector))` from \(name).xib"
        case .swiftUI:
            origin = "A `UIHostingController` showing a new `\(type)` built with `init(\(initSelector))`"
        }
        guard let parameters = screen.parameters else { return origin }
        return "\(origin), after `initialize\(ParameterList.selector(of: parameters))`"
    }
}
