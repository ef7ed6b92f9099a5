import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Storyboards stage, XIB part: what the check of a `nib:` screen reads from a `.xib` —
/// its File's Owner (the view controller that loads it) and that owner's `view` outlet.
public struct XibDocument: Sendable, Equatable {
    public struct FileOwner: Sendable, Equatable {
        public var customClass: String?
        public var customModule: String?
        public var customModuleProvider: String?
        /// The id of the object the `view` outlet is connected to, if it is (an AppKit window
        /// controller's `window` outlet).
        public var viewOutlet: String?
        public var location: SourceLocation

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
        return .success(XibDocument(file: file, platform: StoryboardPlatform(targetRuntime: reader.targetRuntime, documentType: type),
                                    fileOwner: reader.fileOwner, location: reader.documentLocation))
    }
}

private final class XibReader: NSObject, XMLParserDelegate {
    let file: String
    var documentType: String?
    var targetRuntime: String?
    var documentLocation: SourceLocation
    var fileOwner: XibDocument.FileOwner?
    private var stack: [String] = []
    private var inFileOwner = false

    init(file: String) {
        self.file = file
        documentLocation = .file(file)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        defer { stack.append(elementName) }
        let location = SourceLocation(file: file, line: max(parser.lineNumber, 1), column: 1)
        if stack.isEmpty {
            guard elementName == "document" else { parser.abortParsing(); return }
            documentType = attributes["type"]
            targetRuntime = attributes["targetRuntime"]
            documentLocation = location
        } else if stack == ["document", "objects"], Self.isFileOwner(elementName, attributes) {
            inFileOwner = true
            fileOwner = .init(customClass: attributes["customClass"], customModule: attributes["customModule"],
                              customModuleProvider: attributes["customModuleProvider"], viewOutlet: nil, location: location)
        } else if inFileOwner, stack.count == 4, stack[3] == "connections", elementName == "outlet",
                  attributes["property"] == "view" || (attributes["property"] == "window" && targetRuntime == "MacOSX.Cocoa") {
            // An AppKit window controller's nib connects its `window` outlet instead.
            fileOwner?.viewOutlet = attributes["destination"]
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
