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
/// - https://developer.apple.com/documentation/objectivec/nsobject-swift.class/instancesrespond(to:)
///
/// Whether a class answers a selector is what the Objective-C runtime knows of its `@objc`
/// members; on Linux nothing registers them, so a class says what its `@IBOutlet`
/// properties and `@IBAction` methods are (``InterfaceBuilderMembers``), and the
/// framework classes say theirs.

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
    /// Whether the object has a getter named by `aSelector`; on the stand-in, a key it
    /// answers, or a member its class has (``instancesRespond(to:)``).
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return (self as? KeyValueCodingStandIn)?.standInValue(forKey: aSelector.name) != nil || type(of: self).instancesRespond(to: aSelector)
    }

    /// Whether instances of the class answer `aSelector`: on the stand-in, the getter or the
    /// setter (`set<Name>:`) of an outlet, or an action, that the class lists.
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        guard let aSelector, let members = self as? InterfaceBuilderMembers.Type else { return false }
        return members.answers(aSelector.name)
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

/// The `@objc` members that storyboards and nibs use, as the Objective-C runtime would list
/// them for a class: the properties an outlet sets and the methods an action calls. On an
/// Apple platform `@IBOutlet` and `@IBAction` make them `@objc`; on Linux there is no runtime
/// to ask, so a class lists them (`UIViewController` its `view`), and a subclass adds its
/// own by overriding, under `#if !canImport(ObjectiveC)` so the app's code is unchanged on
/// Apple platforms.
public protocol InterfaceBuilderMembers: NSObject {
    /// The properties outlets set: each has a getter and the setter `set<Name>:`.
    static var interfaceBuilderOutlets: [String] { get }
    /// The selectors of its action methods: `tap:` for `@IBAction func tap(_ sender: Any)`.
    static var interfaceBuilderActions: [String] { get }
}

extension InterfaceBuilderMembers {
    /// Whether `selector` is the getter or setter of an outlet, or an action.
    static func answers(_ selector: String) -> Bool {
        if interfaceBuilderActions.contains(selector) { return true }
        return interfaceBuilderOutlets.contains { outlet in
            selector == outlet || selector == "set\(outlet.prefix(1).uppercased())\(outlet.dropFirst()):"
        }
    }
}

// Its members are in its declaration (UIViewController.swift), where subclasses can override them.
extension UIViewController: InterfaceBuilderMembers {}
