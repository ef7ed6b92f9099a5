/// The rules between the modules of one run (config `modules:`): what two modules imported
/// into one file must not both declare. Each module's own rules are ``SpecValidator``'s.
public enum ModuleSetValidator {
    /// One module of the run: its model, and where the config lists it.
    public struct Module: Sendable {
        public var model: AppModel
        public var location: SourceLocation

        public init(model: AppModel, location: SourceLocation) {
            self.model = model
            self.location = location
        }
    }

    /// Every problem between the modules, sorted. `support` is the config's `support:`.
    public static func check(_ modules: [Module], support: ConfigFile.Support?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var byName: [String: Module] = [:]
        for module in modules {
            if let first = byName[module.model.module] {
                diagnostics.append(Diagnostic(.moduleGeneratedTwice(module: module.model.module, otherLocation: first.location), at: module.location))
            } else {
                byName[module.model.module] = module
            }
        }
        if let support, let module = byName[support.module] {
            diagnostics.append(Diagnostic(.supportModuleIsAModule(name: support.module, moduleLocation: module.location), at: support.location))
        }
        let sharing = modules.filter { $0.model.supportModule != nil }
        diagnostics += memberCollisions(sharing)
        if let first = sharing.first {
            for module in sharing where framework(module) != framework(first) {
                diagnostics.append(Diagnostic(.supportAcrossFrameworks(module: module.model.module, framework: framework(module),
                                                                       other: first.model.module, otherFramework: framework(first),
                                                                       otherLocation: first.location), at: module.location))
            }
        }
        // Modules that declare the shared parts themselves clash when two are public.
        for kit in Set(modules.map(framework)).sorted() {
            let declaring = modules.filter {
                $0.model.supportModule == nil && $0.model.access == .public && framework($0) == kit
            }
            guard let first = declaring.first else { continue }
            for module in declaring.dropFirst() {
                diagnostics.append(Diagnostic(.modulesDeclareSupportTwice(module: module.model.module, other: first.model.module,
                                                                          framework: kit, otherLocation: first.location), at: module.location))
            }
        }
        return diagnostics.sorted()
    }

    /// The framework a module's generated code uses, which its support module must use too.
    private static func framework(_ module: Module) -> String {
        module.model.framework.module
    }

    /// Screens of different modules that extend the shared factories with one member name.
    private static func memberCollisions(_ modules: [Module]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Where each member was first seen, as an index into `owners`: a screen is a large
        // value, so the screens are read in place, never copied into a table or a loop
        // variable, and each member is hashed once (``Dictionary/firstIndex(orStoring:for:)``).
        let count = modules.reduce(0) { $0 + $1.model.screens.count }
        var seen = [String: Int](minimumCapacity: count)
        var owners: [(module: Int, screen: Int)] = []
        owners.reserveCapacity(count)
        for moduleIndex in modules.indices {
            let screens = modules[moduleIndex].model.screens
            for screenIndex in screens.indices {
                owners.append((moduleIndex, screenIndex))
                guard let firstIndex = seen.firstIndex(orStoring: owners.count - 1, for: screens[screenIndex].memberName) else { continue }
                let first = owners[firstIndex]
                let module = modules[moduleIndex].model.module
                let firstModule = modules[first.module].model.module
                guard firstModule != module else { continue }
                let screen = screens[screenIndex]
                let firstScreen = modules[first.module].model.screens[first.screen]
                diagnostics.append(Diagnostic(.screenMemberInTwoModules(
                    member: screen.memberName, type: screen.name, module: module,
                    otherType: firstScreen.name, otherModule: firstModule, otherLocation: firstScreen.location), at: screen.location))
            }
        }
        return diagnostics
    }
}
