/// Selectors, and whether a class answers one, as the Objective-C runtime gives them on
/// Apple platforms: swift-corelibs-foundation has no Objective-C runtime, so `NSObject` on
/// Linux has no `instancesRespond(to:)` and there is no `Selector`. The generated tests ask
/// whether a view controller's class has what its storyboard or nib connects, so the
/// stand-in declares them with Apple's signatures and answers for the members a class lists
/// (``InterfaceBuilderMembers``), as the UIKit stand-in does:
/// - https://developer.apple.com/documentation/objectivec/selector
/// - https://developer.apple.com/documentation/foundation/1395294-nsselectorfromstring
/// - https://developer.apple.com/documentation/objectivec/nsobject-swift.class/instancesrespond(to:)

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

extension NSObject {
    /// Whether instances of the class answer `aSelector`: on the stand-in, the getter or the
    /// setter (`set<Name>:`) of an outlet, or an action, that the class lists.
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        guard let aSelector, let members = self as? InterfaceBuilderMembers.Type else { return false }
        return members.answers(aSelector.name)
    }
}

/// The `@objc` members that storyboards and nibs use, as the Objective-C runtime would list
/// them for a class: the properties an outlet sets and the methods an action calls. On an
/// Apple platform `@IBOutlet` and `@IBAction` make them `@objc`; on Linux there is no runtime
/// to ask, so a class lists them (`NSViewController` its `view`), and a subclass adds its
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

// Their members are in their declarations, where subclasses can override them.
extension NSViewController: InterfaceBuilderMembers {}
extension NSWindowController: InterfaceBuilderMembers {}
