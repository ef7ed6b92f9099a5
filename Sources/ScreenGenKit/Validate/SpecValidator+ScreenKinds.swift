/// Validate stage, screen kinds: the rules for how a screen is made when it is not a plain
/// storyboard scene or code screen — a SwiftUI view, a XIB, a scene only segues show.
extension SpecValidator {
    /// A scene with no Storyboard ID that segues and relationships show: the keys that make
    /// or find a screen in code do not apply (``ScreenCapabilities/keysRefused(by:)``).
    mutating func validateSegueOnly(_ entry: SpecDocument.ScreenEntry, segueOnly: SourceLocation, storyboard: String) -> Screen.Source? {
        var valid = true
        for (key, reason) in ScreenCapabilities.keysRefused(by: .segueOnlyScene) {
            // `initial: false` says what segueOnly already says.
            if key == .initial, entry.initial?.value != true { continue }
            guard let location = entry.location(of: key) else { continue }
            diagnostics.append(Diagnostic(.incompatibleScreenKeys(screen: entry.name.value, key: key.rawValue, other: "segueOnly: true", otherLocation: segueOnly, reason: reason),
                                          at: location))
            valid = false
        }
        return valid ? .segueOnlyScene(storyboard: storyboard) : nil
    }

    /// A SwiftUI view: none of the keys that say how UIKit makes a view controller apply.
    mutating func validateSwiftUI(_ entry: SpecDocument.ScreenEntry, swiftUI: SourceLocation) -> Screen.Source? {
        let type = entry.name.value
        var valid = true
        for (key, reason) in ScreenCapabilities.keysRefused(by: .swiftUI) {
            guard let location = entry.location(of: key) else { continue }
            diagnostics.append(Diagnostic(.incompatibleScreenKeys(screen: type, key: key.rawValue, other: "swiftUI: true", otherLocation: swiftUI, reason: reason), at: location))
            valid = false
        }
        return valid ? .swiftUI : nil
    }

    /// A XIB screen: a view controller, so none of the keys of other controllers apply.
    mutating func validateNib(_ entry: SpecDocument.ScreenEntry, nib: SpecDocument.Located<String>, platform: TargetPlatform) -> Screen.Source? {
        var valid = true
        for (key, reason) in ScreenCapabilities.keysRefused(by: .nib) {
            // `windowController: false` asks for nothing; where the platform has no window
            // controllers, the platform's own refusal says why already.
            if key == .windowController, entry.windowController?.value != true || ScreenCapabilities.reason(key: key, on: platform) != nil { continue }
            guard let location = entry.location(of: key) else { continue }
            diagnostics.append(Diagnostic(.incompatibleScreenKeys(screen: entry.name.value, key: key.rawValue, other: SpecKey.Screen.nib.rawValue, otherLocation: nib.location, reason: reason),
                                          at: location))
            valid = false
        }
        return valid ? .nib(name: nib.value, bundle: entry.bundle?.value ?? .main) : nil
    }

    /// Why a nib name cannot be used, or nil: it is a file name without extension.
    static func nibNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if let problem = name.invisibleCharacterProblem { return problem }
        // A slash in ASCII text is one byte; other text is searched by character.
        if name.isAllASCII ? name.utf8.contains(UInt8(ascii: "/")) : name.contains("/") { return "it is a file name, not a path: put the folder under 'storyboardPaths:' instead" }
        for suffix in [".xib", ".nib"] where name.hasSuffix(suffix) {
            return "leave out '\(suffix)': UIKit finds '\(name.dropLast(suffix.count)).nib' by its name"
        }
        return nil
    }
}
