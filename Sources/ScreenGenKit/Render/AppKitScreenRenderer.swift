/// Renders `<Module>/<spec>+Screens.swift` for `platform: macOS`: for each screen of one
/// spec file, its storyboard conformance and its `create` member, then `present` (a view
/// controller, as a sheet or modal window) or `show` (a window controller, in its window).
struct AppKitScreenRenderer {
    let model: AppModel
    let specFile: String
    let screens: [Screen]
    /// The model's storyboards by name.
    let storyboards: [String: Storyboard]

    func render() -> GeneratedFile {
        var out = SwiftWriter()
        out.fileHeader(source: specFile)
        let shownFile = specFile.shownOnOneLine
        out.line()
        out.line("import AppKit")
        if let support = model.supportImportLine { out.line("\(support)") }
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
        let local = signature.unusedName(startingWith: "screen")
        let location = screen.location
        out.line("// MARK: - \(type) (\(location.file == specFile ? "\(shownFile):\(location.line):\(location.column)" : location.description))")
        out.line()
        renderConformance(screen, into: &out)
        aliases?.render(access: access, specFile: screen.location.file, into: &out)
        out.block("extension ScreenFactory") { out in
            signature.function(doc: ["/// \(summary(of: screen))."], attributes: Screen.attributes(screen.minimumOS(appKit: true)), "\(access) func \(member)", tail: " -> \(type)", into: &out) { out in
                let make = makeExpression(screen)
                guard let parameters = screen.parameters else {
                    out.line("return \(make)")
                    return
                }
                out.line("let \(local) = \(make)")
                ParameterList(parameters, specFile: screen.location.file).initializeCall("\(local).initialize", into: &out)
                out.line("return \(local)")
            }
        }
        out.line()
        let create: SwiftWriter.Line = "ScreenFactory().\(member)(\(signature.forwardedArguments))"
        if screen.isWindowController {
            out.block("extension ScreenWindows") { out in
                signature.function(doc: ["/// Shows the window of a new `\(type)` (as `create.\(screen.memberName)` makes it) and returns it."], attributes: Screen.attributes(screen.minimumOS(appKit: true)) + ["@discardableResult"], "\(access) func \(member)", tail: " -> \(type)", into: &out) { out in
                    out.line("let \(local) = \(create)")
                    out.line("\(local).showWindow(nil)")
                    out.line("return \(local)")
                }
            }
            return
        }
        let asModalWindow = screen.presentation == .modalWindow
        out.block("extension ScreenPresenter") { out in
            let doc: SwiftWriter.Line = "/// Presents a new `\(type)` (as `create.\(screen.memberName)` makes it) as \(asModalWindow ? "a modal window" : "a sheet") and returns it."
            signature.function(doc: [doc], attributes: Screen.attributes(screen.minimumOS(appKit: true)) + ["@discardableResult"], "\(access) func \(member)", tail: " -> \(type)", into: &out) { out in
                out.line("let \(local) = \(create)")
                out.line("self.presenter.\(asModalWindow ? "presentAsModalWindow" : "presentAsSheet")(\(local))")
                out.line("return \(local)")
            }
        }
    }

    /// How `create` makes the screen before `initialize`.
    private func makeExpression(_ screen: Screen) -> SwiftWriter.Line {
        let type = screen.typeName
        let initArguments = ParameterList(screen.initParameters ?? []).arguments
        switch screen.source {
        case .storyboardScene, .initialScene:
            guard screen.usesCreator else { return "\(type).instantiate()" }
            return "\(type).instantiate { coder in \(type)(coder: coder, \(initArguments)) }"
        case .code, .nib, .swiftUI:
            // XIB and SwiftUI screens are refused on macOS before rendering.
            return "\(type)(\(initArguments))"
        }
    }

    private func renderConformance(_ screen: Screen, into out: inout SwiftWriter) {
        guard let storyboardName = screen.source.storyboard, let storyboard = storyboards[storyboardName] else { return }
        out.block("extension \(screen.typeName): StoryboardInstantiable") { out in
            out.line("\(access) static var storyboardName: NSStoryboard.\(model.storyboardFileEnum) { .\(SwiftIdentifier.escaped(storyboard.caseName)) }")
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
        let kind = screen.isWindowController ? "window controller" : "view controller"
        let initSelector = ParameterList(screen.initParameters ?? []).selector.dropFirst().dropLast()
        let creator = screen.usesCreator ? " through `init(coder:\(initSelector))`" : ""
        let origin: SwiftWriter.Line
        switch screen.source {
        case let .storyboardScene(storyboard, identifier):
            origin = "A new `\(type)` (a \(kind)) from \(storyboard).storyboard (Storyboard ID \(SwiftWriter.stringLiteral(identifier)))\(creator)"
        case let .initialScene(storyboard):
            origin = "A new `\(type)` (a \(kind)) from \(storyboard).storyboard (its initial controller)\(creator)"
        case .code, .nib, .swiftUI:
            origin = "A new `\(type)` (a \(kind)) built with `init(\(initSelector))`"
        }
        guard let parameters = screen.parameters else { return origin }
        return "\(origin), after `initialize\(ParameterList(parameters).selector)`"
    }
}
