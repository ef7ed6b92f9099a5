/// A storyboard file the app ships, by the name of its file without extension.
public struct Storyboard: Sendable, Equatable {
    /// Where the compiled storyboard is looked up at run time.
    public enum BundleKind: String, Sendable, CaseIterable {
        /// `Bundle.main`: the app's own storyboards.
        case main
        /// `Bundle.module`: a SwiftPM target's resources.
        case module
        /// `Bundle(for: <screen>.self)`: the bundle of the binary holding the screen class.
        case `class`
    }

    public var name: String
    /// The `UIStoryboard.Name` case, already a valid identifier (unescaped).
    public var caseName: String
    public var bundle: BundleKind
    public var location: SourceLocation
    /// The file `path:` names, relative to the spec file's folder; nil without the key (the
    /// cross-check then finds the file in the storyboard folders).
    public var path: Located<String>?

    public init(name: String, caseName: String, bundle: BundleKind, location: SourceLocation) {
        self.name = name
        self.caseName = caseName
        self.bundle = bundle
        self.location = location
    }
}

extension Storyboard.BundleKind {
    /// The Swift expression for the bundle; `class` finds it through `classToken`'s class.
    func expression(classToken: String) -> String {
        switch self {
        case .main: return "Bundle.main"
        case .module: return "Bundle.module"
        case .class: return "Bundle(for: \(classToken).self)"
        }
    }
}
