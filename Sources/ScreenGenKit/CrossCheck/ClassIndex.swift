/// Where each class appears in the storyboards, to tell a screen declared in the wrong
/// storyboard from one whose scene is missing.
struct ClassIndex {
    private var scenes: [String: [(document: StoryboardDocument, scene: StoryboardScene)]] = [:]

    init(_ documents: [StoryboardDocument]) {
        for document in documents {
            for scene in document.scenes {
                if let type = scene.customClass { scenes[type, default: []].append((document, scene)) }
            }
        }
    }

    /// The first scene (in path order) of class `type` in a storyboard not named `name`.
    func scene(ofClass type: String, outside name: String) -> (StoryboardDocument, StoryboardScene)? {
        scenes[type]?.first { $0.document.name != name }.map { ($0.document, $0.scene) }
    }
}
