/// Rules that depend on the module's `platform:` beyond visionOS's storyboards: what the
/// generated code may use there.
extension SpecValidator {
    /// `UIModalPresentationStyle` cases a platform lacks, and why
    /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle).
    static func unavailablePresentations(on platform: TargetPlatform) -> [PresentationStyle: String] {
        switch platform {
        case .tvOS:
            return [
                .pageSheet: "UIKit has no page sheets on tvOS; use fullScreen, overFullScreen or set the style in code",
                .formSheet: "form sheets need tvOS 26 or later, so the generated code would not build for earlier releases; set the style in code behind 'if #available(tvOS 26, *)'",
            ]
        case .iOS, .visionOS:
            return [:]
        }
    }

    mutating func validatePlatformRules(_ platform: TargetPlatform?, documents: [SpecDocument]) {
        guard let platform else { return }
        let unavailable = Self.unavailablePresentations(on: platform)
        guard !unavailable.isEmpty else { return }
        let declared = documents.compactMap(\.platform).first?.location
        for screen in documents.flatMap(\.screens) {
            guard let presentation = screen.presentation, let reason = unavailable[presentation.value] else { continue }
            diagnostics.append(Diagnostic(
                .presentationUnavailable(screen: screen.typeName.value, style: presentation.value.rawValue, platform: platform,
                                         reason: reason, platformLocation: declared),
                at: presentation.location))
        }
    }
}
