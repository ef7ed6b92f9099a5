/// The part of the AppKit `ScreenGen.swift` that reads compiled storyboards, shared by
/// `instantiate()` and the generated tests, as ``SupportRenderer``'s does for UIKit.
///
/// AppKit raises an Objective-C exception for a Storyboard ID the storyboard lacks, which
/// Swift cannot catch and which names no spec line. A compiled macOS storyboard's
/// `Info.plist` lists its scenes under `NSViewControllerIdentifiersToNibNames` (window
/// controllers included) and its initial one as `NSStoryboardDesignatedEntryPointIdentifier`.
extension AppKitSupportRenderer {
    static func renderCompiledStoryboard(_ out: inout SwiftWriter, supportModule: Bool = false) {
        let type = SupportRenderer.compiledStoryboardType
        // The support module's copy is public: each module's generated tests use it.
        let access = supportModule ? "public" : "internal"
        let fileType = supportModule ? "some ScreenGenStoryboardFile" : "NSStoryboard.File"
        out.line("/// What a compiled storyboard (`<Name>.storyboardc/Info.plist`) holds, read once per")
        out.line("/// storyboard and bundle, so a storyboard that drifted from the spec is named with the")
        out.line("/// spec line before AppKit raises an exception that ends the app or the test run. Xcode's")
        out.line("/// layout, not public API: the generated tests and debug builds of `instantiate()` read it.")
        out.line("@MainActor")
        out.block("\(access) struct \(type)") { out in
            out.line("/// Every key of `NSViewControllerIdentifiersToNibNames`.")
            out.line("\(access) let identifiers: Set<String>")
            out.line("\(access) let hasInitialController: Bool")
            out.line()
            out.line("private static var cache: [String: \(type)] = [:]")
            out.line()
            out.line("/// The compiled storyboard, or why it cannot be read.")
            out.block("\(access) static func load(_ file: \(fileType), bundle: Bundle) -> (storyboard: \(type)?, problem: String?)") { out in
                out.line("let key = bundle.bundlePath + \"/\" + file.rawValue")
                out.line("if let cached = cache[key] { return (cached, nil) }")
                out.block("guard let url = bundle.url(forResource: file.rawValue, withExtension: \"storyboardc\") else") { out in
                    out.line("return (nil, \"storyboard '\\(file.rawValue)' is not in bundle \\(bundle.bundlePath); expected \\(file.rawValue).storyboardc there (is \\(file.rawValue).storyboard part of the target?)\")")
                }
                out.line("let infoURL = url.appendingPathComponent(\"Info.plist\")")
                out.line("guard let data = try? Data(contentsOf: infoURL),")
                out.line("      let info = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {")
                out.line("    return (nil, \"storyboard '\\(file.rawValue)' has no readable \\(infoURL.path)\")")
                out.line("}")
                // Without its list of scenes the file is not in a layout this code knows.
                out.block("guard let scenes = info[\"NSViewControllerIdentifiersToNibNames\"] as? [String: Any] else") { out in
                    out.line("return (nil, \"storyboard '\\(file.rawValue)' has no NSViewControllerIdentifiersToNibNames in \\(infoURL.path)\")")
                }
                out.line("let storyboard = \(type)(")
                out.line("    identifiers: Set(scenes.keys),")
                out.line("    hasInitialController: info[\"NSStoryboardDesignatedEntryPointIdentifier\"] != nil)")
                out.line("cache[key] = storyboard")
                out.line("return (storyboard, nil)")
            }
            out.line()
            out.line("/// Why `Screen` cannot be instantiated from this storyboard, or nil.")
            out.block("\(access) func problem<Screen: StoryboardInstantiable>(instantiating screen: Screen.Type) -> String?") { out in
                out.line("let name = Screen.storyboardName.rawValue")
                out.block("guard let identifier = Screen.storyboardIdentifier else") { out in
                    out.line("return hasInitialController ? nil : \"storyboard '\\(name)' has no initial controller; expected \\(Screen.self) (check 'Is Initial Controller')\"")
                }
                out.line("guard !identifiers.contains(identifier) else { return nil }")
                out.line("let known = userIdentifiers.joined(separator: \", \")")
                out.line("return \"storyboard '\\(name)' has no scene with Storyboard ID '\\(identifier)' for \\(Screen.self); its IDs: \\(known.isEmpty ? \"none\" : known)\"")
            }
            out.line()
            out.line("/// The Storyboard IDs someone set, sorted. Xcode also lists every scene under")
            out.line("/// `<AppKit class>-<object ID>` (`NSWindowController-B8D-0N-5wS`), which no one types.")
            out.block("\(access) var userIdentifiers: [String]") { out in
                out.block("identifiers.filter") { out in
                    out.line("let parts = $0.split(separator: \"-\", omittingEmptySubsequences: false)")
                    out.line("return !(parts.count == 4 && parts[0].hasPrefix(\"NS\") && parts.dropFirst().map(\\.count) == [3, 2, 3])")
                }
                out.line(".sorted()")
            }
        }
    }
}
