import Foundation

/// macOS storyboards: the application scene with the main menu, window controllers and their
/// content (view, split view and tab view controllers), references and segues.
extension StoryboardTreeMaker {
    mutating func macDocument(module: String, storyboard: String, earlier: [Summary], first: Bool) -> (document: Document, summary: Summary) {
        var document = Document(platform: .macOS)
        shapes.insert(.macOSStoryboard)
        var content: [Int] = []
        func add(_ scene: Document.Scene, isContent: Bool, to document: inout Document) -> Int {
            document.scenes.append(scene)
            if isContent { content.append(document.scenes.count - 1) }
            return document.scenes.count - 1
        }
        if first, chance(0.8) {
            var application = Document.Scene(element: "application", id: objectID(), sceneID: objectID(), viewIDs: (0..<8).map { _ in objectID() })
            let delegate = SwiftClass(name: "AppDelegate", superclass: "NSObject", platform: .macOS, module: module)
            classes.insert(delegate)
            application.customClass = delegate
            document.scenes.append(application)
            shapes.insert(.macOSApplicationScene)
        }
        var windowController: Int?
        for _ in 0..<int(1...3) {
            switch int(0...9) {
            case 0...4:
                let window = add(scene("windowController", platform: .macOS, module: module, storyboard: storyboard, classChance: 0.5, identifierChance: 0.4, document: document), isContent: false, to: &document)
                let element = pick(["viewController", "viewController", "splitViewController", "tabViewController"])
                let contentScene = add(scene(element, platform: .macOS, module: module, storyboard: storyboard, classChance: 0.75, identifierChance: 0.3, document: document),
                                       isContent: element == "viewController", to: &document)
                relate(window, to: contentScene, "window.shadowedContentViewController", in: &document)
                if element != "viewController" {
                    for _ in 0..<2 {
                        let item = add(scene("viewController", platform: .macOS, module: module, storyboard: storyboard, classChance: 0.6, identifierChance: 0.3, document: document), isContent: true, to: &document)
                        relate(contentScene, to: item, element == "splitViewController" ? "splitItems" : "tabItems", in: &document)
                    }
                    shapes.insert(.macOSSplitOrTab)
                }
                windowController = windowController ?? window
                shapes.insert(.macOSWindowController)
            case 5...7:
                _ = add(scene("viewController", platform: .macOS, module: module, storyboard: storyboard, classChance: 0.75, identifierChance: 0.6, document: document), isContent: true, to: &document)
            default:
                guard !earlier.isEmpty, !content.isEmpty else {
                    _ = add(scene("viewController", platform: .macOS, module: module, storyboard: storyboard, classChance: 0.75, identifierChance: 0.6, document: document), isContent: true, to: &document)
                    break
                }
                let placeholder = add(reference(to: pick(earlier)), isContent: false, to: &document)
                let from = pick(content)
                document.scenes[from].segues.append(.init(id: objectID(), destination: document.scenes[placeholder].id, kind: pick(["show", "modal", "sheet"]),
                                                          identifier: segueIdentifier(taken: [])))
            }
        }
        if chance(0.8) {
            document.initial = document.scenes[windowController ?? content.first ?? document.scenes.count - 1].id
        }
        segues(in: &document, content: content, kinds: ["show", "modal", "sheet", "popover", "custom"], platform: .macOS, module: module, storyboard: storyboard)
        return (document, account(document, storyboard: storyboard))
    }
}
