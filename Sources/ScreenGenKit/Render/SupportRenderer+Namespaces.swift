/// The entry points of `ScreenGen.swift`: the `ScreenFactory` that `create` returns, and
/// for each way the framework puts a screen on screen, its namespace and entry point
/// (`push` on a navigation controller, `present` from a view controller, `show` for a
/// window controller).
extension SupportRenderer {
    func renderNamespaces(_ out: inout SwiftWriter) {
        renderObserver(&out)
        out.line()
        let viewController = framework.viewController
        let ways = ["create"] + (framework.navigation == nil ? [] : ["push"]) + ["present"] + (framework.windows == nil ? [] : ["show"])
        out.line("// MARK: - \(ways.joined(separator: ", "))")
        out.line()
        out.line("/// Every screen's factory: `\(viewController).screenGen.create.\(framework.exampleScreen)(...)` instantiates")
        out.line("/// the screen and calls its `initialize(...)` in one step.")
        out.line("@MainActor")
        out.block("\(access) struct ScreenFactory") { out in
            out.line("/// How the screens it makes are shown, as `\(Self.navigationType).observer` is told: `.created`")
            out.line("/// for `create`; `push`, `present` and SwiftUI make their screens through a factory of their own.")
            out.line("\(access) let shown: \(Self.navigationType).Shown")
            out.line()
            out.block("\(access) init()") { out in
                out.line("self.shown = .created")
            }
            out.line()
            out.block("\(access) init(shown: \(Self.navigationType).Shown)") { out in
                out.line("self.shown = shown")
            }
        }
        out.line()
        if let navigation = framework.navigation {
            out.line("/// Every screen, pushed: `navigationController.screenGen.push.quotesViewController(..., animated: true)`.")
            renderHolder("ScreenPusher", of: "navigationController", navigation.controller, into: &out)
            out.line()
        }
        switch framework.presentation {
        case .modal:
            out.line("/// Every screen, presented modally: `screenGen.present.settingsViewController(animated: true)`.")
        case .sheetOrModalWindow:
            out.line("/// Every view controller screen, presented from a view controller as a sheet or a modal")
            out.line("/// window, as its spec says: `screenGen.present.detailViewController(...)`.")
        }
        renderHolder("ScreenPresenter", of: "presenter", viewController, into: &out)
        if let windows = framework.windows {
            out.line()
            out.line("/// Every window controller screen, shown in its window: `\(windows.controller).screenGen.show.preferencesWindowController()`.")
            out.line("@MainActor")
            out.block("\(access) struct ScreenWindows") { out in
                out.line("\(access) init() {}")
            }
        }
        out.line()
        renderEntryPoints(&out)
    }

    /// A namespace that holds the one object its members act on.
    private func renderHolder(_ name: String, of property: String, _ type: String, into out: inout SwiftWriter) {
        out.line("@MainActor")
        out.block("\(access) struct \(name)") { out in
            out.line("\(access) let \(property): \(type)")
            out.line()
            out.block("\(access) init(\(property): \(type))") { out in
                out.line("self.\(property) = \(property)")
            }
        }
    }

    /// The one name the generated API adds to the framework's types, `screenGen`, after the
    /// pattern of `.rx` and `.kf`: `UIViewController.screenGen.create`, `viewController.screenGen
    /// .present`, `navigationController.screenGen.push`. An app's own `create`, `present` or
    /// `embedInNavigationController()` never meets a generated one.
    private func renderEntryPoints(_ out: inout SwiftWriter) {
        let viewController = framework.viewController
        // With window controllers beside them, `present` reaches only view controller screens.
        let presentable = framework.windows == nil ? "any screen" : "any view controller screen"
        let compatible = [viewController] + (framework.windows.map { [$0.controller] } ?? [])
        out.line("/// What the generated API adds to \(compatible.map { "`\($0)`" }.joined(separator: " and ")): one member, `screenGen`.")
        out.line("@MainActor")
        out.line("\(access) protocol ScreenGenCompatible: AnyObject {}")
        out.line()
        out.block("extension ScreenGenCompatible") { out in
            out.line("/// The generated API of this object: `screenGen.present`, `screenGen.push`, ...")
            out.line("\(access) var screenGen: ScreenGenNamespace<Self> { ScreenGenNamespace(self) }")
            out.line()
            out.line("/// The generated API of this type: `screenGen.create`.")
            out.line("\(access) static var screenGen: ScreenGenNamespace<Self>.Type { ScreenGenNamespace<Self>.self }")
        }
        out.line()
        out.line("/// The generated API of `base`, reached through its `screenGen` member.")
        out.line("@MainActor")
        out.block("\(access) struct ScreenGenNamespace<Base: AnyObject>") { out in
            out.line("\(access) let base: Base")
            out.line()
            out.block("\(access) init(_ base: Base)") { out in
                out.line("self.base = base")
            }
        }
        for type in compatible {
            out.line()
            out.line("extension \(type): ScreenGenCompatible {}")
        }
        out.line()
        out.block("extension ScreenGenNamespace where Base: \(viewController)") { out in
            out.line("/// Creates any screen declared in the specs, fully initialized.")
            out.line("\(access) static var create: ScreenFactory { ScreenFactory() }")
            out.line()
            out.line("/// Presents \(presentable) declared in the specs from this view controller.")
            out.line("\(access) var present: ScreenPresenter { ScreenPresenter(presenter: base) }")
            if let navigation = framework.navigation {
                out.line()
                out.line("/// A navigation controller with this view controller as its root.")
                out.block("\(access) func embedInNavigationController() -> \(navigation.controller)") { out in
                    out.line("\(navigation.controller)(rootViewController: base)")
                }
                out.line()
                out.line("/// A navigation controller with a custom navigation bar class and this view controller as its root.")
                out.block("\(access) func embedInNavigationController(navigationBarClass: \(navigation.bar).Type) -> \(navigation.controller)") { out in
                    out.line("let navigationController = \(navigation.controller)(navigationBarClass: navigationBarClass, toolbarClass: nil)")
                    out.line("navigationController.viewControllers = [base]")
                    out.line("return navigationController")
                }
            }
            if let windows = framework.windows {
                out.line()
                out.line("/// A window controller whose window shows this view controller as its content.")
                out.block("\(access) func embedInWindowController() -> \(windows.controller)") { out in
                    out.line("\(windows.controller)(window: \(windows.window)(contentViewController: base))")
                }
            }
        }
        if let navigation = framework.navigation {
            out.line()
            out.block("extension ScreenGenNamespace where Base: \(navigation.controller)") { out in
                out.line("/// Pushes any screen declared in the specs onto this navigation stack.")
                out.line("\(access) var push: ScreenPusher { ScreenPusher(navigationController: base) }")
            }
        }
        if let windows = framework.windows {
            out.line()
            out.block("extension ScreenGenNamespace where Base: \(windows.controller)") { out in
                out.line("/// Creates any screen declared in the specs, fully initialized.")
                out.line("\(access) static var create: ScreenFactory { ScreenFactory() }")
                out.line()
                out.line("/// Creates any window controller screen declared in the specs and shows its window.")
                out.line("\(access) static var show: ScreenWindows { ScreenWindows() }")
            }
        }
    }
}
