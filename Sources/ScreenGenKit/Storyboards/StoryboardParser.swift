import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Storyboards stage, parse part: reads one `.storyboard` file with Foundation's
/// `XMLParser` into a ``StoryboardDocument``.
///
/// Only the `<document>` element, the controller at the top of each
/// `<scenes>/<scene>/<objects>` and the `<segue>` elements inside it are read; everything
/// else inside a scene (views, constraints) is skipped, so the cost is one pass of the XML
/// parser and one pass of ``StartTagLocator`` over the bytes, whatever the file's layout.
public struct StoryboardParser {
    /// The file as messages show it.
    public let file: String
    /// The name `UIStoryboard(name:)` uses: the file name without `.storyboard`.
    public let name: String
    public let localization: String?

    public init(file: String, name: String, localization: String?) {
        self.file = file
        self.name = name
        self.localization = localization
    }

    /// The document, or the diagnostic (located in the storyboard) that stops it from loading.
    public func parse(_ data: Data) -> Result<StoryboardDocument, StoryboardError> {
        let parser = XMLParser(data: data)
        let collector = SceneCollector()
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        // libxml2 may stop on malformed input and still report success; the error is what counts.
        if let error = parser.parserError {
            let location = SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            return .failure(StoryboardError(Diagnostic(.invalidStoryboard(reason: Self.describe(error)), at: location)))
        }
        if !finished {
            return .failure(StoryboardError(Diagnostic(.invalidStoryboard(reason: "the XML parser stopped early"), at: .file(file))))
        }
        guard let root = collector.root else {
            return .failure(StoryboardError(Diagnostic(.invalidStoryboard(reason: "the file is empty"), at: .file(file))))
        }
        let locations = locate(root, collector.controllers, in: data)
        // iOS and macOS storyboards are `….Storyboard.XIB`; tvOS ones `com.apple.InterfaceBuilder.AppleTV.Storyboard`.
        guard root.element == "document", root.attributes["type"].map({ $0.hasSuffix(".Storyboard.XIB") || $0.hasSuffix(".Storyboard") }) == true else {
            let found = root.element == "document" ? "an Interface Builder document of type '\(root.attributes["type"] ?? "")'" : "a '<\(root.element)>' document"
            return .failure(StoryboardError(Diagnostic(.invalidStoryboard(reason: "it is \(found), not a storyboard"), at: locations.location(of: root))))
        }
        let runtime = root.attributes["targetRuntime"]
        var document = StoryboardDocument(
            file: file,
            name: name,
            localization: localization,
            targetRuntime: runtime,
            platform: StoryboardPlatform(targetRuntime: runtime, documentType: root.attributes["type"]),
            initialViewController: root.attributes["initialViewController"],
            scenes: collector.controllers.filter { !$0.isReference }.map { scene($0, locations) },
            references: collector.controllers.filter(\.isReference).map { reference($0, locations) },
            location: locations.location(of: root))
        document.isLaunchScreen = root.attributes["launchScreen"] == "YES"
        return .success(document)
    }

    /// Every start tag the document model locates, found in one pass over the file.
    private func locate(_ root: SceneCollector.Element, _ controllers: [SceneCollector.Element], in data: Data) -> Locations {
        var tags = [root.tag]
        for controller in controllers {
            tags.append(controller.tag)
            tags += controller.segues.map(\.tag)
            tags += controller.connections.map(\.tag)
        }
        return Locations(file: file, found: StartTagLocator.locate(tags, in: data, file: file).locations)
    }

    private func scene(_ element: SceneCollector.Element, _ locations: Locations) -> StoryboardScene {
        let attributes = element.attributes
        var scene = StoryboardScene(
            elementKind: element.element,
            id: attributes["id"] ?? "",
            storyboardIdentifier: attributes["storyboardIdentifier"],
            customClass: attributes["customClass"],
            customModule: attributes["customModule"],
            customModuleProvider: attributes["customModuleProvider"],
            title: attributes["title"] ?? attributes["userLabel"],
            location: locations.location(of: element))
        for segue in element.segues {
            let kind = segue.attributes["kind"] ?? ""
            // `<segue reference="…"/>` points at a segue declared elsewhere: not one of its own.
            guard segue.attributes["destination"] != nil else { continue }
            if kind == "relationship" {
                if segue.attributes["relationship"] == "rootViewController" { scene.rootViewController = segue.attributes["destination"] }
                scene.relationships.append(segue.attributes["destination"] ?? "")
                continue
            }
            scene.segues.append(StoryboardSegue(
                id: segue.attributes["id"] ?? "", identifier: segue.attributes["identifier"], kind: kind,
                destination: segue.attributes["destination"] ?? "", location: locations.location(of: segue)))
        }
        scene.connections = element.connections.compactMap { connection in
            let name = connection.attributes[connection.element == "action" ? "selector" : "property"] ?? ""
            guard let kind = InterfaceConnection.Kind(element: connection.element), !name.isEmpty else { return nil }
            return InterfaceConnection(kind: kind, name: name, location: locations.location(of: connection))
        }
        return scene
    }

