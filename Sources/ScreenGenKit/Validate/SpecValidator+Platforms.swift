/// Rules that depend on the module's `platform:` beyond visionOS's storyboards: what the
/// generated code may use there. UIKit and AppKit make and present screens differently.
extension SpecValidator {
    /// `presentation:` values a platform lacks, and why
    /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle,
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/presentassheet(_:)).
    static func unavailablePresentations(on platform: TargetPlatform) -> [PresentationStyle: String] {
        var unavailable: [PresentationStyle: String] = [:]
        if platform.usesAppKit {
            for style in PresentationStyle.allCases where !style.isAppKit {
                unavailable[style] = "'\(style.rawValue)' is a UIKit presentation style; AppKit presents a view controller as a 'sheet' (the default) or a 'modalWindow'"
            }
            return unavailable
        }
        if platform == .tvOS {
            unavailable[.pageSheet] = "UIKit has no page sheets on tvOS; use fullScreen, overFullScreen or set the style in code"
            unavailable[.formSheet] = "form sheets need tvOS 26 or later, so the generated code would not build for earlier releases; set the style in code behind 'if #available(tvOS 26, *)'"
        }
        // The styles named are the ones this platform has.
        let styles = PresentationStyle.allCases.filter { !$0.isAppKit && unavailable[$0] == nil }.map(\.rawValue).joined(separator: ", ")
        for style in PresentationStyle.allCases where style.isAppKit {
            unavailable[style] = "'\(style.rawValue)' is an AppKit presentation (platform: macOS); on \(platform.rawValue) the styles are \(styles)"
        }
        return unavailable
    }

    /// The `presentation:` values a platform has, in their declared order.
    static func availablePresentations(on platform: TargetPlatform) -> [String] {
        let unavailable = unavailablePresentations(on: platform)
        return PresentationStyle.allCases.filter { unavailable[$0] == nil }.map(\.rawValue)
    }

    /// Screen keys a platform's generated code cannot honour, and why.
    static func unavailableKeys(on platform: TargetPlatform) -> [String: String] {
        if platform.usesAppKit {
            return [
                "nib": "XIB screens are generated for UIKit only; build the view controller in code (its initializer can call init(nibName:bundle:)) or give it a storyboard scene",
                "swiftUI": "SwiftUI screens are hosted in UIHostingController, which is UIKit; host the view in an NSHostingController written in code",
                "segues": "typed segues are generated for UIKit's UIStoryboardSegue only; perform NSStoryboardSegue identifiers in code",
            ]
        }
        return ["windowController": "window controllers are AppKit's (platform: macOS); UIKit screens are view controllers"]
    }

    mutating func validatePlatformRules(_ declared: TargetPlatform?, documents: [SpecDocument]) {
        let platform = declared ?? .iOS
        let platformLocation = documents.compactMap(\.platform).first?.location
        let presentations = Self.unavailablePresentations(on: platform)
        let keys = Self.unavailableKeys(on: platform)
        for screen in documents.flatMap(\.screens) {
            let type = screen.typeName.value
            if let unknown = screen.unknownPresentation {
                let allowed = Self.availablePresentations(on: platform)
                diagnostics.append(Diagnostic(
                    .invalidChoice(key: "presentation", value: unknown.value, allowed: allowed, suggestion: Suggestion.closest(to: unknown.value, in: allowed)),
                    at: unknown.location))
            }
            if let presentation = screen.presentation {
                var reason = presentations[presentation.value]
                if reason == nil, screen.windowController?.value == true {
                    reason = "a window controller is shown in a window of its own (show.\(SwiftIdentifier.lowerCamel(type))()), not presented"
                }
                if let reason {
                    diagnostics.append(Diagnostic(
                        .presentationUnavailable(screen: type, style: presentation.value.rawValue, platform: platform, reason: reason, platformLocation: platformLocation),
                        at: presentation.location))
                }
            }
            let present: [(String, SourceLocation?)] = [
                ("nib", screen.nib?.location), ("swiftUI", screen.swiftUI.flatMap { $0.value ? $0.location : nil }),
                ("windowController", screen.windowController.flatMap { $0.value ? $0.location : nil }),
                ("segues", screen.seguesLocation),
            ]
            for case let (key, location?) in present {
                guard let reason = keys[key] else { continue }
                diagnostics.append(Diagnostic(
                    .keyUnavailableOnPlatform(screen: type, key: key, platform: platform, reason: reason, platformLocation: platformLocation), at: location))
            }
        }
    }
}
