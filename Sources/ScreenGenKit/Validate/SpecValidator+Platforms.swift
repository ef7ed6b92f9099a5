/// Rules that depend on the module's `platform:` beyond visionOS's storyboards: what the
/// generated code may use there, as ``ScreenCapabilities`` says.
extension SpecValidator {
    mutating func validatePlatformRules(_ declared: TargetPlatform?, documents: [SpecDocument]) {
        let platform = declared ?? .iOS
        let platformLocation = documents.compactMap(\.platform).first?.location
        // Most platforms allow every one of these keys: then no entry is asked about them.
        let refusedKeys = Self.platformKeys.filter { ScreenCapabilities.reason(key: $0, on: platform) != nil }
        for document in documents {
            validatePlatformRules(of: document.screens, platform: platform, platformLocation: platformLocation, refusedKeys: refusedKeys)
        }
    }

    private mutating func validatePlatformRules(of screens: [SpecDocument.ScreenEntry], platform: TargetPlatform, platformLocation: SourceLocation?,
                                                refusedKeys: [SpecKey.Screen]) {
        for screen in screens {
            let type = screen.name.value
            if let unknown = screen.unknownPresentation {
                let allowed = ScreenCapabilities.presentations(on: platform).map(\.rawValue)
                diagnostics.append(Diagnostic(
                    .invalidChoice(key: SpecKey.Screen.presentation.rawValue, value: unknown.value, allowed: allowed, suggestion: Suggestion.closest(to: unknown.value, in: allowed)),
                    at: unknown.location))
            }
            if let presentation = screen.presentation,
               let reason = ScreenCapabilities.reason(presentation: presentation.value, on: platform,
                                                      windowController: screen.windowController?.value == true, screen: type) {
                diagnostics.append(Diagnostic(
                    .presentationUnavailable(screen: type, style: presentation.value.rawValue, platform: platform, reason: reason, platformLocation: platformLocation),
                    at: presentation.location))
            }
            for key in refusedKeys {
                guard let location = Self.locationOfPlatformKey(key, in: screen), let reason = ScreenCapabilities.reason(key: key, on: platform) else { continue }
                diagnostics.append(Diagnostic(
                    .keyUnavailableOnPlatform(screen: type, key: key.rawValue, platform: platform, reason: reason, platformLocation: platformLocation), at: location))
            }
        }
    }

    /// The screen keys some platforms refuse, besides `presentation:`.
    static let platformKeys: [SpecKey.Screen] = [.swiftUI, .windowController, .segues, .segueOnly, .preview]

    /// Where `key` (one of ``platformKeys``) is written in `entry`, or nil when the entry
    /// does not ask for what the key gives (a flag set to false asks for nothing).
    private static func locationOfPlatformKey(_ key: SpecKey.Screen, in entry: SpecDocument.ScreenEntry) -> SourceLocation? {
        switch key {
        case .swiftUI: return entry.swiftUI.flatMap { $0.value ? $0.location : nil }
        case .windowController: return entry.windowController.flatMap { $0.value ? $0.location : nil }
        case .segues: return entry.seguesLocation
        case .segueOnly: return entry.segueOnly.flatMap { $0.value ? $0.location : nil }
        case .preview: return entry.preview.flatMap { $0.isOff ? nil : $0.location }
        default: return nil
        }
    }
}
