/// The members of `<Module>/<spec>+Screens.swift` that put a screen on screen after
/// `create` makes it: `present`, as the framework presents, and `show` for window controllers.
extension ScreenRenderer {
    func renderPresent(_ screen: Screen, signature: ParameterList, create: SwiftWriter.Line, into out: inout SwiftWriter) {
        let access = model.accessKeyword
        let framework = model.framework
        let member = SwiftIdentifier.escaped(screen.memberName)
        let result = framework.resultType(of: screen)
        let local = signature.unusedName(startingWith: "screen")
        let made = "a new `\(result)` (as `create.\(screen.memberName)` makes it)"
        out.block("extension ScreenPresenter") { out in
            switch framework.presentation {
            case let .modal(automaticMinimumOS):
                let style = screen.presentation.map { " with `.\($0)` presentation" } ?? ""
                let automatic = screen.presentation == PresentationStyle.automatic.rawValue ? automaticMinimumOS : nil
                signature.function(doc: ["/// Presents \(made) modally\(style) and returns it."],
                                   attributes: Screen.attributes(screen.minimumOS(framework) ?? automatic) + ["@discardableResult"], "\(access) func \(member)", more: ["animated: Bool = true", "completion: (() -> Void)? = nil"],
                                   tail: " -> \(result)", into: &out) { out in
                    out.line("let \(local) = \(create)")
                    if let presentation = screen.presentation {
                        out.line("\(local).modalPresentationStyle = .\(presentation)")
                    }
                    out.line("self.presenter.present(\(local), animated: animated, completion: completion)")
                    out.line("return \(local)")
                }
            case .sheetOrModalWindow:
                let asModalWindow = screen.presentation == PresentationStyle.modalWindow.rawValue
                signature.function(doc: ["/// Presents \(made) as \(asModalWindow ? "a modal window" : "a sheet") and returns it."],
                                   attributes: Screen.attributes(screen.minimumOS(framework)) + ["@discardableResult"], "\(access) func \(member)", tail: " -> \(result)", into: &out) { out in
                    out.line("let \(local) = \(create)")
                    out.line("self.presenter.\(asModalWindow ? "presentAsModalWindow" : "presentAsSheet")(\(local))")
                    out.line("return \(local)")
                }
            }
        }
    }

    func renderShow(_ screen: Screen, signature: ParameterList, create: SwiftWriter.Line, into out: inout SwiftWriter) {
        let access = model.accessKeyword
        let framework = model.framework
        let member = SwiftIdentifier.escaped(screen.memberName)
        let result = framework.resultType(of: screen)
        let local = signature.unusedName(startingWith: "screen")
        out.block("extension ScreenWindows") { out in
            signature.function(doc: ["/// Shows the window of a new `\(result)` (as `create.\(screen.memberName)` makes it) and returns it."],
                               attributes: Screen.attributes(screen.minimumOS(framework)) + ["@discardableResult"], "\(access) func \(member)", tail: " -> \(result)", into: &out) { out in
                out.line("let \(local) = \(create)")
                out.line("\(local).showWindow(nil)")
                out.line("return \(local)")
            }
        }
    }
}
