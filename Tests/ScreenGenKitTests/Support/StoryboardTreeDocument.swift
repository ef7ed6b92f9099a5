import Foundation

/// One storyboard of a ``StoryboardTree`` before it is written: its scenes, and the XML Xcode
/// writes for them (element by element as in the fixtures and the SwiftGen corpus).
struct StoryboardTreeDocument {
    enum ModuleStyle: CaseIterable {
        /// `customModule="App" customModuleProvider="target"`, what Xcode writes today.
        case moduleAndProvider
        /// `customModuleProvider="target"` alone: "Inherit Module From Target" without a name.
        case providerOnly
        /// `customModule="App"`: the module picked by hand.
        case moduleOnly
    }

    struct Segue {
        var id: String
        var destination: String
        var kind: String
        var identifier: String?
        var relationship: String?
        var customClass: String?
    }

    struct Scene {
        var element: String
        var id: String
        var sceneID: String
        var customClass: StoryboardTree.SwiftClass?
        var moduleStyle: ModuleStyle = .moduleAndProvider
        var storyboardID: String?
        var title: String?
        /// Relationship and manual segues, in the controller's `<connections>`.
        var segues: [Segue] = []
        /// Segues a button in the scene's view triggers (iOS `viewController` only).
        var buttonSegues: [Segue] = []
        /// Embed segues of container views in the scene's view.
        var embeds: [Segue] = []
        /// `storyboardName` and `referencedIdentifier` of a storyboard reference.
        var reference: (storyboard: String, identifier: String?)?
        /// Object IDs for what the scene holds: views, bar, window ([0...5]), exit [6], first responder [7].
        var viewIDs: [String] = []

        var hasUnwind: Bool { (segues + buttonSegues).contains { $0.kind == "unwind" } }
    }

    var platform: StoryboardTree.Platform
    var scenes: [Scene] = []
    var initial: String?
    var launchScreen = false

    // MARK: XML

