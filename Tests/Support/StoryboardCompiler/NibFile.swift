/// One compiled scene, `<NibName>.nib`.
///
/// iOS nibs are binary archives; this project writes a property list instead, with only what
/// the UIKit stand-in's `StoryboardScene` reads back (the keys must stay in step with it).
struct NibFile: Encodable, Equatable {
    var objectID: String
    var baseClass: String
    var customClass: String?
    /// Already resolved: the module the stand-in qualifies `customClass` with.
    var customModule: String?
    var rootViewController: String?
    var tableViewStyle: String?
    /// The scene's segues, archived with it as Xcode archives `UIStoryboardSegueTemplate`s.
    var segueTemplates: [SegueTemplateFile]?
    /// For a storyboard reference: the storyboard it opens (nil: this one) and the Storyboard
    /// ID there (nil: its initial view controller).
    var referencedStoryboardName: String?
    var referencedIdentifier: String?

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
}

/// One segue of a compiled scene, with the keys a `UIStoryboardSegueTemplate` is archived
/// under on iOS; the UIKit stand-in's `SegueTemplate` reads them back.
struct SegueTemplateFile: Encodable, Equatable {
    /// The template class, which names the kind: `UIStoryboardShowSegueTemplate`, …
    var templateClass: String
    var identifier: String?
    /// The destination's key in `UIViewControllerIdentifiersToNibNames`.
    var destination: String

    private enum CodingKeys: String, CodingKey {
        case templateClass = "class"
        case identifier = "UIIdentifier"
        case destination = "UIDestinationViewControllerIdentifier"
    }

    /// The template class Xcode archives for each kind of segue Interface Builder offers.
    static func templateClass(ofKind kind: String) -> String {
        switch kind {
        case "show": "UIStoryboardShowSegueTemplate"
        case "showDetail": "UIStoryboardShowDetailSegueTemplate"
        case "presentation": "UIStoryboardPresentationSegueTemplate"
        case "popoverPresentation": "UIStoryboardPopoverPresentationSegueTemplate"
        case "embed": "UIStoryboardEmbedSegueTemplate"
        case "push": "UIStoryboardPushSegueTemplate"
        case "modal": "UIStoryboardModalSegueTemplate"
        case "replace": "UIStoryboardReplaceSegueTemplate"
        default: "UIStoryboardSegueTemplate"
        }
    }
}

/// `Info.plist` of a `.storyboardc` folder, with the keys Xcode's compiler writes.
struct InfoFile: Encodable, Equatable {
    var identifiersToNibNames: [String: String]
    var designatedEntryPoint: String?
    var version = 1

    private enum CodingKeys: String, CodingKey {
        case identifiersToNibNames = "UIViewControllerIdentifiersToNibNames"
        case designatedEntryPoint = "UIStoryboardDesignatedEntryPointIdentifier"
        case version = "UIStoryboardVersion"
    }
}
