/// What generated API needs beyond the oldest releases the supported Xcode (16.0) builds
/// for — iOS 12, tvOS 12, macOS 10.13 — and so the `@available` attribute it carries. The
/// README's table of minimum releases lists the same.
enum MinimumOS: Equatable {
    /// iOS 13 and tvOS 13: `UIHostingController`,
    /// `instantiateViewController(identifier:creator:)`, `UIModalPresentationStyle.automatic`.
    case uiKit13
    /// macOS 10.15: `instantiateController(identifier:creator:)`.
    case macOS10_15

    var attribute: String {
        switch self {
        case .uiKit13: return "@available(iOS 13.0, tvOS 13.0, *)"
        case .macOS10_15: return "@available(macOS 10.15, *)"
        }
    }

    /// What the creator API needs on the platform's framework.
    static func creator(appKit: Bool) -> MinimumOS { appKit ? .macOS10_15 : .uiKit13 }
}

extension Screen {
    /// What `create` needs, and so `push`, `present` and `show`, which call it: nil when
    /// every release Xcode builds for has it.
    func minimumOS(appKit: Bool) -> MinimumOS? {
        if usesCreator { return .creator(appKit: appKit) }
        switch source {
        case .swiftUI: return appKit ? nil : .uiKit13
        case .storyboardScene, .initialScene, .code, .nib: return nil
        }
    }

    /// What `present` needs: `create`'s, or iOS 13 for the `.automatic` style.
    func presentMinimumOS(appKit: Bool) -> MinimumOS? {
        if let create = minimumOS(appKit: appKit) { return create }
        return !appKit && presentation == .automatic ? .uiKit13 : nil
    }

    /// `minimum`'s attribute, or nothing, for an attribute list.
    static func attributes(_ minimum: MinimumOS?) -> [String] {
        minimum.map { [$0.attribute] } ?? []
    }
}
