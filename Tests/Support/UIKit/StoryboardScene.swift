/// One compiled scene: what `storyboardc` writes into `<NibName>.nib`.
///
/// On iOS a scene is a binary nib archive; this project's compiler writes a property list
/// with only what instantiation needs. The keys are shared with `storyboardc`'s `NibFile`.
struct StoryboardScene: Decodable, Sendable {
    /// The Interface Builder object id, e.g. `BYZ-38-t0r`.
    let objectID: String
    /// The UIKit class of the scene's element, e.g. `UITableViewController` for `<tableViewController>`.
    let baseClass: String
    /// The class named in the Identity inspector, without module.
    let customClass: String?
    /// The module the custom class lives in, already resolved by the compiler; `nil` means an
    /// unqualified (Objective-C style) class name.
    let customModule: String?
    /// The nib of the scene a navigation controller's `rootViewController` segue points to.
    let rootViewController: String?
    /// `style` of the table view of a `<tableViewController>`.
    let tableViewStyle: String?
    /// The scene's segues, as Xcode archives them with the view controller.
    let segueTemplates: [SegueTemplate]?
    /// For a storyboard reference (a segue's destination): the storyboard it opens (nil: this
    /// one) and the Storyboard ID there (nil: its initial view controller).
    let referencedStoryboardName: String?
    let referencedIdentifier: String?

    private enum CodingKeys: String, CodingKey {
        case objectID = "id"
        case baseClass = "class"
        case customClass
        case customModule
        case rootViewController
        case tableViewStyle
        case segueTemplates = "UIStoryboardSegueTemplates"
        case referencedStoryboardName
        case referencedIdentifier
    }

    /// Whether this is a storyboard reference rather than a scene of its own.
    var isReference: Bool { referencedStoryboardName != nil || referencedIdentifier != nil }

    /// The name `NSClassFromString` needs: Swift classes are registered as `Module.Class`.
    var qualifiedCustomClass: String? {
        guard let customClass else {
            return nil
        }
        guard let customModule else {
            return customClass
        }
        return "\(customModule).\(customClass)"
    }
}

/// One segue of a compiled scene, with the keys Xcode archives a `UIStoryboardSegueTemplate`
/// under; the class names the kind (`UIStoryboardShowSegueTemplate`, …).
struct SegueTemplate: Decodable, Sendable {
    let templateClass: String
    let identifier: String?
    /// A key of the storyboard's `UIViewControllerIdentifiersToNibNames`.
    let destination: String

    private enum CodingKeys: String, CodingKey {
        case templateClass = "class"
        case identifier = "UIIdentifier"
        case destination = "UIDestinationViewControllerIdentifier"
    }
}

extension StoryboardScene {
    /// Interface Builder writes `plain`, `grouped` or `insetGrouped`; it omits nothing else.
    var tableStyle: UITableView.Style {
        switch tableViewStyle {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }
}
