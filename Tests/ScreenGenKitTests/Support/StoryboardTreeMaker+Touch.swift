import Foundation

/// iOS and tvOS storyboards: view, table and collection view controllers, navigation and tab
/// bar controllers with their relationships, storyboard references, and the segues between them.
extension StoryboardTreeMaker {
    mutating func touchDocument(platform: Platform, module: String, storyboard: String, earlier: [Summary]) -> (document: Document, summary: Summary) {
        var document = Document(platform: platform)
        if platform == .tvOS { shapes.insert(.tvOSStoryboard) }
        var content: [Int] = []
        let contentElements = ["viewController", "viewController", "viewController", "tableViewController", "collectionViewController"]
        func add(_ scene: Document.Scene, isContent: Bool, to document: inout Document) -> Int {
            document.scenes.append(scene)
            if isContent { content.append(document.scenes.count - 1) }
            return document.scenes.count - 1
        }
        for unit in 0..<int(1...3) {
            var top: Int
            switch int(0...9) {
            case 0...3:
                let element = pick(contentElements)
                top = add(scene(element, platform: platform, module: module, storyboard: storyboard, classChance: 0.75, identifierChance: 0.5, document: document), isContent: true, to: &document)
            case 4...5:
                top = add(scene("navigationController", platform: platform, module: module, storyboard: storyboard, classChance: 0.3, identifierChance: 0.3, document: document), isContent: false, to: &document)
                let root = add(scene(pick(contentElements), platform: platform, module: module, storyboard: storyboard, classChance: 0.75, identifierChance: 0.3, document: document), isContent: true, to: &document)
                relate(top, to: root, "rootViewController", in: &document)
                shapes.insert(.navigationRoot)
            case 6...7:
                top = add(scene("tabBarController", platform: platform, module: module, storyboard: storyboard, classChance: 0.3, identifierChance: 0.3, document: document), isContent: false, to: &document)
                for _ in 0..<2 {
                    let child: Int
                    if chance(0.5) {
                        child = add(scene("navigationController", platform: platform, module: module, storyboard: storyboard, classChance: 0.2, identifierChance: 0.1, document: document), isContent: false, to: &document)
                        let root = add(scene(pick(contentElements), platform: platform, module: module, storyboard: storyboard, classChance: 0.75, identifierChance: 0.3, document: document), isContent: true, to: &document)
                        relate(child, to: root, "rootViewController", in: &document)
                        shapes.formUnion([.navigationInTab, .navigationRoot])
                    } else {
                        child = add(scene(pick(contentElements), platform: platform, module: module, storyboard: storyboard, classChance: 0.75, identifierChance: 0.3, document: document), isContent: true, to: &document)
                    }
                    relate(top, to: child, "viewControllers", in: &document)
                }
                shapes.insert(.tabItems)
            default:
                guard !earlier.isEmpty, !content.isEmpty else {
                    top = add(scene("viewController", platform: platform, module: module, storyboard: storyboard, classChance: 0.75, identifierChance: 0.5, document: document), isContent: true, to: &document)
                    break
                }
                top = add(reference(to: pick(earlier)), isContent: false, to: &document)
                let from = pick(content)
                document.scenes[from].segues.append(.init(id: objectID(), destination: document.scenes[top].id, kind: pick(["show", "presentation"]),
                                                          identifier: segueIdentifier(taken: [])))
            }
            if unit == 0, chance(0.7) { document.initial = document.scenes[top].id }
        }
        segues(in: &document, content: content, kinds: ["show", "show", "presentation", "push", "showDetail", "custom"], platform: platform, module: module, storyboard: storyboard)
        return (document, account(document, storyboard: storyboard))
    }

    mutating func relate(_ from: Int, to: Int, _ relationship: String, in document: inout Document) {
        document.scenes[from].segues.append(.init(id: objectID(), destination: document.scenes[to].id, kind: "relationship", relationship: relationship))
        shapes.insert(.segueRelationship)
    }

    mutating func reference(to summary: Summary) -> Document.Scene {
        var placeholder = Document.Scene(element: "viewControllerPlaceholder", id: objectID(), sceneID: objectID(), viewIDs: (0..<8).map { _ in objectID() })
        if !summary.identifiers.isEmpty, chance(0.7) || !summary.hasInitial {
            placeholder.reference = (summary.name, pick(summary.identifiers))
            shapes.insert(.storyboardReference)
        } else {
            placeholder.reference = (summary.name, nil)
            shapes.formUnion([.storyboardReference, .referenceToInitial])
        }
        return placeholder
    }

