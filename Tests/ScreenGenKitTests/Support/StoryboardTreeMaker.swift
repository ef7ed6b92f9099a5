import Foundation

/// Makes one ``StoryboardTree``: picks a layout of target folders, then storyboards, scenes,
/// segues and XIBs for each, every choice drawn from the seeded generator.
struct StoryboardTreeMaker {
    typealias Platform = StoryboardTree.Platform
    typealias SwiftClass = StoryboardTree.SwiftClass
    typealias Document = StoryboardTreeDocument
    typealias Names = StoryboardTreeNames

    var rng: SplitMix64
    var files: [String: String] = [:]
    var classes: Set<SwiftClass> = []
    var shapes: Set<StoryboardTree.Shape> = []
    var importable = 0

    var objectIDs: Set<String> = []
    /// Class names taken, by module.
    var classNames: [String: Set<String>] = [:]
    /// Classes on scenes so far, for a class shared by several scenes.
    var placed: [(swiftClass: SwiftClass, element: String, storyboard: String)] = []

    /// What a later storyboard of the same target may reference.
    struct Summary {
        var name: String
        var identifiers: [String]
        var hasInitial: Bool
    }

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    // MARK: Random choices

    mutating func chance(_ probability: Double) -> Bool { Double(rng.next() % 10_000) < probability * 10_000 }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    /// An Interface Builder object ID (`Abc-12-xYz`), unique in the tree.
    mutating func objectID() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        while true {
            let part = { (count: Int, rng: inout SplitMix64) in String((0..<count).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }) }
            let id = part(3, &rng) + "-" + part(2, &rng) + "-" + part(3, &rng)
            if objectIDs.insert(id).inserted { return id }
        }
    }

    // MARK: Layouts

    mutating func makeTree() {
        switch int(0...9) {
        case 0...2:
            target(folder: "App", platform: .iOS)
        case 3:
            target(folder: "App", platform: .iOS, mainName: "Main")
            target(folder: pick(["ShareExtension", "Today Widget"]), platform: .iOS, mainName: "Main", maxStoryboards: 1)
            shapes.formUnion([.severalTargets, .appExtension])
        case 4:
            if chance(0.5) { target(folder: "App", platform: .iOS, maxStoryboards: 1) }
            target(folder: pick(["Kit", "Views"]), platform: pick([.iOS, .iOS, .tvOS]), storyboards: false)
            shapes.insert(.xibOnlyFolder)
        case 5:
            target(folder: pick(["Mac", "App"]), platform: .macOS)
        case 6:
            target(folder: pick(["TV", "App"]), platform: .tvOS)
        case 7:
            target(folder: "App", platform: .iOS, maxStoryboards: 2)
            if chance(0.5) {
                helper(in: "App/Mac")
            } else {
                target(folder: "Helper", platform: .macOS, maxStoryboards: 1, xibs: false)
            }
            shapes.insert(.macOSHelperInIOSTree)
        case 8:
            target(folder: "iOS", platform: .iOS, maxStoryboards: 2)
            target(folder: "Mac", platform: .macOS, maxStoryboards: 2)
            shapes.formUnion([.platformsSideBySide, .severalTargets])
        default:
            target(folder: "App", platform: .iOS, mainName: "Main", maxStoryboards: 2)
            target(folder: "ShareExtension", platform: .iOS, mainName: "Main", maxStoryboards: 1, xibs: false)
            if chance(0.5) { target(folder: "Today Widget", platform: .iOS, mainName: "Main", maxStoryboards: 1, xibs: false) }
            shapes.formUnion([.severalTargets, .appExtension])
        }
    }

    /// One macOS storyboard inside an iOS target's folder.
    mutating func helper(in folder: String) {
        let document = macDocument(module: "App", storyboard: "Helper", earlier: [], first: false).document
        files["\(folder)/Helper.storyboard"] = document.xml()
    }

    mutating func target(folder: String, platform: Platform, mainName: String? = nil, maxStoryboards: Int = 3,
                                 storyboards: Bool = true, xibs: Bool = true) {
        let module = Names.module(ofFolder: folder)
        let directory = platform.isAppKit ? pick(["\(folder)/Base.lproj", folder]) : pick(["\(folder)/Base.lproj", "\(folder)/Storyboards", "\(folder)/Resources", folder])
        var summaries: [Summary] = []
        if storyboards {
            var names = Set<String>()
            for index in 0..<int(1...maxStoryboards) {
                var name = index == 0 ? mainName ?? pick(Names.plainStoryboards + Names.oddStoryboards) : pick(Names.plainStoryboards + Names.oddStoryboards)
                while names.contains(name) { name = pick(Names.plainStoryboards + Names.oddStoryboards) }
                names.insert(name)
                if !Names.isIdentifier(name) { shapes.insert(.oddStoryboardName) }
                let made = platform.isAppKit
                    ? macDocument(module: module, storyboard: name, earlier: summaries, first: index == 0)
                    : touchDocument(platform: platform, module: module, storyboard: name, earlier: summaries)
                summaries.append(made.summary)
                let xml = made.document.xml()
                files["\(directory)/\(name).storyboard"] = xml
                if directory.hasSuffix("Base.lproj"), chance(0.2) {
                    files["\(folder)/en.lproj/\(name).storyboard"] = xml
                    shapes.insert(.localizedCopy)
                }
            }
            if !platform.isAppKit, chance(0.35) {
                var launch = Document(platform: platform)
                let id = objectID()
                launch.scenes = [Document.Scene(element: "viewController", id: id, sceneID: objectID(), viewIDs: (0..<8).map { _ in objectID() })]
                launch.initial = id
                launch.launchScreen = true
                files["\(directory)/\(chance(0.8) ? "LaunchScreen" : "Launch Screen").storyboard"] = launch.xml()
                shapes.insert(.launchScreen)
            }
        }
        if xibs {
            for _ in 0..<(storyboards ? int(0...2) : int(1...3)) {
                xib(folder: "\(folder)/\(pick(["Views", "Nibs", "Base.lproj"]))", platform: platform, module: module)
            }
        }
    }

    // MARK: Classes

    mutating func newClass(superclass: String, suffix: String, platform: Platform, module: String) -> SwiftClass {
        var taken = classNames[module, default: []]
        var name = pick(Names.words) + suffix
        var attempt = 2
        while taken.contains(name) {
            name = pick(Names.words) + (attempt > 6 ? "\(attempt)" : "") + suffix
            attempt += 1
        }
        taken.insert(name)
        classNames[module] = taken
        let swiftClass = SwiftClass(name: name, superclass: superclass, platform: platform, module: module)
        classes.insert(swiftClass)
        return swiftClass
    }

    static let superclasses: [String: (uiKit: String, appKit: String, suffix: String)] = [
        "viewController": ("UIViewController", "NSViewController", "ViewController"),
        "tableViewController": ("UITableViewController", "", "TableViewController"),
        "collectionViewController": ("UICollectionViewController", "", "CollectionViewController"),
        "navigationController": ("UINavigationController", "", "NavigationController"),
        "tabBarController": ("UITabBarController", "", "TabBarController"),
        "windowController": ("", "NSWindowController", "WindowController"),
        "splitViewController": ("", "NSSplitViewController", "SplitViewController"),
        "tabViewController": ("", "NSTabViewController", "TabViewController"),
    ]

    /// A scene of `element`, with a custom class (new, or one placed before) or none.
    mutating func scene(_ element: String, platform: Platform, module: String, storyboard: String,
                                classChance: Double, identifierChance: Double, document: Document) -> Document.Scene {
        var scene = Document.Scene(element: element, id: objectID(), sceneID: objectID(), viewIDs: (0..<8).map { _ in objectID() })
        if chance(classChance) {
            let candidates = placed.filter { $0.element == element && $0.swiftClass.platform == platform && $0.swiftClass.module == module }
            if !candidates.isEmpty, chance(0.2) {
                let shared = pick(candidates)
                scene.customClass = shared.swiftClass
                shapes.insert(shared.storyboard == storyboard ? .classSharedInStoryboard : .classSharedAcrossStoryboards)
            } else {
                let names = Self.superclasses[element]!
                scene.customClass = newClass(superclass: platform.isAppKit ? names.appKit : names.uiKit, suffix: names.suffix, platform: platform, module: module)
            }
            placed.append((scene.customClass!, element, storyboard))
            scene.moduleStyle = pick(Document.ModuleStyle.allCases)
            switch scene.moduleStyle {
            case .moduleAndProvider: shapes.insert(.moduleAndProvider)
            case .providerOnly: shapes.insert(.providerOnly)
            case .moduleOnly: shapes.insert(.moduleOnly)
            }
        }
        if chance(identifierChance) {
            scene.storyboardID = storyboardIdentifier(taken: document.scenes.compactMap(\.storyboardID))
        }
        if chance(0.2) { scene.title = pick(Names.words) }
        return scene
    }

    mutating func storyboardIdentifier(taken: [String]) -> String {
        if let existing = taken.last, chance(0.15) {
            let variant = existing.lowercased() == existing ? existing.capitalized : existing.lowercased()
            if variant != existing, !taken.contains(variant) {
                shapes.insert(.caseOnlyIdentifiers)
                return variant
            }
        }
        while true {
            let identifier = chance(0.5) ? pick(Names.plainIdentifiers) : pick(Names.oddIdentifiers)
            if taken.contains(identifier) { continue }
            if !Names.isIdentifier(identifier) || Names.oddIdentifiers.contains(identifier) { shapes.insert(.oddStoryboardID) }
            return identifier
        }
    }

    mutating func segueIdentifier(taken: [String]) -> String? {
        guard chance(0.8) else { return nil }
        if let existing = taken.last {
            if chance(0.15) {
                shapes.insert(.duplicateSegueIdentifier)
                return existing
            }
            let variant = existing.first!.isUppercase ? existing.prefix(1).lowercased() + existing.dropFirst() : existing.prefix(1).uppercased() + existing.dropFirst()
            if chance(0.1), variant != existing {
                shapes.insert(.caseOnlyIdentifiers)
                return variant
            }
        }
        let identifier = chance(0.5) ? pick(Names.plainSegues) : pick(Names.oddSegues)
        if Names.oddSegues.contains(identifier) { shapes.insert(.oddSegueIdentifier) }
        return identifier
    }
}
