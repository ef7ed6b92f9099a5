/// The coder a storyboard hands to `init?(coder:)` of the scene it instantiates.
///
/// It carries the scene's compiled description for the UIKit classes of this module. Keys
/// asked for by app code were never archived, so it answers like an archive without them.
final class StoryboardSceneCoder: NSCoder {
    let scene: StoryboardScene
    let storyboard: UIStoryboard

    init(scene: StoryboardScene, storyboard: UIStoryboard) {
        self.scene = scene
        self.storyboard = storyboard
        super.init()
    }

    override var allowsKeyedCoding: Bool {
        true
    }

    override func containsValue(forKey key: String) -> Bool {
        false
    }

    override func decodeObject(forKey key: String) -> Any? {
        nil
    }

    override func decodeBool(forKey key: String) -> Bool {
        false
    }

    override func decodeInteger(forKey key: String) -> Int {
        0
    }

    override func decodeDouble(forKey key: String) -> Double {
        0
    }

    /// The scene's segues, as the view controller keeps them.
    var segueTemplates: [UIStoryboardSegueTemplate] {
        (scene.segueTemplates ?? []).map {
            UIStoryboardSegueTemplate(identifier: $0.identifier, destinationViewControllerIdentifier: $0.destination, templateClass: $0.templateClass)
        }
    }

    /// A navigation controller scene decodes its root view controller along with itself.
    @MainActor
    func instantiateRootViewController() -> UIViewController? {
        scene.rootViewController.map { storyboard.instantiateScene(nibName: $0, creator: nil) }
    }
}