    /// Segues from content scenes: triggered, unwind and embed.
    mutating func segues(in document: inout Document, content: [Int], kinds: [String], platform: Platform, module: String, storyboard: String) {
        for index in content {
            var identifiers: [String] = []
            let isPlainView = document.scenes[index].element == "viewController"
            let destinations = document.scenes.indices.filter { $0 != index && document.scenes[$0].element != "application" }
            if !destinations.isEmpty, chance(0.5) {
                for _ in 0..<int(1...3) {
                    let destination = pick(destinations)
                    let kind = pick(kinds)
                    let identifier = segueIdentifier(taken: identifiers)
                    identifier.map { identifiers.append($0) }
                    let segue = Document.Segue(id: objectID(), destination: document.scenes[destination].id, kind: kind, identifier: identifier,
                                               customClass: kind == "custom" ? "FadeSegue" : nil)
                    if kind == "custom", !classes.contains(where: { $0.name == "FadeSegue" && $0.module == module }) {
                        classes.insert(SwiftClass(name: "FadeSegue", superclass: platform.isAppKit ? "NSStoryboardSegue" : "UIStoryboardSegue", platform: platform, module: module))
                    }
                    shapes.insert(Self.segueShape[kind]!)
                    if platform.isAppKit { shapes.insert(.macOSSegue) }
                    if isPlainView, !platform.isAppKit, chance(0.5) { document.scenes[index].buttonSegues.append(segue) } else { document.scenes[index].segues.append(segue) }
                }
            }
            if !platform.isAppKit, chance(0.15) {
                let segue = Document.Segue(id: objectID(), destination: document.scenes[index].viewIDs[6], kind: "unwind", identifier: segueIdentifier(taken: identifiers))
                if isPlainView { document.scenes[index].buttonSegues.append(segue) } else { document.scenes[index].segues.append(segue) }
                shapes.insert(.segueUnwind)
            }
            if isPlainView, chance(0.15) {
                let child = scene("viewController", platform: platform, module: module, storyboard: storyboard, classChance: 0.7, identifierChance: 0.2, document: document)
                document.scenes.append(child)
                document.scenes[index].embeds.append(.init(id: objectID(), destination: child.id, kind: "embed", identifier: chance(0.5) ? "embed" + pick(Names.words) : nil))
                shapes.insert(.segueEmbed)
            }
        }
    }

    static let segueShape: [String: StoryboardTree.Shape] = [
        "show": .segueShow, "presentation": .seguePresentation, "push": .seguePush, "showDetail": .segueShow, "custom": .segueCustom,
        "modal": .seguePresentation, "sheet": .seguePresentation, "popover": .seguePresentation,
    ]

    /// Counts the scenes import should make screens of, and the shapes of the scenes.
    mutating func account(_ document: Document, storyboard: String) -> Summary {
        // Reached: a Storyboard ID, the initial arrow, or (where segue-only screens exist, not
        // on macOS) a segue or relationship from a reached scene.
        var reached = Set(document.scenes.filter { $0.storyboardID != nil || $0.id == document.initial }.map(\.id))
        var grew = document.platform != .macOS
        while grew {
            let next = reached.union(document.scenes.filter { reached.contains($0.id) }.flatMap { $0.segues + $0.buttonSegues + $0.embeds }.map(\.destination))
            grew = next.count > reached.count
            reached = next
        }
        for scene in document.scenes where scene.reference == nil && scene.element != "application" {
            let reached = reached.contains(scene.id)
            if scene.customClass != nil {
                // A storyboard whose name's first word starts with a digit (`2fa`) has no case,
                // so no spec can declare it or its scenes.
                if reached, storyboard.first?.isNumber != true { importable += 1 }
                shapes.insert(scene.storyboardID != nil ? .storyboardID : .sceneWithoutID)
            } else {
                shapes.insert(scene.storyboardID != nil ? .plainSceneWithID : .plainSceneWithoutID)
            }
            if ["tableViewController", "collectionViewController"].contains(scene.element) { shapes.insert(.tableOrCollection) }
        }
        if document.initial != nil { shapes.insert(.initialScene) }
        return Summary(name: storyboard, identifiers: document.scenes.compactMap(\.storyboardID), hasInitial: document.initial != nil)
    }
}
