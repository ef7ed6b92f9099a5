/// The part of `ScreenGen.swift` that reads compiled storyboards, shared by `instantiate()`
/// and the generated tests.
///
/// UIKit and AppKit raise an Objective-C exception for a Storyboard ID the storyboard lacks,
/// which Swift cannot catch and which names no spec line. Reading the compiled storyboard's
/// `Info.plist` first (once per storyboard and bundle) lets any drift stop with the spec
/// file and line, whichever test or call site meets it first. That file's layout is
/// Xcode's, not public API: the generated tests read it, and `instantiate()` only in a
/// debug build (`#if DEBUG`), so that what ships calls the framework's public API alone.
extension SupportRenderer {
    static let compiledStoryboardType = "ScreenGenCompiledStoryboard"

    /// `checkedStoryboard()`, which `instantiate()` starts with.
    ///
    /// The compiled storyboard's layout is not public API, so only debug builds read it, and
    /// only to name the spec line of a scene it lacks; a compiled storyboard that is missing
    /// or that they cannot read goes on to the framework, as a release build always does.
    func renderCheckedStoryboard(_ out: inout SwiftWriter, access: String) {
        let (storyboardType, framework) = (self.framework.storyboardType, self.framework.module)
        out.line("/// The scene's storyboard. A debug build first reads its compiled form and, when that")
        out.line("/// lacks the scene, stops with the spec line before \(framework) would raise; when it cannot")
        out.line("/// read it, and in a release build, the storyboard comes straight from \(framework).")
        out.block("\(access) static func checkedStoryboard() -> \(storyboardType)") { out in
            out.line("#if DEBUG")
            out.line("if let compiled = \(Self.compiledStoryboardType).load(storyboardName, bundle: storyboardBundle).storyboard,")
            out.line("   let problem = compiled.problem(instantiating: Self.self) {")
            out.line("    fatalError(\"\\(specLocation): \\(problem)\")")
            out.line("}")
            out.line("#endif")
            out.line("return \(storyboardType)(name: storyboardName.rawValue, bundle: storyboardBundle)")
        }
    }

