/// Rules that depend on the module's `platform:` beyond visionOS's storyboards: what the
/// generated code may use there, as ``ScreenCapabilities`` says.
extension SpecValidator {
    mutating func validatePlatformRules(_ declared: TargetPlatform?, documents: [SpecDocument]) {
        let platform = declared ?? .iOS
        let platformLocation = documents.compactMap(\.platform).first?.location
        for screen in documents.flatMap(\.screens) {
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
            let present: [(SpecKey.Screen, SourceLocation?)] = [
                (.nib, screen.nib?.location), (.swiftUI, screen.swiftUI.flatMap { $0.value ? $0.location : nil }),
                (.windowController, screen.windowController.flatMap { $0.value ? $0.location : nil }),
                (.segues, screen.seguesLocation), (.segueOnly, screen.segueOnly.flatMap { $0.value ? $0.location : nil }),
            ]
            for case let (key, location?) in present {
                guard let reason = ScreenCapabilities.reason(key: key, on: platform) else { continue }
                diagnostics.append(Diagnostic(
                    .keyUnavailableOnPlatform(screen: type, key: key.rawValue, platform: platform, reason: reason, platformLocation: platformLocation), at: location))
            }
        }
    }
}
