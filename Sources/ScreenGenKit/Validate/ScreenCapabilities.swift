/// What each platform × screen kind × spec key allows, and why not when it does not: the
/// one table the validator, the schema and the reference tables of Docs/SpecReference.md read. A reason is
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
        case (.storyboardScene, .visionOS), (.initialScene, .visionOS), (.segueOnlyScene, .visionOS):
            return "UIStoryboard is deprecated on visionOS"
        case (.nib, .visionOS):
            return "UINib is deprecated on visionOS"
        case (.nib, _):
            return reason(key: .nib, on: platform)
        case (.swiftUI, _):
            return reason(key: .swiftUI, on: platform)
        case (.segueOnlyScene, _):
            return reason(key: .segueOnly, on: platform)
        case (.storyboardScene, _), (.initialScene, _), (.code, _):
            return nil
        }
    }

    /// Why a screen key cannot be declared on this platform, or nil when it can: a key that
    /// asks for a capability the platform's ``UIFramework`` lacks is refused.
    static func reason(key: SpecKey.Screen, on platform: TargetPlatform) -> String? {
        let framework = platform.uiFramework
        switch key {
        case .swiftUI:
            return framework.hosting != nil ? nil : "SwiftUI screens are hosted in UIHostingController, which is UIKit; host the view in an NSHostingController written in code"
        case .segues:
            return framework.segueClass != nil ? nil : "typed segues are generated for UIKit's UIStoryboardSegue only; perform NSStoryboardSegue identifiers in code"
        case .segueOnly:
            return framework.segueClass != nil ? nil : "a segue-only scene is the destination of typed segues, which are generated for UIKit's UIStoryboardSegue only; give the scene a Storyboard ID to declare it"
        case .windowController:
            return framework.windows != nil ? nil : "window controllers are AppKit's (platform: macOS); UIKit screens are view controllers"
        case .preview:
            return framework.hosting != nil ? nil : "previews and the screen catalog are generated where SwiftUI hosts the framework's view controllers, which is UIKit's UIHostingController; write AppKit previews by hand"
        case .typeName, .storyboard, .identifier, .initial, .initializer, .initialize, .nib, .bundle, .presentation, .url, .parent, .tab, .analytics,
             .redact, .entry:
            return nil
        }
    }

    // MARK: Shared classes

    /// Why several screens of this platform cannot share a class, or nil when they can.
    /// AppKit's scenes are instantiated through the class's own `StoryboardInstantiable`
    /// conformance, which holds one storyboard and one Storyboard ID.
    static func sharedClassReason(on platform: TargetPlatform) -> String? {
        platform.uiFramework.sharedClassScenes ? nil
            : "several screens share a class on UIKit platforms only (iOS, tvOS, visionOS); on macOS give each screen a class of its own, e.g. a subclass per scene"
    }

    /// Why a screen whose class other screens share cannot declare `segues:`: the `Segue`
    /// enum and `prepareSegue(_:_:)` are members of the class, one set for every screen of it.
    static let sharedClassSeguesReason = "it declares 'segues:', and the Segue enum and prepareSegue(_:_:) are members of the class, one set for all its screens; give this scene a subclass of its own, or perform its segues by identifier"

    /// Why two segue destinations of one class cannot take different parameters: the
    /// destination's forwarding `initialize(...)` is declared once per class.
    static let sharedClassDestinationReason = "both are segue destinations with different 'initialize:' parameters, and a segue's destination forwards one initialize(...) per class; declare the same parameters on both"

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
                (.segueOnly, notAScene),
                (.nib, "a SwiftUI view has no XIB"),
                (.bundle, "a SwiftUI view loads no XIB or storyboard"),
                (.initialize, "a SwiftUI view is a value made once: declare its parameters under 'init'"),
            ]
        case .segueOnlyScene:
            return [
                (.identifier, "a segue-only scene has no Storyboard ID; a scene with one is declared with 'identifier:' alone, and gets create, push and present"),
                (.initial, "the initial scene is made by instantiateInitialViewController(); declare it with 'initial: true' alone"),
                (.initializer, "UIKit makes a segue's destination with init?(coder:) alone, so 'init' parameters could never be passed; declare them under 'initialize', which the typed prepare forwards"),
                (.presentation, "nothing presents a segue-only scene in code; its segue's kind says how it is shown"),
                (.preview, "a segue-only scene has no create to build it, so there is nothing a preview could call"),
            ]
        case .nib:
            return [
                (.windowController, "a XIB screen is a view controller made with init(nibName:bundle:); remove 'nib:' so the window controller is built in code, and load its XIB there with init(windowNibName:)"),
            ]
        case .storyboardScene, .initialScene, .code:
            return []
        }
    }

    /// The kind a key makes a screen (`nib:` a XIB screen, `segueOnly:` beside `storyboard:`
    /// a segue-only scene), or nil for a key that does not choose the kind.
    static func kind(madeBy key: SpecKey.Screen) -> ScreenKind? {
        switch key {
        case .storyboard: return .storyboardScene
        case .segueOnly: return .segueOnlyScene
        case .nib: return .nib
        case .swiftUI: return .swiftUI
        case .typeName, .identifier, .initial, .initializer, .initialize, .bundle, .presentation, .segues, .windowController, .url, .parent, .tab, .analytics,
             .redact, .entry, .preview:
            return nil
        }
    }

    /// The key a screen key needs beside it, or nil: scene keys need `storyboard`, a XIB's
    /// bundle needs `nib`.
    static func keyRequired(by key: SpecKey.Screen) -> SpecKey.Screen? {
        switch key {
        case .identifier, .initial, .segueOnly, .segues: return .storyboard
        case .bundle: return .nib
        case .typeName, .storyboard, .initializer, .initialize, .nib, .swiftUI, .presentation, .windowController, .url, .parent, .tab, .analytics,
             .redact, .entry, .preview:
            return nil
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
        let presentation = platform.uiFramework.presentation
        switch presentation {
        case .sheetOrModalWindow:
            return presentation.offers(style) ? nil : "'\(style.rawValue)' is a UIKit presentation style; AppKit presents a view controller as a 'sheet' (the default) or a 'modalWindow'"
        case .modal where !presentation.offers(style):
            // The styles named are the ones this platform has.
            let styles = presentations(on: platform).map(\.rawValue).joined(separator: ", ")
            return "'\(style.rawValue)' is an AppKit presentation (platform: macOS); on \(platform.rawValue) the styles are \(styles)"
        case .modal:
            break
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
            platform.uiFramework.presentation.offers(style) && platformReason(style, on: platform) == nil
        }
    }
}
