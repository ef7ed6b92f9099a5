/// What each platform × screen kind × spec key allows, and why not when it does not: the
/// one table the validator, the schema and the README reference tables read. A reason is
/// the text a diagnostic shows after "because".
///
/// UIKit and AppKit make and present screens differently
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle,
/// https://developer.apple.com/documentation/appkit/nsviewcontroller/presentassheet(_:)).
enum ScreenCapabilities {
    // MARK: Platforms

    /// Whether a module of this platform may declare storyboards. visionOS deprecates
    /// `UIStoryboard` (https://developer.apple.com/documentation/uikit/uistoryboard).
    static func hasStoryboards(_ platform: TargetPlatform) -> Bool {
        switch platform {
        case .iOS, .tvOS, .macOS: return true
        case .visionOS: return false
        }
    }

    /// Why a screen of this kind cannot exist on this platform, or nil when it can.
    static func reason(kind: ScreenKind, on platform: TargetPlatform) -> String? {
        switch (kind, platform) {
        case (.storyboardScene, .visionOS), (.initialScene, .visionOS):
            return "UIStoryboard is deprecated on visionOS"
        case (.nib, .visionOS):
            return "UINib is deprecated on visionOS"
        case (.nib, .macOS):
            return reason(key: .nib, on: platform)
        case (.swiftUI, .macOS):
            return reason(key: .swiftUI, on: platform)
        case (.storyboardScene, _), (.initialScene, _), (.nib, _), (.code, _), (.swiftUI, _):
            return nil
        }
    }

    /// Why a screen key cannot be declared on this platform, or nil when it can.
    static func reason(key: SpecKey.Screen, on platform: TargetPlatform) -> String? {
        switch (key, platform.usesAppKit) {
        case (.nib, true):
            return "XIB screens are generated for UIKit only; build the view controller in code (its initializer can call init(nibName:bundle:)) or give it a storyboard scene"
        case (.swiftUI, true):
            return "SwiftUI screens are hosted in UIHostingController, which is UIKit; host the view in an NSHostingController written in code"
        case (.segues, true):
            return "typed segues are generated for UIKit's UIStoryboardSegue only; perform NSStoryboardSegue identifiers in code"
        case (.windowController, false):
            return "window controllers are AppKit's (platform: macOS); UIKit screens are view controllers"
        case (.storyboard, _), (.identifier, _), (.initial, _), (.initializer, _), (.initialize, _), (.bundle, _),
             (.presentation, _), (.nib, false), (.swiftUI, false), (.segues, false), (.windowController, true), (.url, _):
            return nil
        }
    }

    // MARK: Kinds

    /// The keys a screen of this kind may not declare, with why, in the order they are
    /// reported. Keys that choose the kind (`storyboard` against `nib`) are the decoder's.
    static func keysRefused(by kind: ScreenKind) -> [(key: SpecKey.Screen, reason: String)] {
        switch kind {
        case .swiftUI:
            let notAScene = "a SwiftUI view is hosted in a UIHostingController made in code, not a storyboard scene"
            return [
                (.storyboard, notAScene),
                (.identifier, notAScene),
                (.initial, notAScene),
                (.nib, "a SwiftUI view has no XIB"),
                (.bundle, "a SwiftUI view loads no XIB or storyboard"),
                (.initialize, "a SwiftUI view is a value made once: declare its parameters under 'init'"),
            ]
        case .storyboardScene, .initialScene, .nib, .code:
            return []
        }
    }

    /// The kind a key makes a screen (`nib:` a XIB screen), or nil for a key that does not
    /// choose the kind alone.
    static func kind(madeBy key: SpecKey.Screen) -> ScreenKind? {
        switch key {
        case .storyboard: return .storyboardScene
        case .nib: return .nib
        case .swiftUI: return .swiftUI
        case .identifier, .initial, .initializer, .initialize, .bundle, .presentation, .segues, .windowController, .url: return nil
        }
    }

    /// The key a screen key needs beside it, or nil: scene keys need `storyboard`, a XIB's
    /// bundle needs `nib`.
    static func keyRequired(by key: SpecKey.Screen) -> SpecKey.Screen? {
        switch key {
        case .identifier, .initial, .segues: return .storyboard
        case .bundle: return .nib
        case .storyboard, .initializer, .initialize, .nib, .swiftUI, .presentation, .windowController, .url: return nil
        }
    }

    // MARK: Presentations

    /// Why `present` cannot show a screen with this style on this platform, or nil when it
    /// can. A window controller (`screen`, when `windowController` is set) is shown, never
    /// presented.
    static func reason(presentation style: PresentationStyle, on platform: TargetPlatform,
                       windowController: Bool = false, screen: String = "") -> String? {
        if let reason = platformReason(style, on: platform) { return reason }
        return windowController ? "a window controller is shown in a window of its own (show.\(SwiftIdentifier.lowerCamel(screen))()), not presented" : nil
    }

    private static func platformReason(_ style: PresentationStyle, on platform: TargetPlatform) -> String? {
        if platform.usesAppKit {
            return style.isAppKit ? nil : "'\(style.rawValue)' is a UIKit presentation style; AppKit presents a view controller as a 'sheet' (the default) or a 'modalWindow'"
        }
        if style.isAppKit {
            // The styles named are the ones this platform has.
            let styles = presentations(on: platform).map(\.rawValue).joined(separator: ", ")
            return "'\(style.rawValue)' is an AppKit presentation (platform: macOS); on \(platform.rawValue) the styles are \(styles)"
        }
        switch platform {
        case .tvOS:
            switch style {
            case .pageSheet:
                return "UIKit has no page sheets on tvOS; use fullScreen, overFullScreen or set the style in code"
            case .formSheet:
                return "form sheets need tvOS \(formSheetTVOS) or later, so the generated code would not build for earlier releases; set the style in code behind 'if #available(tvOS \(formSheetTVOS), *)'"
            case .automatic, .fullScreen, .currentContext, .overFullScreen, .overCurrentContext, .sheet, .modalWindow:
                return nil
            }
        case .iOS, .visionOS, .macOS:
            return nil
        }
    }

    /// The tvOS release that brings `UIModalPresentationStyle.formSheet`.
    static let formSheetTVOS = 26

    /// The `presentation:` values a platform has, in their declared order.
    static func presentations(on platform: TargetPlatform) -> [PresentationStyle] {
        // A style of the other framework is skipped before its reason is asked for: that
        // reason lists this platform's styles.
        PresentationStyle.allCases.filter { style in
            style.isAppKit == platform.usesAppKit && platformReason(style, on: platform) == nil
        }
    }
}
