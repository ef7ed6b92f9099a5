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
/// parser and nothing more.
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
        let lines = TagLocator(data: data, file: file)
        // iOS and macOS storyboards are `….Storyboard.XIB`; tvOS ones `com.apple.InterfaceBuilder.AppleTV.Storyboard`.
        guard root.element == "document", root.attributes["type"].map({ $0.hasSuffix(".Storyboard.XIB") || $0.hasSuffix(".Storyboard") }) == true else {
            let found = root.element == "document" ? "an Interface Builder document of type '\(root.attributes["type"] ?? "")'" : "a '<\(root.element)>' document"
            return .failure(StoryboardError(Diagnostic(.invalidStoryboard(reason: "it is \(found), not a storyboard"), at: lines.location(of: root))))
        }
        let runtime = root.attributes["targetRuntime"]
        var document = StoryboardDocument(
            file: file,
            name: name,
            localization: localization,
            targetRuntime: runtime,
            platform: StoryboardPlatform(targetRuntime: runtime, documentType: root.attributes["type"]),
            initialViewController: root.attributes["initialViewController"],
            scenes: collector.controllers.filter { !$0.isReference }.map { scene($0, lines) },
            references: collector.controllers.filter(\.isReference).map { reference($0, lines) },
            location: lines.location(of: root))
        document.isLaunchScreen = root.attributes["launchScreen"] == "YES"
        return .success(document)
    }

    private func scene(_ element: SceneCollector.Element, _ lines: TagLocator) -> StoryboardScene {
        let attributes = element.attributes
        var scene = StoryboardScene(
            elementKind: element.element,
            id: attributes["id"] ?? "",
            storyboardIdentifier: attributes["storyboardIdentifier"],
            customClass: attributes["customClass"],
            customModule: attributes["customModule"],
            customModuleProvider: attributes["customModuleProvider"],
            title: attributes["title"] ?? attributes["userLabel"],
            location: lines.location(of: element))
        for segue in element.segues {
            let kind = segue.attributes["kind"] ?? ""
            // `<segue reference="…"/>` points at a segue declared elsewhere: not one of its own.
            guard segue.attributes["destination"] != nil else { continue }
            if kind == "relationship" {
                if segue.attributes["relationship"] == "rootViewController" { scene.rootViewController = segue.attributes["destination"] }
                continue
            }
            scene.segues.append(StoryboardSegue(
                id: segue.attributes["id"] ?? "", identifier: segue.attributes["identifier"], kind: kind,
                destination: segue.attributes["destination"] ?? "", location: lines.location(of: segue)))
        }
        return scene
    }

    private func reference(_ element: SceneCollector.Element, _ lines: TagLocator) -> StoryboardReference {
        let attributes = element.attributes
        return StoryboardReference(
            elementKind: element.element,
            id: attributes["id"] ?? "",
            storyboardIdentifier: attributes["storyboardIdentifier"],
            storyboardName: attributes["storyboardName"],
            referencedIdentifier: attributes["referencedIdentifier"],
            location: lines.location(of: element))
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
        /// The line the parser was on when the start tag ended.
        var line: Int

        var isReference: Bool { element.hasSuffix("Placeholder") }
        /// The `<segue>` elements anywhere inside a controller's element.
        var segues: [Element] = []
    }

    var root: Element?
    var controllers: [Element] = []
    private var depth = 0
    // Whether the open element at depth 2, 3 and 4 is <scenes>, <scene> and <objects>.
    private var inScenes = false
    private var inScene = false
    private var inObjects = false
    /// Whether the open element at depth 5 is a scene's controller.
    private var inController = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        depth += 1
        switch depth {
        case 1: root = Element(element: elementName, attributes: attributeDict, line: parser.lineNumber)
        case 2: inScenes = elementName == "scenes"
        case 3: inScene = inScenes && elementName == "scene"
        case 4: inObjects = inScene && elementName == "objects"
        case 5:
            // The scene's controller is the object Interface Builder marks as its view
            // controller; the first responder, exits and top-level views are not.
            inController = inObjects && attributeDict["sceneMemberID"] == "viewController"
            if inController {
                controllers.append(Element(element: elementName, attributes: attributeDict, line: parser.lineNumber))
            }
        default:
            // A segue anywhere inside a controller (a button's, a cell's) is the scene's.
            if inController, elementName == "segue", !controllers.isEmpty {
                controllers[controllers.count - 1].segues.append(Element(element: elementName, attributes: attributeDict, line: parser.lineNumber))
            }
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if depth == 5 { inController = false }
        depth -= 1
    }
}

/// Finds where a start tag begins. The parser only knows the line its `>` is on, so this
/// looks back from the end of that line for `<name`; only reported elements pay for it.
private struct TagLocator {
    let bytes: [UInt8]
    let file: String
    /// Byte offset where each line starts.
    let lineStarts: [Int]

    init(data: Data, file: String) {
        bytes = [UInt8](data)
        self.file = file
        // memchr keeps this quick for megabyte files even in debug builds.
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                starts.append(index + 1)
                offset = index + 1
            }
        }
        lineStarts = starts
    }

    func location(of element: SceneCollector.Element) -> SourceLocation {
        let pattern = Array(("<" + element.element).utf8)
        let line = min(max(element.line, 1), lineStarts.count)
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        var offset = end - pattern.count
        while offset >= 0 {
            if bytes[offset] == pattern[0], bytes[offset..<offset + pattern.count].elementsEqual(pattern) {
                let after = offset + pattern.count
                if after >= bytes.count || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[after]) {
                    return location(ofOffset: offset)
                }
            }
            offset -= 1
        }
        return SourceLocation(file: file, line: line, column: 1)
    }

    private func location(ofOffset offset: Int) -> SourceLocation {
        // The last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // Columns count Unicode scalars, like spec locations: skip UTF-8 continuation bytes.
        let column = bytes[lineStarts[low]..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourceLocation(file: file, line: low + 1, column: column)
    }
}
