/// What generated API needs beyond the oldest releases the supported Xcode (16.0) builds
/// for — iOS 12, tvOS 12, macOS 10.13 — and so the `@available` attribute it carries. The
/// table of minimum releases in Docs/GeneratedCode.md lists the same.
enum MinimumOS: Equatable {
    /// iOS 13 and tvOS 13: `UIHostingController`,
    /// `instantiateViewController(identifier:creator:)`, `UIModalPresentationStyle.automatic`.
    case uiKit13
    /// macOS 10.15: `instantiateController(identifier:creator:)`.
    case macOS10_15
    /// iOS 14, tvOS 14 and macOS 11: SwiftUI's `onOpenURL` and `onContinueUserActivity`.
    case swiftUI14

    var attribute: String {
        switch self {
        case .uiKit13: return "@available(iOS 13.0, tvOS 13.0, *)"
        case .macOS10_15: return "@available(macOS 10.15, *)"
        case .swiftUI14: return "@available(iOS 14.0, tvOS 14.0, macOS 11.0, *)"
        }
    }
}

extension Screen {
    /// What `create` needs, and so `push`, `present` and `show`, which call it: nil when
    /// every release Xcode builds for has it.
    func minimumOS(_ framework: UIFramework) -> MinimumOS? {
        if usesCreator { return framework.creatorMinimumOS }
        switch source {
        case .swiftUI: return framework.hosting?.minimumOS
        case .storyboardScene, .initialScene, .segueOnlyScene, .code, .nib: return nil
        }
    }

    /// `minimum`'s attribute, or nothing, for an attribute list.
    static func attributes(_ minimum: MinimumOS?) -> [String] {
        minimum.map { [$0.attribute] } ?? []
    }
}