    private func reference(_ element: SceneCollector.Element, _ locations: Locations) -> StoryboardReference {
        let attributes = element.attributes
        return StoryboardReference(
            elementKind: element.element,
            id: attributes["id"] ?? "",
            storyboardIdentifier: attributes["storyboardIdentifier"],
            storyboardName: attributes["storyboardName"],
            referencedIdentifier: attributes["referencedIdentifier"],
            location: locations.location(of: element))
    }

    /// Foundation on Linux reports libxml2's error numbers with no text; name the common ones.
    static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        let phrases: [Int: String] = [
            4: "the file is empty or is not XML",
            5: "elements that are not closed or not properly nested, or text after the document",
            9: "a character that XML does not allow",
            26: "an undeclared entity",
            41: "an attribute without a value",
            42: "an attribute given twice",
            68: "a '<' where a name or value was expected",
            73: "a tag without its closing '>'",
            76: "a closing tag that does not match the open element",
            77: "an element that is not closed",
        ]
        return "malformed XML: \(phrases[code] ?? "the XML parser failed") (XMLParser error \(code))"
    }
}

/// Where the located start tags are; a tag the locator could not match is placed at the
/// start of the line the parser saw it end on.
private struct Locations {
    let file: String
    let found: [StartTag: SourceLocation]

    func location(of element: SceneCollector.Element) -> SourceLocation {
        found[element.tag] ?? SourceLocation(file: file, line: max(element.tag.line, 1), column: 1)
    }
}

/// Why a storyboard could not be read, as a diagnostic located in it.
public struct StoryboardError: Error, Sendable {
    public var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}

/// Collects the root element and the controller of each scene as the parser streams by.
private final class SceneCollector: NSObject, XMLParserDelegate {
    struct Element {
        var element: String
        var attributes: [String: String]
        /// The start tag, for finding where it begins.
        var tag: StartTag

        var isReference: Bool { element.hasSuffix("Placeholder") }
        /// The `<segue>` elements anywhere inside a controller's element.
        var segues: [Element] = []
        /// The controller's own outlets and outlet collections, and the actions anywhere inside
        /// its element that target it, in document order.
        var connections: [Element] = []
    }

    var root: Element?
    var controllers: [Element] = []
    private var depth = 0
    /// Start tags seen so far, by element name: what tells the locator which `<segue` is which.
    private var startTags: [String: Int] = [:]
    // Whether the open element at depth 2, 3 and 4 is <scenes>, <scene> and <objects>.
    private var inScenes = false
    private var inScene = false
    private var inObjects = false
    /// Whether the open element at depth 5 is a scene's controller.
    private var inController = false
    /// Whether the open element at depth 6 is the controller's own `<connections>`.
    private var inControllerConnections = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        depth += 1
        let ordinal = startTags[elementName, default: 0] + 1
        startTags[elementName] = ordinal
        let tag = StartTag(name: elementName, ordinal: ordinal, line: parser.lineNumber)
        switch depth {
        case 1: root = Element(element: elementName, attributes: attributeDict, tag: tag)
        case 2: inScenes = elementName == "scenes"
        case 3: inScene = inScenes && elementName == "scene"
        case 4: inObjects = inScene && elementName == "objects"
        case 5:
            // The scene's controller is the object Interface Builder marks as its view
            // controller; the first responder, exits and top-level views are not.
            inController = inObjects && attributeDict["sceneMemberID"] == "viewController"
            if inController {
                controllers.append(Element(element: elementName, attributes: attributeDict, tag: tag))
            }
        default:
            guard inController, !controllers.isEmpty else { break }
            let element = Element(element: elementName, attributes: attributeDict, tag: tag)
            if depth == 6 { inControllerConnections = elementName == "connections" }
            // A segue anywhere inside a controller (a button's, a cell's) is the scene's.
            if elementName == "segue" {
                controllers[controllers.count - 1].segues.append(element)
            } else if Self.connects(element, to: controllers[controllers.count - 1], own: depth == 7 && inControllerConnections) {
                controllers[controllers.count - 1].connections.append(element)
            }
        }
    }

    /// Whether `element` is an outlet of the controller (`own`: in the controller's own
    /// `<connections>`) or an action sent to it: a UIKit action names it as `destination`,
    /// an AppKit one as `target`.
    static func connects(_ element: Element, to controller: Element, own: Bool) -> Bool {
        switch element.element {
        case "outlet", "outletCollection": return own
        case "action":
            guard let id = controller.attributes["id"] else { return false }
            return (element.attributes["destination"] ?? element.attributes["target"]) == id
        default: return false
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if depth == 5 { inController = false }
        if depth == 6 { inControllerConnections = false }
        depth -= 1
    }
}
