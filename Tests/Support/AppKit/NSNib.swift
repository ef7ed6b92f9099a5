/// An object wrapping an Interface Builder nib file.
///
/// Declared as in https://developer.apple.com/documentation/appkit/nsnib: `init?(nibNamed:bundle:)`
/// is nil when the nib cannot be found or read, and `instantiate(withOwner:topLevelObjects:)`
/// returns whether it succeeded. Not main-actor isolated, as `NSStoryboard` is not; the views
/// it makes are, so it is called on the main thread, which is asserted rather than hopped to.
///
/// Linux's standard library has no `AutoreleasingUnsafeMutablePointer` (there is no
/// Objective-C runtime), so `topLevelObjects` is an `UnsafeMutablePointer<NSArray?>`: a call
/// that passes `&objects` compiles against both. It reads `<name>.nib` as this project's
/// storyboard compiler writes it from a macOS `.xib` (see `NibArchive`).
open class NSNib: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsnib/name
    public typealias Name = String

    private let archive: NibArchive

    /// https://developer.apple.com/documentation/appkit/nsnib/init(nibnamed:bundle:)
    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {
        let bundle = bundle ?? Bundle.main
        guard let url = bundle.url(forResource: nibName, withExtension: "nib"), let data = try? Data(contentsOf: url),
              let archive = try? PropertyListDecoder().decode(NibArchive.self, from: data) else { return nil }
        self.archive = archive
        super.init()
    }

    /// Creates the nib's top-level objects, a view each; an owner that is a view controller
    /// gets its `view` outlet connected when the nib connects it.
    /// https://developer.apple.com/documentation/appkit/nsnib/instantiate(withowner:toplevelobjects:)
    open func instantiate(withOwner owner: Any?, topLevelObjects: UnsafeMutablePointer<NSArray?>?) -> Bool {
        nonisolated(unsafe) let owner = owner
        let archive = archive
        let objects: [NSView] = MainActor.assumeIsolated {
            var byID: [String: NSView] = [:]
            let views = archive.topLevelObjects.map { object in
                let view = NSView()
                byID[object.id] = view
                return view
            }
            if let controller = owner as? NSViewController, let outlet = archive.viewOutlet, let view = byID[outlet] {
                controller.view = view
            }
            return views
        }
        topLevelObjects?.pointee = NSArray(array: objects)
        return true
    }
}
