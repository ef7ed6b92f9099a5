/// Renders `<Module>/ScreenGen+Segues.swift` when a screen declares segues: the typed
/// destination that `prepareSegue(_:_:)` hands out, and, per destination screen, the
/// forwarding `initialize(...)` that is the only way to make the preparation it must return.
struct SegueSupportRenderer {
    let model: AppModel
    let framework: UIFramework

    func render() -> GeneratedFile {
        let access = model.accessKeyword
        let preparation = SupportRenderer.seguePreparationType
        let destinationType = SupportRenderer.segueDestinationType
        // Validation refuses `segues:` where the framework has no typed segues.
        let segueClass = framework.segueClass ?? "\(framework.classPrefix)StoryboardSegue"
        let navigationController = framework.navigation?.controller ?? "\(framework.classPrefix)NavigationController"
        var out = SwiftWriter()
        out.fileHeader(source: model.specsFolderForHeader)
        out.line()
        out.line(framework.importLine)
        if let support = model.supportImportLine { out.line("\(support)") }
        out.line()
        out.line("// MARK: - Segues")
        out.line()
        out.line("/// Proof that a segue's destination received its declared parameters: only the destination's")
        out.line("/// `initialize(...)` below (or `prepared()`, for a destination without one) makes one, so the")
        out.line("/// body given to `prepareSegue(_:_:)` cannot return without forwarding them.")
        out.block("\(access) struct \(preparation): Sendable") { out in
            out.line("fileprivate init() {}")
        }
        out.line()
        out.line("/// The destination of a declared segue, checked to be `Screen` (the root of the navigation")
        out.line("/// controller the segue shows, when the spec says `embedded: true`).")
        out.line("@MainActor")
        out.block("\(access) struct \(destinationType)<Screen: \(framework.viewController)>") { out in
            out.line("/// The destination, for what the spec does not declare (a delegate, a title).")
            out.line("\(access) let screen: Screen")
            out.line("/// The segue's identifier and the destination's name, as the navigation observer is told them.")
            out.line("internal let identifier: String")
            out.line("internal let reportedName: String")
            out.line()
            out.line("/// Stops with the spec line when the storyboard's destination is not `Screen`, as")
            out.line("/// `instantiate()` does, rather than show a screen without its parameters.")
            out.block("internal init(_ segue: \(segueClass), embedded: Bool, spec: String, name: String)") { out in
                out.line("let identifier = segue.identifier ?? \"\"")
                out.line("self.identifier = identifier")
                out.line("self.reportedName = name")
                out.line("var destination = segue.destination")
                out.block("if embedded") { out in
                    out.line("guard let navigation = destination as? \(navigationController),")
                    out.block("      let root = navigation.viewControllers.first else") { out in
                        out.call("fatalError", message: "\\(spec): segue '\\(identifier)' shows \\(type(of: destination)); expected a \(navigationController) whose root is \\(Screen.self)")
                    }
                    out.line("destination = root")
                }
                out.block("guard let screen = destination as? Screen else") { out in
                    out.line("let place = embedded ? \"the root of its navigation controller is\" : \"shows\"")
                    out.call("fatalError", message: "\\(spec): segue '\\(identifier)' \\(place) \\(type(of: destination)); expected \\(Screen.self) (check the destination's Custom Class and Module)")
                }
                out.line("self.screen = screen")
            }
        }
        out.line()
        out.line("// MARK: - Destinations")
        for screen in destinations {
            out.line()
            out.block("extension \(destinationType) where Screen == \(screen.typeName)") { out in
                // The name is the destination screen's, passed by its prepare; the parameters and
                // their `redact:` are the class's, which validation makes the same for its destinations.
                let report = { (out: inout SwiftWriter) in
                    ScreenRenderer.renderReport(screen, name: "self.reportedName", shown: ".segue(self.identifier)",
                                                value: { SwiftIdentifier.escaped($0.name) }, into: &out)
                }
                guard let parameters = screen.parameters else {
                    out.line("/// `\(screen.typeName)` declares no `initialize`: nothing to forward.")
                    out.block("\(access) func prepared() -> \(preparation)") { out in
                        report(&out)
                        out.line("return \(preparation)()")
                    }
                    return
                }
                let list = ParameterList(parameters, specFile: model.layoutFile(of: screen.location))
                list.function(doc: ["/// Calls `initialize\(list.selector)` on the destination."], "\(access) func initialize",
                              tail: " -> \(preparation)", into: &out) { out in
                    list.initializeCall(ScreenRenderer.initializeHead(of: screen, on: "self.screen"), into: &out)
                    report(&out)
                    out.line("return \(preparation)()")
                }
            }
        }
        return GeneratedFile(path: Self.path(in: model), utf8: out.utf8)
    }

    /// `<Module>/ScreenGen+Segues.swift`.
    static func path(in model: AppModel) -> String {
        "\(model.module)/ScreenGen+Segues.swift"
    }

    /// Every screen some segue shows, sorted by name, one per class: the forwarding
    /// `initialize` is declared on the class, and validation makes the destinations of one
    /// class take the same parameters.
    private var destinations: [Screen] {
        let names = Set(model.screens.flatMap { $0.segues.map(\.destination) })
        var classes: Set<String> = []
        return model.screens.filter { names.contains($0.name) && classes.insert($0.typeName).inserted }
    }
}

extension SupportRenderer {
    static let seguePreparationType = "ScreenGenSeguePreparation"
    static let segueDestinationType = "ScreenGenSegueDestination"
}
