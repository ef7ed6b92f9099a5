import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension StoryboardTree {
    /// The Swift classes the storyboards and XIBs below `folder` name (scenes' and File's
    /// Owners' custom classes), for a folder read rather than made: the corpus and the
    /// fixtures. A class without a module is Objective-C and left out; its module is the one
    /// Xcode wrote, or empty for "the target's".
    static func classes(in folder: URL) -> [SwiftClass] {
        var found: Set<SwiftClass> = []
        for (path, _) in Fixtures.files(in: folder) where path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            guard let parser = XMLParser(contentsOf: folder.appendingPathComponent(path)) else { continue }
            let reader = ClassReader()
            parser.delegate = reader
            _ = parser.parse()
            found.formUnion(reader.classes)
        }
        return found.sorted()
    }

    private final class ClassReader: NSObject, XMLParserDelegate {
        var platform = Platform.iOS
        var classes: [SwiftClass] = []

        private static let superclasses: [String: (uiKit: String, appKit: String)] = [
            "viewController": ("UIViewController", "NSViewController"),
            "tableViewController": ("UITableViewController", "NSViewController"),
            "collectionViewController": ("UICollectionViewController", "NSViewController"),
            "navigationController": ("UINavigationController", "NSViewController"),
            "tabBarController": ("UITabBarController", "NSViewController"),
            "splitViewController": ("UISplitViewController", "NSSplitViewController"),
            "pageViewController": ("UIViewController", "NSViewController"),
            // A SwiftUI hosting controller is a view controller; its stub needs no SwiftUI.
            "hostingController": ("UIViewController", "NSViewController"),
            "windowController": ("NSWindowController", "NSWindowController"),
            "tabViewController": ("NSTabViewController", "NSTabViewController"),
            "pagecontroller": ("NSViewController", "NSViewController"),
            "tableViewCell": ("UITableViewCell", "NSView"),
            "collectionViewCell": ("UICollectionViewCell", "NSView"),
            "view": ("UIView", "NSView"),
            "customView": ("UIView", "NSView"),
            "segue": ("UIStoryboardSegue", "NSStoryboardSegue"),
        ]

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if element == "document" {
                switch attributes["targetRuntime"] {
                case "MacOSX.Cocoa": platform = .macOS
                case "AppleTV": platform = .tvOS
                default: platform = .iOS
                }
            }
            guard let name = attributes["customClass"], attributes["customModule"] != nil || attributes["customModuleProvider"] == "target" else { return }
            let module = attributes["customModule"] ?? ""
            let superclass: String
            if let known = Self.superclasses[element] {
                superclass = platform.isAppKit ? known.appKit : known.uiKit
            } else if attributes["userLabel"] == "File's Owner" {
                superclass = platform.isAppKit ? (name.hasSuffix("WindowController") ? "NSWindowController" : "NSViewController") : "UIViewController"
            } else {
                superclass = "NSObject"
            }
            classes.append(SwiftClass(name: name, superclass: superclass, platform: platform, module: module))
        }
    }
}
