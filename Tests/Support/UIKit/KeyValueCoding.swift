/// Key-value coding and selectors, as Foundation and the Objective-C runtime give them on
/// Apple platforms, for the objects of this stand-in.
///
/// swift-corelibs-foundation has no Objective-C runtime, so `NSObject` on Linux has neither
/// `value(forKey:)` nor `responds(to:)`, and there is no `Selector`. Generated tests read a
/// view controller's segue templates through them on iOS (UIKit keeps them in the
/// undocumented `storyboardSegueTemplates`), so the stand-in declares them with Apple's
/// signatures and answers for the keys its own objects have:
/// - https://developer.apple.com/documentation/objectivec/selector
/// - https://developer.apple.com/documentation/foundation/1395294-nsselectorfromstring
/// - https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
/// - https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkey:)

/// The name of a method, as the Objective-C runtime identifies it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        name = value
    }
}

/// https://developer.apple.com/documentation/foundation/1395294-nsselectorfromstring
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// The stand-in's objects that answer `value(forKey:)`: each lists its keys and their values.
protocol KeyValueCodingStandIn {
    /// The value for `key`, or nil when the object has no such key (a missing value is `.some(nil)`).
    func standInValue(forKey key: String) -> Any??
}

extension NSObject {
    /// Whether the object has a getter named by `aSelector`; on the stand-in, a key it answers.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return (self as? KeyValueCodingStandIn)?.standInValue(forKey: aSelector.name) != nil
    }

    /// The value of the property named `key`. Like Foundation, which raises
    /// `NSUndefinedKeyException`, it stops for a key the object does not have.
    public func value(forKey key: String) -> Any? {
        guard let value = (self as? KeyValueCodingStandIn)?.standInValue(forKey: key) else {
            fatalError("[<\(type(of: self))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
        }
        return value
    }
}
