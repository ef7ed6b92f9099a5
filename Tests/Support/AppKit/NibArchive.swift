/// A compiled macOS XIB: what `storyboardc` writes into `<Name>.nib` (keys shared with its
/// `CompiledXib`). On macOS a nib is a binary archive; this property list holds what
/// loading a view controller's view depends on, and this stand-in reads only that.
struct NibArchive: Decodable, Sendable {
    struct TopLevelObject: Decodable, Sendable {
        let id: String
    }

    /// The object the File's Owner's `view` outlet points to.
    let viewOutlet: String?
    let topLevelObjects: [TopLevelObject]
}
