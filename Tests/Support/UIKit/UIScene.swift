// Scenes and what a scene delegate receives when the app is asked to open a link: a URL of
// the app's scheme (`scene(_:openURLContexts:)`) or a universal link
// (`scene(_:continue:)` with a browsing-web `NSUserActivity`), and the links a scene is
// launched with (`scene(_:willConnectTo:options:)`'s `UIScene.ConnectionOptions`). Nothing
// launches scenes here; tests call the delegate as UIKit would.

/// An object that represents one instance of your app's user interface.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uiscene
/// (`@MainActor class UIScene`, a `UIResponder`). UIKit makes scenes; the stand-in's
/// `init()` is for tests.
@MainActor
@available(iOS 13.0, tvOS 13.0, *)
open class UIScene: UIResponder {
    /// Stand-in only: UIKit makes scenes with `init(session:connectionOptions:)`.
    public override init() {
        super.init()
    }

    /// A data object containing information about the reasons why UIKit created the scene.
    ///
    /// Declared as in https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    /// (`@MainActor class UIScene.ConnectionOptions : NSObject`, `urlContexts`,
    /// `userActivities`). UIKit makes them; the stand-in's `init(urlContexts:userActivities:)`
    /// is for this package's tests.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
        public let urlContexts: Set<UIOpenURLContext>
        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
        public let userActivities: Set<NSUserActivity>

        /// Stand-in only, for this package's tests: UIKit makes these.
        package init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            super.init()
        }
    }
}

/// An object that contains information about one of your app's scenes.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uiscenesession
/// (`@MainActor class UISceneSession : NSObject`). UIKit makes sessions; the stand-in's
/// `init()` is for this package's tests.
@MainActor
@available(iOS 13.0, tvOS 13.0, *)
open class UISceneSession: NSObject {
    /// Stand-in only, for this package's tests: UIKit makes these.
    package override init() {
        super.init()
    }
}

/// The core methods you use to respond to life-cycle events occurring within a scene.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uiscenedelegate
/// (`@MainActor protocol UISceneDelegate : NSObjectProtocol`); its methods are optional,
/// which the stand-in gives as default implementations that do nothing.
@MainActor
@available(iOS 13.0, tvOS 13.0, *)
public protocol UISceneDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
/// (`@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// A system-provided object that contains the information you need to open a single URL.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uiopenurlcontext
/// (`@MainActor class UIOpenURLContext`, `url`). UIKit makes them; the stand-in's
/// `init(url:)` is for tests.
@MainActor
@available(iOS 13.0, tvOS 13.0, *)
open class UIOpenURLContext: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
    public let url: URL

    /// Stand-in only, for this package's tests: UIKit makes these.
    package init(url: URL) {
        self.url = url
        super.init()
    }
}

#if !canImport(Darwin)
/// A representation of the state of your app at a moment in time; Foundation's on Apple
/// platforms, missing from swift-corelibs-foundation.
///
/// Declared as in https://developer.apple.com/documentation/foundation/nsuseractivity
/// (`init(activityType:)`, `activityType`, `webpageURL`).
open class NSUserActivity: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    public let activityType: String
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
    open var webpageURL: URL?

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}

/// The activity type of a universal link (a web page continued in the app).
/// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
