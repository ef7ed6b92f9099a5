/// An object wrapping an Interface Builder nib file.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uinib (`@MainActor class
/// UINib: NSObject`, `init(nibName:bundle:)`, `instantiate(withOwner:options:)`). It reads
/// `<name>.nib` as this project's storyboard compiler writes it from a `.xib` (see
/// `NibArchive`). What raises `NSInternalInconsistencyException` on iOS traps here with
/// the same message.
@MainActor
open class UINib: NSObject {
    /// https://developer.apple.com/documentation/uikit/uinib/optionskey
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    private let name: String
    private let bundle: Bundle

    /// https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil ?? Bundle.main
        super.init()
    }

    /// Creates the nib's top-level objects; an owner gets its `view` outlet connected.
    /// https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:)
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        let archive = load()
        var objects: [String: UIView] = [:]
        let topLevel: [Any] = archive.topLevelObjects.map { object in
            let view = UIView()
            objects[object.id] = view
            return view
        }
        if let owner = ownerOrNil as? UIViewController {
            guard let outlet = archive.viewOutlet, let view = objects[outlet] else {
                fatalError("-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
            }
            owner.nibView = view
        }
        return topLevel
    }

    private func load() -> NibArchive {
        guard let url = bundle.url(forResource: name, withExtension: "nib"), let data = try? Data(contentsOf: url) else {
            fatalError("Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)>' with name '\(name)'")
        }
        do {
            return try PropertyListDecoder().decode(NibArchive.self, from: data)
        } catch {
            fatalError("Could not decode \(url.path): \(error)")
        }
    }
}

/// A compiled XIB: what `storyboardc` writes into `<Name>.nib` (keys shared with its `CompiledXib`).
struct NibArchive: Decodable, Sendable {
    struct TopLevelObject: Decodable, Sendable {
        let id: String
        let element: String
        let customClass: String?
    }

    let fileOwnerClass: String?
    let fileOwnerModule: String?
    let viewOutlet: String?
    let topLevelObjects: [TopLevelObject]
}
