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
    /// macOS: the nib of a window controller's content view controller.
    var contentViewController: String? = nil

    private enum CodingKeys: String, CodingKey {
        case objectID = "id"
        case baseClass = "class"
        case customClass
        case customModule
        case rootViewController
        case tableViewStyle
        case contentViewController
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

/// `Info.plist` of a `.storyboardc` folder, with the keys Xcode's compiler writes: `UI…`
/// for iOS and tvOS, `NS…` for macOS.
struct InfoFile: Encodable, Equatable {
    var identifiersToNibNames: [String: String]
    var designatedEntryPoint: String?
    var version = 1
    var isAppKit = false

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        let prefix = isAppKit ? "NS" : "UI"
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(identifiersToNibNames, forKey: Key(stringValue: prefix + "ViewControllerIdentifiersToNibNames"))
        try container.encodeIfPresent(designatedEntryPoint, forKey: Key(stringValue: prefix + "StoryboardDesignatedEntryPointIdentifier"))
        try container.encode(version, forKey: Key(stringValue: prefix + "StoryboardVersion"))
    }
}
