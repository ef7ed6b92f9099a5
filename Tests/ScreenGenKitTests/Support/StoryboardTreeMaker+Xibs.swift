import Foundation

/// XIBs: a view controller (or window controller) File's Owner with its outlet connected, and
/// cells and views whose owner has no class.
extension StoryboardTreeMaker {
    mutating func xib(folder: String, platform: Platform, module: String) {
        var style = pick(Document.ModuleStyle.allCases)
        // An owner without a module name is in its file's target, which no folder tells when
        // the tree's other classes are another module's (the XIB may be that target's): Xcode
        // writes the module's name too today, so the tree does.
        if style == .providerOnly, classes.contains(where: { $0.module != module }) { style = .moduleAndProvider }
        let viewID = objectID()
        let outletID = objectID()
        var name: String
        var body: [String]
        if platform.isAppKit {
            let windowOwner = chance(0.3)
            let owner = chance(0.2) ? classes.filter { $0.module == module && $0.superclass == (windowOwner ? "NSWindowController" : "NSViewController") }.sorted().first : nil
            let swiftClass = owner ?? newClass(superclass: windowOwner ? "NSWindowController" : "NSViewController",
                                               suffix: windowOwner ? "WindowController" : "ViewController", platform: .macOS, module: module)
            if owner != nil { shapes.insert(.xibOfStoryboardClass) }
            name = chance(0.6) ? swiftClass.name : pick(Names.words) + pick([" Compact", "-legacy", "Panel"])
            body = ["        <customObject id=\"-2\" userLabel=\"File's Owner\"\(Document.classAttributes(swiftClass, style))>",
                    "            <connections>",
                    "                <outlet property=\"\(windowOwner ? "window" : "view")\" destination=\"\(viewID)\" id=\"\(outletID)\"/>",
                    "            </connections>",
                    "        </customObject>",
                    "        <customObject id=\"-1\" userLabel=\"First Responder\" customClass=\"FirstResponder\"/>",
                    "        <customObject id=\"-3\" userLabel=\"Application\" customClass=\"NSObject\"/>"]
            if windowOwner {
                body += ["        <window title=\"Window\" allowsToolTipsWhenApplicationIsInactive=\"NO\" autorecalculatesKeyViewLoop=\"NO\" releasedWhenClosed=\"NO\" animationBehavior=\"default\" id=\"\(viewID)\">",
                         "            <windowStyleMask key=\"styleMask\" titled=\"YES\" closable=\"YES\" miniaturizable=\"YES\" resizable=\"YES\"/>",
                         "            <rect key=\"contentRect\" x=\"196\" y=\"240\" width=\"480\" height=\"270\"/>",
                         "            <view key=\"contentView\" id=\"\(objectID())\">",
                         "                <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"480\" height=\"270\"/>",
                         "            </view>",
                         "            <connections>",
                         "                <outlet property=\"delegate\" destination=\"-2\" id=\"\(objectID())\"/>",
                         "            </connections>",
                         "        </window>"]
                shapes.insert(.macOSWindowControllerXib)
            } else {
                body += ["        <customView id=\"\(viewID)\">",
                         "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"480\" height=\"272\"/>",
                         "        </customView>"]
                importable += 1
                shapes.insert(.macOSViewControllerXib)
            }
            let header = "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\" toolsVersion=\"23504\" targetRuntime=\"MacOSX.Cocoa\" propertyAccessControl=\"none\" useAutolayout=\"YES\" customObjectInstantitationMethod=\"direct\">"
            files[unusedPath(folder, name)] = Self.xibFile(header: header, plugin: "com.apple.InterfaceBuilder.CocoaPlugin", body: body)
            return
        }
        if chance(0.65) {
            let owner = chance(0.2) ? classes.filter { $0.module == module && $0.superclass == "UIViewController" && $0.platform == platform }.sorted().first : nil
            let swiftClass = owner ?? newClass(superclass: "UIViewController", suffix: "ViewController", platform: platform, module: module)
            if owner != nil { shapes.insert(.xibOfStoryboardClass) }
            name = chance(0.6) ? swiftClass.name : pick(Names.words) + pick([" Compact", "-legacy", "Card"])
            body = ["        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"\(Document.classAttributes(swiftClass, style))>",
                    "            <connections>",
                    "                <outlet property=\"view\" destination=\"\(viewID)\" id=\"\(outletID)\"/>",
                    "            </connections>",
                    "        </placeholder>",
                    "        <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>",
                    "        <view contentMode=\"scaleToFill\" id=\"\(viewID)\">",
                    "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>",
                    "        </view>"]
            importable += 1
            shapes.insert(.viewControllerXib)
        } else {
            let cell = chance(0.5)
            let swiftClass = newClass(superclass: cell ? "UITableViewCell" : "UIView", suffix: cell ? "Cell" : "View", platform: platform, module: module)
            name = swiftClass.name
            body = ["        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"/>",
                    "        <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>"]
            if cell {
                body += ["        <tableViewCell contentMode=\"scaleToFill\" selectionStyle=\"default\" indentationWidth=\"10\" reuseIdentifier=\"\(swiftClass.name)\" id=\"\(viewID)\"\(Document.classAttributes(swiftClass, style))>",
                         "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"44\"/>",
                         "            <tableViewCellContentView key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" tableViewCell=\"\(viewID)\" id=\"\(outletID)\"/>",
                         "        </tableViewCell>"]
            } else {
                body += ["        <view contentMode=\"scaleToFill\" id=\"\(viewID)\"\(Document.classAttributes(swiftClass, style))>",
                         "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"240\" height=\"128\"/>",
                         "        </view>"]
            }
            shapes.insert(.cellOrViewXib)
        }
        let header = platform == .tvOS
            ? "<document type=\"com.apple.InterfaceBuilder.AppleTV.XIB\" version=\"3.0\" toolsVersion=\"23504\" targetRuntime=\"AppleTV\" propertyAccessControl=\"none\" useAutolayout=\"YES\">"
            : "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"23094\" targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\" useAutolayout=\"YES\">"
        files[unusedPath(folder, name)] = Self.xibFile(header: header, plugin: "com.apple.InterfaceBuilder.IBCocoaTouchPlugin", body: body)
    }

    /// `<folder>/<name>.xib`, or with a number when a XIB of that name is there already.
    func unusedPath(_ folder: String, _ name: String) -> String {
        var path = "\(folder)/\(name).xib"
        var number = 2
        while files[path] != nil {
            path = "\(folder)/\(name)\(number).xib"
            number += 1
        }
        return path
    }

    static func xibFile(header: String, plugin: String, body: [String]) -> String {
        (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", header, "    <dependencies>", "        <plugIn identifier=\"\(plugin)\" version=\"23084\"/>",
          "    </dependencies>", "    <objects>"] + body + ["    </objects>", "</document>", ""]).joined(separator: "\n")
    }
}