    func xml() -> String {
        var lines: [String] = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        let launchAttribute = launchScreen ? " launchScreen=\"YES\"" : ""
        switch platform {
        case .iOS:
            lines.append("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"23094\" targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\" useAutolayout=\"YES\"\(launchAttribute) useTraitCollections=\"YES\"\(initialAttribute)>")
            lines += ["    <dependencies>", "        <plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"23084\"/>", "    </dependencies>"]
        case .tvOS:
            lines.append("<document type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\" version=\"3.0\" toolsVersion=\"23504\" targetRuntime=\"AppleTV\" propertyAccessControl=\"none\" useAutolayout=\"YES\"\(launchAttribute) useTraitCollections=\"YES\" useSafeAreas=\"YES\" colorMatched=\"YES\"\(initialAttribute)>")
            lines += ["    <device id=\"appleTV\" appearance=\"dark\"/>", "    <dependencies>", "        <deployment identifier=\"tvOS\"/>",
                      "        <plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"23506\"/>", "    </dependencies>"]
        case .macOS:
            lines.append("<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"23504\" targetRuntime=\"MacOSX.Cocoa\" propertyAccessControl=\"none\" useAutolayout=\"YES\"\(initialAttribute)>")
            lines += ["    <dependencies>", "        <plugIn identifier=\"com.apple.InterfaceBuilder.CocoaPlugin\" version=\"23504\"/>",
                      "        <capability name=\"documents saved in the Xcode 8 format\" minToolsVersion=\"8.0\"/>", "    </dependencies>"]
        }
        lines.append("    <scenes>")
        for scene in scenes {
            lines.append("        <!--\(scene.title ?? scene.customClass?.name ?? scene.element)-->")
            lines.append("        <scene sceneID=\"\(scene.sceneID)\">")
            lines.append("            <objects>")
            lines += body(of: scene).map { "                " + $0 }
            lines.append("            </objects>")
            lines.append("        </scene>")
        }
        lines += ["    </scenes>", "</document>", ""]
        return lines.joined(separator: "\n")
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func classAttributes(_ swiftClass: StoryboardTree.SwiftClass?, _ style: ModuleStyle) -> String {
        guard let swiftClass else { return "" }
        switch style {
        case .moduleAndProvider: return " customClass=\"\(swiftClass.name)\" customModule=\"\(swiftClass.module)\" customModuleProvider=\"target\""
        case .providerOnly: return " customClass=\"\(swiftClass.name)\" customModuleProvider=\"target\""
        case .moduleOnly: return " customClass=\"\(swiftClass.name)\" customModule=\"\(swiftClass.module)\""
        }
    }

    static func segueLine(_ segue: Segue) -> String {
        var attributes = "destination=\"\(segue.destination)\" kind=\"\(segue.kind)\""
        if let relationship = segue.relationship { attributes += " relationship=\"\(relationship)\"" }
        if let identifier = segue.identifier { attributes += " identifier=\"\(escaped(identifier))\"" }
        if segue.kind == "unwind" { attributes += " unwindAction=\"unwindHere:\"" }
        if let customClass = segue.customClass { attributes += " customClass=\"\(customClass)\" customModuleProvider=\"target\"" }
        return "<segue \(attributes) id=\"\(segue.id)\"/>"
    }

    private func connections(_ segues: [Segue]) -> [String] {
        segues.isEmpty ? [] : ["    <connections>"] + segues.map { "        " + Self.segueLine($0) } + ["    </connections>"]
    }

    private func body(of scene: Scene) -> [String] {
        let identifier = scene.storyboardID.map { " storyboardIdentifier=\"\(Self.escaped($0))\"" } ?? ""
        let title = scene.title.map { " title=\"\(Self.escaped($0))\"" } ?? ""
        let classAttributes = Self.classAttributes(scene.customClass, scene.moduleStyle)
        var ids = scene.viewIDs.makeIterator()
        let nextID = { ids.next() ?? scene.id }
        if let reference = scene.reference {
            let element = platform.isAppKit ? "controllerPlaceholder" : "viewControllerPlaceholder"
            let referenced = reference.identifier.map { " referencedIdentifier=\"\(Self.escaped($0))\"" } ?? ""
            return ["<\(element) storyboardName=\"\(Self.escaped(reference.storyboard))\"\(referenced) id=\"\(scene.id)\" sceneMemberID=\"viewController\"/>"]
        }
        let open = "<\(scene.element)\(identifier)\(title) id=\"\(scene.id)\"\(classAttributes) sceneMemberID=\"viewController\">"
        var lines = [open]
        if platform.isAppKit {
            switch scene.element {
            case "application":
                lines = ["<application id=\"\(scene.id)\" sceneMemberID=\"viewController\">",
                         "    <menu key=\"mainMenu\" title=\"Main Menu\" systemMenu=\"main\" id=\"\(nextID())\">",
                         "        <items>", "            <menuItem title=\"App\" id=\"\(nextID())\">",
                         "                <modifierMask key=\"keyEquivalentModifierMask\"/>", "            </menuItem>", "        </items>", "    </menu>",
                         "    <connections>", "        <outlet property=\"delegate\" destination=\"\(scene.viewIDs[2])\" id=\"\(scene.viewIDs[3])\"/>",
                         "    </connections>", "</application>",
                         "<customObject id=\"\(scene.viewIDs[2])\"\(classAttributes)/>"]
                return lines + ["<customObject id=\"\(scene.viewIDs[7])\" userLabel=\"First Responder\" customClass=\"NSResponder\" sceneMemberID=\"firstResponder\"/>"]
            case "windowController":
                lines += ["    <window key=\"window\" title=\"Window\" allowsToolTipsWhenApplicationIsInactive=\"NO\" autorecalculatesKeyViewLoop=\"NO\" releasedWhenClosed=\"NO\" visibleAtLaunch=\"NO\" animationBehavior=\"default\" id=\"\(nextID())\">",
                          "        <windowStyleMask key=\"styleMask\" titled=\"YES\" closable=\"YES\" miniaturizable=\"YES\" resizable=\"YES\"/>",
                          "        <rect key=\"contentRect\" x=\"196\" y=\"240\" width=\"480\" height=\"270\"/>",
                          "        <rect key=\"screenRect\" x=\"0.0\" y=\"0.0\" width=\"1680\" height=\"1027\"/>",
                          "    </window>"]
            case "splitViewController":
                lines += ["    <splitView key=\"splitView\" dividerStyle=\"thin\" vertical=\"YES\" id=\"\(nextID())\">",
                          "        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"450\" height=\"300\"/>", "    </splitView>"]
            case "tabViewController":
                lines += ["    <tabView key=\"tabView\" type=\"noTabsNoBorder\" id=\"\(nextID())\">",
                          "        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"450\" height=\"300\"/>", "    </tabView>"]
            default:
                lines.append("    <view key=\"view\" id=\"\(nextID())\">")
                lines.append("        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"450\" height=\"300\"/>")
                if !scene.embeds.isEmpty {
                    lines.append("        <subviews>")
                    for embed in scene.embeds {
                        lines += ["            <containerView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(nextID())\">",
                                  "                <connections>", "                    " + Self.segueLine(embed), "                </connections>",
                                  "            </containerView>"]
                    }
                    lines.append("        </subviews>")
                }
                lines.append("    </view>")
            }
            lines += connections(scene.segues + scene.buttonSegues)
            lines.append("</\(scene.element)>")
            lines.append("<customObject id=\"\(scene.viewIDs[7])\" userLabel=\"First Responder\" customClass=\"NSResponder\" sceneMemberID=\"firstResponder\"/>")
            return lines
        }
        switch scene.element {
        case "navigationController":
            lines.append("    <navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" id=\"\(nextID())\"/>")
        case "tabBarController":
            lines.append("    <tabBar key=\"tabBar\" contentMode=\"scaleToFill\" id=\"\(nextID())\"/>")
        case "tableViewController":
            lines.append("    <tableView key=\"view\" clipsSubviews=\"YES\" contentMode=\"scaleToFill\" alwaysBounceVertical=\"YES\" dataMode=\"prototypes\" style=\"plain\" rowHeight=\"44\" id=\"\(nextID())\"/>")
        case "collectionViewController":
            lines += ["    <collectionView key=\"view\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"scaleToFill\" dataMode=\"prototypes\" id=\"\(nextID())\">",
                      "        <collectionViewFlowLayout key=\"collectionViewLayout\" minimumLineSpacing=\"10\" minimumInteritemSpacing=\"10\" id=\"\(nextID())\"/>",
                      "    </collectionView>"]
        default:
            let subviews = !scene.buttonSegues.isEmpty || !scene.embeds.isEmpty
            lines.append("    <view key=\"view\" contentMode=\"scaleToFill\" id=\"\(nextID())\"\(subviews ? "" : "/")>")
            if subviews {
                lines.append("        <subviews>")
                if !scene.buttonSegues.isEmpty {
                    lines += ["            <button opaque=\"NO\" contentMode=\"scaleToFill\" buttonType=\"system\" id=\"\(nextID())\">",
                              "                <state key=\"normal\" title=\"Next\"/>", "                <connections>"]
                    lines += scene.buttonSegues.map { "                    " + Self.segueLine($0) }
                    lines += ["                </connections>", "            </button>"]
                }
                for embed in scene.embeds {
                    lines += ["            <containerView opaque=\"NO\" contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(nextID())\">",
                              "                <connections>", "                    " + Self.segueLine(embed), "                </connections>",
                              "            </containerView>"]
                }
                lines += ["        </subviews>", "    </view>"]
            }
        }
        lines += connections(scene.segues)
        lines.append("</\(scene.element)>")
        lines.append("<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(scene.viewIDs[7])\" userLabel=\"First Responder\" sceneMemberID=\"firstResponder\"/>")
        if scene.hasUnwind {
            lines.append("<exit id=\"\(scene.viewIDs[6])\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>")
        }
        return lines
    }
}
