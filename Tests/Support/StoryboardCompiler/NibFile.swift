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

    private enum CodingKeys: String, CodingKey {
        case objectID = "id"
        case baseClass = "class"
        case customClass
        case customModule
        case rootViewController
        case tableViewStyle
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
