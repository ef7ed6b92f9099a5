/// Import stage model: the `nib:` screens `screengen import` writes for one module, from the
/// XIBs whose File's Owner is a view controller class with its `view` outlet connected, and
/// the XIBs of that kind it could not express, each with the reason.
///
/// XIBs without such an owner (cells, views) are not screens and are not listed.
public struct ImportedNibs: Sendable, Equatable {
    public var module: String
    public var platform: TargetPlatform = .iOS
    /// Sorted by name.
    public var screens: [ImportedNibScreen]
    /// Sorted by file.
    public var skipped: [SkippedNib]
    /// Warnings the file hides about what it cannot express (SpecImporter+Settle.swift).
    public var ignores: [ImportedIgnore] = []

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
    /// The screen's name: the class, or for a class that is already a screen a name made
    /// from the nib's (see SpecBuilder+Names.swift).
    public var name: String
    /// The File's Owner class, written as `class:` when it is not the name.
    public var typeName: String
    /// The XIB's file name without `.xib`.
    public var nib: String
    /// The XIB as messages show it.
    public var file: String

    /// `name` defaults to `typeName`, as for a class in one XIB.
    public init(name: String? = nil, typeName: String, nib: String, file: String) {
        self.name = name ?? typeName
        self.typeName = typeName
        self.nib = nib
        self.file = file
    }
}

extension ImportedNibs {
    /// `screen 'TermsWebViewController' is class 'WebViewController' (Terms.xib)`, for each
    /// screen named apart from its class, sorted by name.
    public var renamedScreens: [String] {
        screens.filter { $0.name != $0.typeName }.map { screen in
            "screen '\(screen.name)' is class '\(screen.typeName)' (\(screen.nib).xib): the class is already a screen"
        }
    }
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
        /// The screen name the XIB would get, or its member, is another screen's.
        case nameTaken(name: String, other: String)
        /// Declared, the screen would not lint: the message says why (SpecImporter+Settle.swift).
        case wouldNotLint(message: String)
        case noModule
        /// A XIB for another platform than its module's.
        case otherPlatform(xib: TargetPlatform, module: TargetPlatform)
        /// A XIB of a module whose framework is not the other modules' (``SpecImporter/oneFramework(_:)``).
        case otherFramework(module: String, platform: TargetPlatform)
        /// An AppKit window controller's XIB (its owner connects `window`, not `view`).
        case windowControllerXib
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
        case let .nameTaken(name, other):
            return "its screen name '\(name.shownInMessage)' needs the member another screen, '\(other.shownInMessage)', has; rename the XIB"
        case let .wouldNotLint(message):
            return "its screen would not lint: \(message.shownOnOneLine)"
        case let .otherFramework(module, platform):
            let kept = platform.isAppKit ? "UIKit" : "AppKit"
            return "module '\(module.shownInMessage)' is \(platform.rawValue), and the other modules are \(kept); modules of one config share a support module, "
                + "which imports one framework, so import its folder on its own"
        case let .otherPlatform(xib, module):
            return "\(xib.withArticle) XIB, and its module is \(module.rawValue); a module has one platform, so import its folder on its own"
        case .windowControllerXib:
            return "a window controller's XIB (its File's Owner connects 'window'); nib: screens are view controllers, so build it in code with init(windowNibName:)"
        case .noModule:
            return "cannot tell which module it belongs to: neither --module PATH=NAME, its File's Owner, nor its folders name one"
        }
    }
}
