extension TargetPlatform {
    /// The storyboards a module of this platform ships: Interface Builder writes a
    /// different runtime for each (`iOS.CocoaTouch`, `AppleTV`, `MacOSX.Cocoa`).
    /// visionOS has none of its own: its storyboards would be iOS ones, and they are refused.
    var storyboardPlatform: StoryboardPlatform {
        switch self {
        case .iOS, .visionOS: return .iOS
        case .tvOS: return .tvOS
        case .macOS: return .macOS
        }
    }
}

extension StoryboardPlatform {
    /// The module platform that reads storyboards of this one, or nil for one screengen
    /// does not read (watchOS, unknown runtimes).
    var modulePlatform: TargetPlatform? {
        switch self {
        case .iOS: return .iOS
        case .tvOS: return .tvOS
        case .macOS: return .macOS
        case .watchOS, .unknown: return nil
        }
    }
}
