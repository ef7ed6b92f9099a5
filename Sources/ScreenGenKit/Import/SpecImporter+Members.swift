/// Import stage, members across modules: every module's screens extend the support module's
/// factories (`create.settingsViewController`), so two modules cannot have screens of one
/// member. An app and its extension often do: each target has its own
/// `SettingsViewController`. The first module by name keeps the name; a later module's
/// screen is named `<Module><Screen>` (`TodayWidgetSettingsViewController`, with
/// `class: SettingsViewController`), the same way on every run.
extension SpecImporter {
    /// One module's imported specs and `nib:` screens.
    public struct ModuleSpecs: Sendable {
        public var module: String
        public var specs: [ImportedSpec]
        public var nibs: ImportedNibs?

        public init(module: String, specs: [ImportedSpec], nibs: ImportedNibs?) {
            self.module = module
            self.specs = specs
            self.nibs = nibs
        }
    }

    /// `modules` with each screen whose member an earlier module has renamed apart; the
    /// renamings, as the summary shows them.
    public static func separatingMembers(_ modules: [ModuleSpecs]) -> (modules: [ModuleSpecs], renamed: [String]) {
        var taken: [String: String] = [:] // member -> module
        var result = modules.sorted { $0.module < $1.module }
        var renamed: [String] = []
        for index in result.indices {
            let module = result[index].module
            let names = result[index].specs.flatMap { $0.screens.map(\.name) } + (result[index].nibs?.screens.map(\.name) ?? [])
            var renames: [String: String] = [:]
            for name in names {
                let member = SwiftIdentifier.lowerCamel(name)
                if let other = taken[member], other != module {
                    let new = SpecBuilder.upperCamel(module) + name
                    renames[name] = new
                    renamed.append("screen '\(new)' of module '\(module)': module '\(other)' has a screen '\(name)', and both would be 'create.\(member)'")
                    taken[SwiftIdentifier.lowerCamel(new)] = module
                } else {
                    taken[member] = module
                }
            }
            guard !renames.isEmpty else { continue }
            for spec in result[index].specs.indices { result[index].specs[spec].rename(renames, module: module) }
            result[index].nibs?.rename(renames)
        }
        return (result, renamed)
    }
}

extension ImportedSpec {
    /// Renames screens (old name → new), keeping each one's class and Storyboard ID, and the
    /// segues that lead to them.
    mutating func rename(_ renames: [String: String], module: String) {
        for index in screens.indices {
            if let new = renames[screens[index].name] {
                let identifier = screens[index].sceneIdentifier
                screens[index].namedApart = "another module has a screen '\(screens[index].name)', so module '\(module)' is its prefix"
                screens[index].name = new
                // The Storyboard ID was the old name when not written.
                if !screens[index].initial, !screens[index].segueOnly { screens[index].identifier = identifier == new ? nil : identifier }
            }
            for segue in screens[index].segues.indices {
                if let new = renames[screens[index].segues[segue].destination] { screens[index].segues[segue].destination = new }
            }
        }
        screens.sort { $0.name < $1.name }
    }
}

extension ImportedNibs {
    /// Renames screens (old name → new), keeping each one's class and XIB.
    mutating func rename(_ renames: [String: String]) {
        for index in screens.indices {
            if let new = renames[screens[index].name] { screens[index].name = new }
        }
        screens.sort { $0.name < $1.name }
    }
}