    func renderCompiledStoryboard(_ out: inout SwiftWriter) {
        let type = Self.compiledStoryboardType
        // The support module's copy is public: each module's generated tests use it.
        let access = scope == .supportModule ? "public" : "internal"
        let nameType = scope == .supportModule ? "some \(framework.storyboardNamesProtocol)" : storyboardNameType
        // `name` or `file`, as the framework calls a storyboard's name.
        let name = framework.storyboardNames.lowercased()
        let hasInitial = "hasInitial\(framework.instantiatedKind)"
        let initial = "initial \(framework.sceneNoun)"
        let initialOption = "Is Initial " + framework.sceneNoun.split(separator: " ").map { String($0).capitalizedFirst }.joined(separator: " ")
        out.line("/// What a compiled storyboard (`<Name>.storyboardc/Info.plist`) holds, read once per")
        out.line("/// storyboard and bundle, so a storyboard that drifted from the spec is named with the")
        out.line("/// spec line before \(framework.module) raises an exception that ends the app or the test run. Xcode's")
        out.line("/// layout, not public API: the generated tests and debug builds of `instantiate()` read it.")
        out.line("@MainActor")
        // Only the generated tests of segue-only screens look for scenes without a Storyboard ID.
        let findsUnnamedScenes = scope == .supportModule || model.screens.contains { $0.kind == .segueOnlyScene }
        out.block("\(access) struct \(type)") { out in
            out.line("/// Every key of `\(framework.compiledScenesKey)`.")
            out.line("\(access) let identifiers: Set<String>")
            out.line("\(access) let \(hasInitial): Bool")
            if findsUnnamedScenes {
                out.line("/// The nib name of each key, and the key of the \(initial).")
                out.line("private let nibNames: [String: String]")
                out.line("private let entryPoint: String?")
            }
            out.line()
            out.line("private static var cache: [String: \(type)] = [:]")
            out.line()
            out.line("/// The compiled storyboard, or why it cannot be read.")
            out.block("\(access) static func load", parameters: ["_ \(name): \(nameType)", "bundle: Bundle"], " -> (storyboard: \(type)?, problem: String?)") { out in
                out.line("let key = bundle.bundlePath + \"/\" + \(name).rawValue")
                out.line("if let cached = cache[key] { return (cached, nil) }")
                out.block("guard let url = bundle.url(forResource: \(name).rawValue, withExtension: \"storyboardc\") else") { out in
                    out.call("let problem = ", message: "storyboard '\\(\(name).rawValue)' is not in bundle \\(bundle.bundlePath); expected \\(\(name).rawValue).storyboardc there (is \\(\(name).rawValue).storyboard part of the target?)")
                    out.line("return (nil, problem)")
                }
                out.line("let infoURL = url.appendingPathComponent(\"Info.plist\")")
                out.line("guard let data = try? Data(contentsOf: infoURL),")
                out.line("      let info = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {")
                out.line("    return (nil, \"storyboard '\\(\(name).rawValue)' has no readable \\(infoURL.path)\")")
                out.line("}")
                // Without its list of scenes the file is not in a layout this code knows.
                out.block("guard let scenes = info[\"\(framework.compiledScenesKey)\"] as? [String: Any] else") { out in
                    out.call("let problem = ", message: "storyboard '\\(\(name).rawValue)' has no \(framework.compiledScenesKey) in \\(infoURL.path)")
                    out.line("return (nil, problem)")
                }
                out.line("let storyboard = \(type)(")
                out.line("    identifiers: Set(scenes.keys),")
                if findsUnnamedScenes {
                    out.line("    \(hasInitial): info[\"\(framework.compiledEntryPointKey)\"] != nil,")
                    out.line("    nibNames: scenes.compactMapValues { $0 as? String },")
                    out.line("    entryPoint: info[\"\(framework.compiledEntryPointKey)\"] as? String)")
                } else {
                    out.line("    \(hasInitial): info[\"\(framework.compiledEntryPointKey)\"] != nil)")
                }
                out.line("cache[key] = storyboard")
                out.line("return (storyboard, nil)")
            }
            out.line()
            out.line("/// Why `Screen` cannot be instantiated from this storyboard, or nil.")
            out.block("\(access) func problem<Screen: StoryboardInstantiable>(instantiating screen: Screen.Type) -> String?") { out in
                out.line("let name = Screen.storyboardName.rawValue")
                out.block("guard let identifier = Screen.storyboardIdentifier else") { out in
                    out.line("if \(hasInitial) { return nil }")
                    out.call("return ", message: "storyboard '\\(name)' has no \(initial); expected \\(Screen.self) (check '\(initialOption)')")
                }
                out.line("guard !identifiers.contains(identifier) else { return nil }")
                out.line("let known = userIdentifiers.joined(separator: \", \")")
                out.call("return ", message: "storyboard '\\(name)' has no scene with Storyboard ID '\\(identifier)' for \\(Screen.self); its IDs: \\(known.isEmpty ? \"none\" : known)")
            }
            out.line()
            out.line("/// The Storyboard IDs someone set, sorted. Xcode also lists every scene under")
            out.line("/// `<\(framework.module) class>-<object ID>` (`\(framework.generatedSceneIDExample)`), which no one types.")
            out.block("\(access) var userIdentifiers: [String]") { out in
                out.block("identifiers.filter") { out in
                    out.line("let parts = $0.split(separator: \"-\", omittingEmptySubsequences: false)")
                    out.line("return !(parts.count == 4 && parts[0].hasPrefix(\"\(framework.classPrefix)\") && parts.dropFirst().map(\\.count) == [3, 2, 3])")
                }
                out.line(".sorted()")
            }
            guard findsUnnamedScenes else { return }
            out.line()
            out.line("/// The keys of the scenes with no Storyboard ID that are not the \(initial): those only")
            out.line("/// segues and relationships show, sorted.")
            out.block("\(access) var unnamedSceneKeys: [String]") { out in
                out.line("let named = Set(userIdentifiers)")
                out.line("var taken = Set(named.compactMap { nibNames[$0] })")
                out.line("if let entryPoint { taken.insert(nibNames[entryPoint] ?? entryPoint) }")
                out.line("return identifiers.filter { !named.contains($0) && !taken.contains(nibNames[$0] ?? $0) }.sorted()")
            }
        }
    }
}
