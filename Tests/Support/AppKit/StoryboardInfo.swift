/// The `Info.plist` at the top of a compiled macOS `<Name>.storyboardc` folder.
///
/// The keys are the ones Xcode's storyboard compiler writes for macOS, so a folder compiled
/// either way can be inspected the same way.
struct StoryboardInfo: Decodable, Sendable {
    /// Storyboard IDs (and the internal identifiers of unnamed scenes) to nib names.
    let identifiersToNibNames: [String: String]
    /// The initial controller, absent when no scene is marked "Is Initial Controller".
    let designatedEntryPoint: String?

    private enum CodingKeys: String, CodingKey {
        case identifiersToNibNames = "NSViewControllerIdentifiersToNibNames"
        case designatedEntryPoint = "NSStoryboardDesignatedEntryPointIdentifier"
    }
}
