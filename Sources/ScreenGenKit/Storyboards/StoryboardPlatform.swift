/// The platform a storyboard targets. A module reads the storyboards of its own platform
/// (iPhone, iPad and Mac Catalyst share the `iOS.CocoaTouch` runtimes; tvOS has
/// `AppleTV`) and names any other platform in its message.
public enum StoryboardPlatform: String, Sendable, Hashable {
    case iOS
    case tvOS
    case macOS
    case watchOS
    case unknown

    /// From the document's `targetRuntime`, or its `type` when the runtime is missing.
    init(targetRuntime: String?, documentType: String?) {
        switch targetRuntime {
        case let runtime? where runtime.hasPrefix("iOS.CocoaTouch"): self = .iOS
        case "AppleTV": self = .tvOS
        case let runtime? where runtime.hasPrefix("MacOSX"): self = .macOS
        case let runtime? where runtime.lowercased().hasPrefix("watchkit"): self = .watchOS
        case .some: self = .unknown
        case nil:
            if documentType?.contains(".CocoaTouch.") == true {
                self = .iOS
            } else if documentType?.contains(".AppleTV.") == true {
                self = .tvOS
            } else if documentType?.contains(".Cocoa.") == true {
                self = .macOS
            } else {
                self = .unknown
            }
        }
    }

    /// Whether some module platform reads storyboards of this one.
    public var isSupported: Bool { modulePlatform != nil }
}
