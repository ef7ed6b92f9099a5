/// The members of `<Module>/<spec>+Screens.swift` that put a screen on screen after
/// `create` makes it: `push` onto a navigation controller, `present` as the framework
/// presents, and `show` for window controllers.
extension ScreenRenderer {
    /// What every such member of one screen is made of.
    struct Entry {
        let screen: Screen
        /// The member's name, escaped.
        let member: String
        /// The type `create` returns.
        let result: String
        /// The local that holds the new screen.
        let local: String
        let signature: ParameterList

        /// A member of one of the entry-point namespaces: the new screen, put on screen, returned.
        func function(doc: SwiftWriter.Line, minimumOS: MinimumOS?, access: String, shown: String, more: [String] = [], into out: inout SwiftWriter,
                      body: (inout SwiftWriter) -> Void) {
            signature.function(doc: [doc], attributes: Screen.attributes(minimumOS) + ["@discardableResult"], "\(access) func \(member)", more: more,
                               tail: " -> \(result)", into: &out) { out in
                out.call("let \(local) = ScreenFactory(shown: .\(shown)).\(member)", signature.argumentItems(labeled: signature.labeled))
                body(&out)
                out.line("return \(local)")
            }
        }
    }

    func renderPush(_ entry: Entry, into out: inout SwiftWriter) {
        let screen = entry.screen
        out.block("extension ScreenPusher") { out in
            entry.function(doc: "/// Pushes a new `\(entry.result)` (as `create.\(screen.memberName)` makes it) and returns it.",
                           minimumOS: screen.minimumOS(framework), access: model.accessKeyword, shown: "pushed", more: ["animated: Bool = true"], into: &out) { out in
                out.line("self.navigationController.pushViewController(\(entry.local), animated: animated)")
            }
        }
    }

    func renderPresent(_ entry: Entry, into out: inout SwiftWriter) {
        let screen = entry.screen
        let access = model.accessKeyword
        let made: SwiftWriter.Line = "a new `\(entry.result)` (as `create.\(screen.memberName)` makes it)"
        out.block("extension ScreenPresenter") { out in
            switch framework.presentation {
            case let .modal(automaticMinimumOS):
                let style: SwiftWriter.Line = screen.presentation.map { " with `.\($0.rawValue)` presentation" } ?? ""
                let automatic = screen.presentation == .automatic ? automaticMinimumOS : nil
                entry.function(doc: "/// Presents \(made) modally\(style) and returns it.", minimumOS: screen.minimumOS(framework) ?? automatic,
                               access: access, shown: "presented", more: ["animated: Bool = true", "completion: (() -> Void)? = nil"], into: &out) { out in
                    if let presentation = screen.presentation {
                        out.line("\(entry.local).modalPresentationStyle = .\(presentation.rawValue)")
                    }
                    out.line("self.presenter.present(\(entry.local), animated: animated, completion: completion)")
                }
            case .sheetOrModalWindow:
                let asModalWindow = screen.presentation == .modalWindow
                entry.function(doc: "/// Presents \(made) as \(asModalWindow ? "a modal window" : "a sheet") and returns it.",
                               minimumOS: screen.minimumOS(framework), access: access, shown: "presented", into: &out) { out in
                    out.line("self.presenter.\(asModalWindow ? "presentAsModalWindow" : "presentAsSheet")(\(entry.local))")
                }
            }
        }
    }

    func renderShow(_ entry: Entry, into out: inout SwiftWriter) {
        let screen = entry.screen
        out.block("extension ScreenWindows") { out in
            entry.function(doc: "/// Shows the window of a new `\(entry.result)` (as `create.\(screen.memberName)` makes it) and returns it.",
                           minimumOS: screen.minimumOS(framework), access: model.accessKeyword, shown: "shownInWindow", into: &out) { out in
                out.line("\(entry.local).showWindow(nil)")
            }
        }
    }
}
