/// Import stage model: the `nib:` screens `screengen import` writes for one module, from the
/// XIBs whose File's Owner is a view controller class with its `view` outlet connected, and
/// the XIBs of that kind it could not express, each with the reason.
///
/// XIBs without such an owner (cells, views) are not screens and are not listed.
public struct ImportedNibs: Sendable, Equatable {
    public var module: String
    public var platform: TargetPlatform = .iOS
    /// Sorted by type name.
    public var screens: [ImportedNibScreen]
    /// Sorted by file.
    public var skipped: [SkippedNib]

    public init(module: String, screens: [ImportedNibScreen], skipped: [SkippedNib]) {
        self.module = module
        self.screens = screens
        self.skipped = skipped
    }

    /// `<Module>Nibs.yml`: one file per module, next to its storyboards' specs. A storyboard
    /// spec is named after its storyboard, so the name stays the same from run to run and
    /// only clashes with a storyboard named `<Module>Nibs`.
    public var fileName: String { Self.fileName(module: module) }

    public static func fileName(module: String) -> String { module + "Nibs.yml" }
}

/// One `nib:` screen: the XIB's File's Owner class and the XIB's name.
public struct ImportedNibScreen: Sendable, Equatable {
    public var typeName: String
    /// The XIB's file name without `.xib`.
    public var nib: String
    /// The XIB as messages show it.
    public var file: String
}

/// A XIB of a view controller that the import left out.
public struct SkippedNib: Sendable, Equatable {
    /// An `Error` so that a XIB's module is a `Result`.
    public enum Reason: Error, Sendable, Equatable {
        case unreadable(String)
        case objectiveCClass
        case otherModule(module: String, specModule: String)
        case invalidClassName(reason: String)
        case invalidNibName(reason: String)
        case classInStoryboard(storyboard: String)
        case classInOtherNib(file: String)
        case noModule
    }

    public var file: String
    /// The File's Owner class, when the XIB could be read.
    public var className: String?
    public var reason: Reason

    /// `Views/Select.xib (class 'SelectViewController'): …`
    public var description: String {
        file + (className.map { " (class '\($0.shownInMessage)')" } ?? "") + ": " + reason.text
    }
}

extension SkippedNib.Reason {
    public var text: String {
        switch self {
        case let .unreadable(reason):
            return "cannot be read: \(reason)"
        case .objectiveCClass:
            return "its File's Owner has no module (an Objective-C class); screens are Swift classes of the app's module"
        case let .otherModule(module, specModule):
            return "its File's Owner is in module '\(module.shownInMessage)', not '\(specModule.shownInMessage)'"
        case let .invalidClassName(reason):
            return "its File's Owner class is not a Swift type name: \(reason)"
        case let .invalidNibName(reason):
            return "its name cannot be a nib name: \(reason)"
        case let .classInStoryboard(storyboard):
            return "the class is already a screen of storyboard '\(storyboard.shownInMessage)'; a screen is declared once"
        case let .classInOtherNib(file):
            return "the class is already the screen of '\(file.shownInMessage)'; a screen is declared once"
        case .noModule:
            return "cannot tell which module it belongs to: neither --module PATH=NAME, its File's Owner, nor its folders name one"
        }
    }
}
