/// The `Info.plist` at the top of a compiled `<Name>.storyboardc` folder.
///
/// The keys are the ones Xcode's storyboard compiler writes, so a folder compiled either way
/// can be inspected the same way.
struct StoryboardInfo: Decodable, Sendable {
    /// Storyboard IDs (and the internal identifiers of unnamed scenes) to nib names.
    let identifiersToNibNames: [String: String]
    /// The initial scene, absent when no scene is marked "Is Initial View Controller".
    let designatedEntryPoint: String?

    private enum CodingKeys: String, CodingKey {
        case identifiersToNibNames = "UIViewControllerIdentifiersToNibNames"
        case designatedEntryPoint = "UIStoryboardDesignatedEntryPointIdentifier"
    }
}
