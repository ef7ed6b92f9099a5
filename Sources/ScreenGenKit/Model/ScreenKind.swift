/// How a screen is made, decided once by the validator from its spec keys: ``Screen/Source``
/// without its payload, which the capability table and the reference tables switch over.
/// (Whether a screen is a window controller is a separate fact, ``Screen/isWindowController``:
/// an AppKit window controller is a scene or built in code.)
public enum ScreenKind: String, Sendable, CaseIterable {
    /// A scene found by its Storyboard ID (`storyboard:`).
    case storyboardScene
    /// The storyboard's initial view controller (`storyboard:` + `initial: true`).
    case initialScene
    /// A scene with no Storyboard ID, shown only by segues and relationships
    /// (`storyboard:` + `segueOnly: true`): no `create`, `push` or `present`.
    case segueOnlyScene
    /// Built with `init(nibName:bundle:)` from a XIB (`nib:`).
    case nib
    /// Built in code with `init(...)` (none of the other keys).
    case code
    /// A SwiftUI view, hosted in a hosting controller (`swiftUI: true`).
    case swiftUI

    /// Whether the screen comes out of a storyboard (the only kind that performs segues,
    /// and the only kind a segue shows).
    public var isStoryboardScene: Bool {
        switch self {
        case .storyboardScene, .initialScene, .segueOnlyScene: return true
        case .nib, .code, .swiftUI: return false
        }
    }

    /// Whether the app's code makes the screen (`create`, `push`, `present`); a segue-only
    /// scene has no Storyboard ID to instantiate it by.
    public var isMadeInCode: Bool {
        switch self {
        case .storyboardScene, .initialScene, .nib, .code, .swiftUI: return true
        case .segueOnlyScene: return false
        }
    }

    /// How messages and the reference name the kind, e.g. "a storyboard scene".
    public var phrase: String {
        switch self {
        case .storyboardScene, .initialScene: return "a storyboard scene"
        case .segueOnlyScene: return "a storyboard scene shown only by segues"
        case .code: return "built in code"
        case .nib: return "loaded from a XIB"
        case .swiftUI: return "a SwiftUI view"
        }
    }
}
