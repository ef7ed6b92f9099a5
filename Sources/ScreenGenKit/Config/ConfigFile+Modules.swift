import Foundation

/// `modules:` and `support:`: one run over several modules.
///
/// ```yaml
/// modules:
///   - specs: Features/Feed/Specs
///     output: Features/Feed/Generated
///   - specs: Features/Settings/Specs
///     output: Features/Settings/Generated
///     storyboards: [Features/Settings/Resources]   # optional, like the top-level key
/// support:                       # optional: what the modules share, declared once
///   module: ScreenGenSupport
///   output: Support/Generated
/// ```
extension ConfigFile {
    /// One entry of `modules:`; paths resolved against the config file's folder.
    public struct Module: Sendable, Equatable {
        public var specs: String
        public var output: String
        /// Folders searched for storyboards for this module (besides the top-level ones).
        public var storyboards: [String]?
        public var graph: Bool?
        /// The entry's `specs:` value, where diagnostics about the module point.
        public var location: SourceLocation
    }

    /// `support:`: the module every UIKit module of the run imports for the declarations
    /// they would otherwise each declare (see SupportRenderer+Shared.swift in the kit).
    public struct Support: Sendable, Equatable {
        public var module: String
        public var output: String
        public var location: SourceLocation
    }

    static let moduleKeys = SpecKey.spellings(SpecKey.ConfigModule.self)
    static let supportKeys = SpecKey.spellings(SpecKey.ConfigSupport.self)

    mutating func readModules(_ reader: MappingReader, folder: URL, diagnostics: inout [Diagnostic]) {
        if let entry = reader.entry("modules") {
            modulesLocation = entry.key.location
            modules = Self.moduleList(entry.value, folder: folder, diagnostics: &diagnostics)
            for key in ["specs", "output"] {
                if let other = reader.entry(key) {
                    diagnostics.append(Diagnostic(.configKeyConflict(
                        key: key, reason: "cannot be set next to 'modules'; give each entry of 'modules' its own 'specs' and 'output'"), at: other.key.location))
                }
            }
        }
        guard let entry = reader.entry("support") else { return }
        if modules == nil && reader.entry("modules") == nil {
            diagnostics.append(Diagnostic(.configKeyConflict(
                key: "support", reason: "needs 'modules': it names the module that the listed modules share"), at: entry.key.location))
            return
        }
        guard let support = MappingReader(entry.value, key: "'support'", section: "'support'", allowed: Self.supportKeys, diagnostics: &diagnostics) else { return }
        let module = support.string("module", diagnostics: &diagnostics)
        let output = support.string("output", diagnostics: &diagnostics)
        if let module, let problem = SwiftIdentifier.moduleNameProblem(module.value) {
            diagnostics.append(Diagnostic(.invalidModuleName(name: module.value, reason: problem), at: module.location))
            return
        }
        guard let module else {
            diagnostics.append(Diagnostic(.missingConfigKey(key: "module", section: "'support'", example: "ScreenGenSupport"), at: entry.value.location))
            return
        }
        guard let output else {
            diagnostics.append(Diagnostic(.missingConfigKey(key: "output", section: "'support'", example: "Support/Generated"), at: entry.value.location))
            return
        }
        self.support = Support(module: module.value, output: Self.resolve(output.value, against: folder), location: module.location)
    }

    private static func moduleList(_ node: YAMLNode, folder: URL, diagnostics: inout [Diagnostic]) -> [Module]? {
        guard case let .sequence(items) = node.content, !items.isEmpty else {
            diagnostics.append(Diagnostic(.wrongKind(subject: "'modules'", expected: "a list of modules, each with 'specs' and 'output'",
                                                     found: node.kindDescription, hint: nil), at: node.location))
            return nil
        }
        var modules: [Module] = []
        var seen: [String: [String: SourceLocation]] = ["specs": [:], "output": [:]]
        for item in items {
            guard let reader = MappingReader(item, key: "an entry of 'modules'", section: "an entry of 'modules'", allowed: moduleKeys, diagnostics: &diagnostics) else { continue }
            let specs = reader.string("specs", diagnostics: &diagnostics)
            let output = reader.string("output", diagnostics: &diagnostics)
            var storyboards: [String]?
            if let list = reader.value("storyboards") {
                storyboards = stringList(list, key: "storyboards", diagnostics: &diagnostics)?.map { resolve($0, against: folder) }
            }
            let graph = reader.bool("graph", diagnostics: &diagnostics)?.value
            guard let specs else {
                diagnostics.append(Diagnostic(.missingConfigKey(key: "specs", section: "an entry of 'modules'", example: "Features/Feed/Specs"), at: item.location))
                continue
            }
            guard let output else {
                diagnostics.append(Diagnostic(.missingConfigKey(key: "output", section: "an entry of 'modules'", example: "Features/Feed/Generated"), at: item.location))
                continue
            }
            let module = Module(specs: resolve(specs.value, against: folder), output: resolve(output.value, against: folder),
                                storyboards: storyboards, graph: graph, location: specs.location)
            var duplicate = false
            for (key, value, location) in [("specs", module.specs, specs.location), ("output", module.output, output.location)] {
                if let other = seen[key]?[value] {
                    diagnostics.append(Diagnostic(.moduleFolderListedTwice(key: key, path: key == "specs" ? specs.value : output.value, otherLocation: other), at: location))
                    duplicate = true
                } else {
                    seen[key]?[value] = location
                }
            }
            if !duplicate { modules.append(module) }
        }
        return modules
    }
}
