/// The coder a storyboard hands to `init?(coder:)` of the controller it instantiates.
///
/// It carries the scene's compiled description. Keys asked for by app code were never
/// archived, so it answers like an archive without them.
final class StoryboardSceneCoder: NSCoder {
    let scene: StoryboardScene
    let storyboard: NSStoryboard

    init(scene: StoryboardScene, storyboard: NSStoryboard) {
        self.scene = scene
        self.storyboard = storyboard
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }

    /// A window controller scene decodes its window's content view controller along with itself.
    @MainActor
    func instantiateContentViewController() -> NSViewController? {
        scene.contentViewController.map { storyboard.instantiateScene(nibName: $0, creator: nil) } as? NSViewController
    }
}
