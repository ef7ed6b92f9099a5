import Foundation

/// A small app folder of Interface Builder files made from one seed (`SplitMix64`), for the
/// import property test: storyboards and XIBs in the shapes Xcode writes (copied from the
/// fixtures and the SwiftGen corpus), combined at random, and the manifest of the Swift
/// classes the app would have. The same seed gives the same tree on every machine, so a
/// failing case is reproduced from its seed alone.
struct StoryboardTree {
    enum Platform: String, Comparable, Sendable {
        case iOS, tvOS, macOS

        static func < (a: Platform, b: Platform) -> Bool { a.rawValue < b.rawValue }
        var isAppKit: Bool { self == .macOS }
    }

    /// A class of the app, as its stub is declared: `class <name>: <superclass> {}` in `module`.
    struct SwiftClass: Hashable, Comparable, Sendable {
        var name: String
        var superclass: String
        var platform: Platform
        var module: String

        static func < (a: SwiftClass, b: SwiftClass) -> Bool {
            (a.module, a.name, a.superclass) < (b.module, b.name, b.superclass)
        }
    }

    /// What a tree has, counted over a seed set to prove each shape was generated.
    enum Shape: String, CaseIterable, Comparable, Sendable {
        case storyboardID, sceneWithoutID, initialScene
        case moduleAndProvider, providerOnly, moduleOnly
        case classSharedInStoryboard, classSharedAcrossStoryboards
        case plainSceneWithID, plainSceneWithoutID
        case navigationRoot, tabItems, navigationInTab, tableOrCollection
        case storyboardReference, referenceToInitial
        case segueShow, seguePresentation, seguePush, segueUnwind, segueEmbed, segueCustom, segueRelationship
        case oddStoryboardName, oddStoryboardID, oddSegueIdentifier, duplicateSegueIdentifier, caseOnlyIdentifiers
        case launchScreen, localizedCopy, severalTargets, appExtension, xibOnlyFolder
        case viewControllerXib, cellOrViewXib, xibOfStoryboardClass
        case macOSStoryboard, macOSApplicationScene, macOSWindowController, macOSSplitOrTab, macOSSegue
        case macOSViewControllerXib, macOSWindowControllerXib
        case tvOSStoryboard, macOSHelperInIOSTree, platformsSideBySide

        static func < (a: Shape, b: Shape) -> Bool { a.rawValue < b.rawValue }
    }

    let seed: UInt64
    /// Path below the tree's folder → file contents.
    var files: [String: String] = [:]
    var classes: Set<SwiftClass> = []
    var shapes: Set<Shape> = []
    /// Scenes and XIBs import has every reason to make screens of: a Swift class of its
    /// target's module with a Storyboard ID, the initial arrow or a segue or relationship to
    /// it (storyboards), or a view controller File's Owner with its view outlet (XIBs).
    var importable = 0

    init(seed: UInt64) {
        self.seed = seed
        var maker = StoryboardTreeMaker(seed: seed)
        maker.makeTree()
        files = maker.files
        classes = maker.classes
        shapes = maker.shapes
        importable = maker.importable
    }

    /// Writes the files below `folder`.
    func write(to folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The modules the classes are in, each with the platforms of its classes.
    var modules: [String: Set<Platform>] {
        classes.reduce(into: [:]) { $0[$1.module, default: []].insert($1.platform) }
    }
}

/// Swift identifiers, Storyboard IDs and file names the trees are made of.
enum StoryboardTreeNames {
    static let words = ["Home", "Room", "Login", "Settings", "Profile", "Detail", "Feed", "Compose", "Search", "Inbox",
                        "Loading", "Terms", "Welcome", "Player", "Guide", "Editor", "Account", "Sidebar", "Library", "Checkout"]
    static let plainStoryboards = ["Main", "Settings", "Onboarding", "Profile", "Chat", "Store"]
    static let oddStoryboards = ["New Room", "Show Loading View", "2fa", "accept-tos", "Onboarding.Flow", "Café", "Log-In",
                                 "Profile & Co", "item 1", "Über", "Settings (Old)", "sign_up"]
    static let plainIdentifiers = ["Home", "Detail", "Settings", "Profile", "Inbox", "Player", "Welcome"]
    static let oddIdentifiers = ["Show Loading View", "item 1", "2fa", "accept-tos", "Détail", "room.info", "settings!",
                                 "Sign In", "0", "class", "self", "Type", "default", "New Room.storyboard", "ключ"]
    static let plainSegues = ["showDetail", "showSettings", "presentLogin", "openRoom", "next"]
    static let oddSegues = ["show detail", "show-detail", "2fa", "accept-tos", "item 1", "présenter", "default", "self",
                            "Show Loading View", "Embed", "init", "rawValue"]

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// The module Xcode names a target folder: characters a name cannot have become `_`.
    static func module(ofFolder folder: String) -> String {
        let mapped = String(folder.unicodeScalars.map { isIdentifier(String($0)) || ("0"..."9").contains($0) ? Character($0) : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : mapped
    }
}
