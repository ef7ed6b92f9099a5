import Foundation

#if !canImport(Darwin)
/// A representation of the state of your app at a moment in time; Foundation's on Apple
/// platforms, missing from swift-corelibs-foundation. The same declaration as the UIKit
/// stand-in's: each stand-in module stands alone, as Apple's frameworks both see Foundation's.
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
