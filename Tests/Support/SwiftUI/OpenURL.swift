// The links a SwiftUI app is opened with: `onOpenURL` (a URL of the app's scheme, or a
// universal link when the app has no `onContinueUserActivity` for it) and
// `onContinueUserActivity` (a universal link or a Handoff, as an `NSUserActivity`). Nothing
// delivers links here; a test hands one to the modified view (`StandInLinkHandling`) as the
// system would.

extension View {
    /// Registers a handler to invoke in response to a URL that your app receives.
    ///
    /// Declared as in https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    /// (`nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`,
    /// iOS 14, macOS 11, tvOS 14), main-actor isolated as in the SDKs before Apple's newest
    /// (see NavigationStack).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        LinkHandlerView(content: self, openURL: action, continueActivity: nil)
    }

    /// Registers a handler to invoke in response to a user activity that your app receives.
    ///
    /// Declared as in https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
    /// (`nonisolated func onContinueUserActivity(_ activityType: String, perform action:
    /// @escaping (NSUserActivity) -> ()) -> some View`, iOS 14, macOS 11, tvOS 14),
    /// main-actor isolated as in the SDKs before Apple's newest.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View {
        LinkHandlerView(content: self, openURL: nil, continueActivity: (activityType, action))
    }
}

/// What `onOpenURL` and `onContinueUserActivity` return: the view they modify and its handler.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
package struct LinkHandlerView<Content: View>: View, StandInLinkHandling {
    public let content: Content
    let openURL: ((URL) -> Void)?
    let continueActivity: (type: String, action: (NSUserActivity) -> Void)?

    public var body: Never { fatalError("a modified view is primitive in the stand-in") }

    package var standInContent: any View { content }

    package func standInOpen(_ url: URL) -> Bool {
        if let openURL {
            openURL(url)
            return true
        }
        return (content as? StandInLinkHandling)?.standInOpen(url) ?? false
    }

    package func standInContinue(_ activity: NSUserActivity) -> Bool {
        if let continueActivity, continueActivity.type == activity.activityType {
            continueActivity.action(activity)
            return true
        }
        return (content as? StandInLinkHandling)?.standInContinue(activity) ?? false
    }
}

/// Stand-in only (SwiftUI has no such API): hands a link to the modifier that handles it, of a
/// modified view, as the system does when the app is opened with it; false when no handler
/// takes it.
@MainActor
package protocol StandInLinkHandling {
    /// The view the modifier applies to.
    var standInContent: any View { get }
    func standInOpen(_ url: URL) -> Bool
    func standInContinue(_ activity: NSUserActivity) -> Bool
}
