import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Storyboards stage, XIB part: what the check of a `nib:` screen reads from a `.xib` —
/// its File's Owner (the view controller that loads it) and that owner's `view` outlet, or
/// in an AppKit window controller's XIB its `window` outlet.
public struct XibDocument: Sendable, Equatable {
    public struct FileOwner: Sendable, Equatable {
        public var customClass: String?
        public var customModule: String?
        public var customModuleProvider: String?
        /// The id of the object the `view` outlet is connected to, if it is: what makes the
        /// XIB a view controller's, which `init(nibName:bundle:)` loads.
        public var viewOutlet: String?
        /// The id of the object an AppKit File's Owner's `window` outlet is connected to: a
        /// window controller's XIB, which a `nib:` screen (a view controller) cannot load.
        public var windowOutlet: String? = nil
        public var location: SourceLocation
        /// The outlets the File's Owner connects and the actions sent to it, in document order.
        public var connections: [InterfaceConnection] = []

        public var inheritsModuleFromTarget: Bool { customModuleProvider == "target" }
    }

    public var file: String
    public var platform: StoryboardPlatform
    /// Nil when the XIB has no File's Owner placeholder (a view-only XIB).
    public var fileOwner: FileOwner?
    public var location: SourceLocation

    /// Reads `data` (the file as `file` names it), or the diagnostic located in the XIB.
    public static func parse(_ data: Data, file: String) -> Result<XibDocument, StoryboardError> {
        let reader = XibReader(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        if let error = parser.parserError {
            let location = SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            return .failure(StoryboardError(Diagnostic(.invalidStoryboard(reason: "malformed XML (\((error as NSError).code))"), at: location)))
        }
        guard finished, let type = reader.documentType else {
            return .failure(StoryboardError(Diagnostic(.invalidStoryboard(reason: "it is not an Interface Builder XIB"), at: .file(file))))
        }
        guard type.hasSuffix(".XIB"), !type.hasSuffix(".Storyboard.XIB") else {
            return .failure(StoryboardError(Diagnostic(.invalidStoryboard(reason: "it is an Interface Builder document of type '\(type)', not a XIB"), at: reader.documentLocation)))
        }
        // The parser gives the line a start tag ends on; where it begins is found in the bytes.
        let ownerConnections = reader.ownerConnections
        let tags = [reader.documentTag, reader.fileOwnerTag].compactMap { $0 } + ownerConnections.map(\.tag)
        let found = StartTagLocator.locate(tags, in: data, file: file).locations
        var fileOwner = reader.fileOwner
        if let tag = reader.fileOwnerTag, let location = found[tag] { fileOwner?.location = location }
        fileOwner?.connections = ownerConnections.map { connection in
            var located = connection.connection
            located.location = found[connection.tag] ?? located.location
            return located
        }
        let location = reader.documentTag.flatMap { found[$0] } ?? reader.documentLocation
        return .success(XibDocument(file: file, platform: StoryboardPlatform(targetRuntime: reader.targetRuntime, documentType: type),
                                    fileOwner: fileOwner, location: location))
    }
}

private final class XibReader: NSObject, XMLParserDelegate {
    let file: String
    var documentType: String?
    var targetRuntime: String?
    var documentLocation: SourceLocation
    var fileOwner: XibDocument.FileOwner?
    /// The start tags of the document and of its File's Owner, for ``StartTagLocator``.
    var documentTag: StartTag?
    var fileOwnerTag: StartTag?
    private var stack: [String] = []
    private var inFileOwner = false
    /// The File's Owner's object ID: `-1` in UIKit XIBs, `-2` in AppKit ones.
    private var fileOwnerID: String?
    /// The owner's outlets, and every action with the object it is sent to.
    private var outlets: [(connection: InterfaceConnection, tag: StartTag)] = []
    private var actions: [(connection: InterfaceConnection, tag: StartTag, target: String)] = []

    /// The owner's outlets and the actions sent to it, in document order.
    var ownerConnections: [(connection: InterfaceConnection, tag: StartTag)] {
        let sent = actions.filter { $0.target == fileOwnerID }.map { ($0.connection, $0.tag) }
        return (outlets + sent).sorted { ($0.tag.line, $0.tag.name, $0.tag.ordinal) < ($1.tag.line, $1.tag.name, $1.tag.ordinal) }
    }
    /// How many start tags of each name came so far: a tag's ordinal.
    private var counts: [String: Int] = [:]

    init(file: String) {
        self.file = file
        documentLocation = .file(file)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        defer { stack.append(elementName) }
        counts[elementName, default: 0] += 1
        let tag = StartTag(name: elementName, ordinal: counts[elementName] ?? 1, line: max(parser.lineNumber, 1))
        let location = SourceLocation(file: file, line: tag.line, column: 1)
        if stack.isEmpty {
            guard elementName == "document" else { parser.abortParsing(); return }
            documentType = attributes["type"]
            targetRuntime = attributes["targetRuntime"]
            documentLocation = location
            documentTag = tag
        } else if stack == ["document", "objects"], Self.isFileOwner(elementName, attributes) {
            inFileOwner = true
            fileOwnerTag = tag
            fileOwnerID = attributes["id"]
            fileOwner = .init(customClass: attributes["customClass"], customModule: attributes["customModule"],
                              customModuleProvider: attributes["customModuleProvider"], viewOutlet: nil, location: location)
        } else if elementName == "action", let selector = attributes["selector"], !selector.isEmpty,
                  let target = attributes["destination"] ?? attributes["target"] {
            actions.append((InterfaceConnection(kind: .action, name: selector, location: location), tag, target))
        } else if inFileOwner, stack.count == 4, stack[3] == "connections", elementName == "outlet" || elementName == "outletCollection" {
            if let property = attributes["property"], !property.isEmpty {
                outlets.append((InterfaceConnection(kind: elementName == "outlet" ? .outlet : .outletCollection, name: property, location: location), tag))
            }
            guard elementName == "outlet" else { return }
            switch attributes["property"] {
            case "view": fileOwner?.viewOutlet = attributes["destination"]
            // An AppKit window controller's nib connects its `window` outlet instead.
            case "window" where targetRuntime == "MacOSX.Cocoa": fileOwner?.windowOutlet = attributes["destination"]
            default: break
            }
        }
    }

    /// The File's Owner: a placeholder in UIKit XIBs, `<customObject id="-2">` in AppKit ones.
    static func isFileOwner(_ elementName: String, _ attributes: [String: String]) -> Bool {
        (elementName == "placeholder" && attributes["placeholderIdentifier"] == "IBFilesOwner")
            || (elementName == "customObject" && attributes["id"] == "-2")
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        if stack.count == 2 { inFileOwner = false }
    }
}
