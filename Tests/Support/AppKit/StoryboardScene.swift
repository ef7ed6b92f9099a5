/// One compiled scene: what `storyboardc` writes into `<NibName>.nib`.
///
/// On macOS a scene is a binary nib archive; this project's compiler writes a property list
/// with only what instantiation needs. The keys are shared with `storyboardc`'s `NibFile`.
struct StoryboardScene: Decodable, Sendable {
    /// The Interface Builder object id, e.g. `B8D-0N-5wS`.
    let objectID: String
    /// The AppKit class of the scene's element, e.g. `NSWindowController` for `<windowController>`.
    let baseClass: String
    /// The class named in the Identity inspector, without module.
    let customClass: String?
    /// The module the custom class lives in, already resolved by the compiler.
    let customModule: String?
    /// The nib of the scene a window controller's `window.shadowedContentViewController` segue points to.
    let contentViewController: String?

    private enum CodingKeys: String, CodingKey {
        case objectID = "id"
        case baseClass = "class"
        case customClass
        case customModule
        case contentViewController
    }

    /// The name `NSClassFromString` needs: Swift classes are registered as `Module.Class`.
    var qualifiedCustomClass: String? {
        guard let customClass else { return nil }
        guard let customModule else { return customClass }
        return "\(customModule).\(customClass)"
    }
}
