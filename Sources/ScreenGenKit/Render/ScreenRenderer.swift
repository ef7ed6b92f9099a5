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
        for screen in screens {
            out.line()
            render(screen, shownFile: shownFile, into: &out)
        }
        return GeneratedFile(path: "\(model.module)/\(model.outputStem(for: specFile))+Screens.swift", contents: out.text)
    }

    private var access: String { model.accessKeyword }

    private func render(_ screen: Screen, shownFile: String, into out: inout SwiftWriter) {
        let signature = ParameterList(screen.parameters ?? [], labeled: model.callSiteLabels == .initialize, specFile: screen.location.file)
        let member = SwiftIdentifier.escaped(screen.memberName)
        let type = screen.typeName
        let local = signature.unusedName(startingWith: "screen")
        let location = screen.location
        if location.file == specFile {
            out.line("// MARK: - \(type) (\(shownFile):\(location.line):\(location.column))")
        } else {
            out.line("// MARK: - \(type) (\(location))")
        }
        out.line()
        renderConformance(screen, into: &out)

        out.block("extension ScreenFactory") { out in
            if screen.parameters == nil {
                out.line("/// A new `\(type)` \(origin(of: screen)).")
            } else {
                out.line("/// A new `\(type)` \(origin(of: screen)), after `initialize\(signature.selector)`.")
            }
            signature.function("\(access) func \(member)", tail: " -> \(type)", into: &out) { out in
                let make: SwiftWriter.Line = screen.source == .code ? "\(type)()" : "\(type).instantiate()"
                guard screen.parameters != nil else {
                    out.line("return \(make)")
                    return
                }
                out.line("let \(local) = \(make)")
                signature.initializeCall("\(local).initialize", into: &out)
                out.line("return \(local)")
            }
        }
        out.line()
        let create: SwiftWriter.Line = "ScreenFactory().\(member)(\(signature.forwardedArguments))"
        out.block("extension ScreenPusher") { out in
            out.line("/// Pushes a new `\(type)` (as `create.\(screen.memberName)` makes it) and returns it.")
            signature.function(attributes: ["@discardableResult"], "\(access) func \(member)", more: ["animated: Bool"], tail: " -> \(type)", into: &out) { out in
                out.line("let \(local) = \(create)")
                out.line("self.navigationController.pushViewController(\(local), animated: animated)")
                out.line("return \(local)")
            }
        }
        out.line()
        out.block("extension ScreenPresenter") { out in
            out.line("/// Presents a new `\(type)` (as `create.\(screen.memberName)` makes it) modally and returns it.")
            signature.function(attributes: ["@discardableResult"], "\(access) func \(member)", more: ["animated: Bool", "completion: (() -> Void)? = nil"],
                               tail: " -> \(type)", into: &out) { out in
                out.line("let \(local) = \(create)")
                out.line("self.presenter.present(\(local), animated: animated, completion: completion)")
                out.line("return \(local)")
            }
        }
    }

    private func renderConformance(_ screen: Screen, into out: inout SwiftWriter) {
        guard let storyboardName = screen.source.storyboard, let storyboard = storyboards[storyboardName] else { return }
        out.block("extension \(screen.typeName): StoryboardInstantiable") { out in
            out.line("\(access) static var storyboardName: UIStoryboard.Name { .\(SwiftIdentifier.escaped(storyboard.caseName)) }")
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

    private func origin(of screen: Screen) -> SwiftWriter.Line {
        switch screen.source {
        case let .storyboardScene(storyboard, identifier):
            return "from \(storyboard).storyboard (Storyboard ID \(SwiftWriter.stringLiteral(identifier)))"
        case let .initialScene(storyboard):
            return "from \(storyboard).storyboard (its initial view controller)"
        case .code:
            return "built with `init()`"
        }
    }
}
