import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `.xib` → `<Name>.nib`, as Xcode compiles a view controller's XIB into the app bundle.
///
/// iOS and macOS nibs are binary archives; this writes a property list with what the UIKit
/// and AppKit stand-ins read back (`NibArchive` in each, keys in step): the File's Owner
/// class, the object its `view` outlet points to, and the top-level objects. A UIKit XIB's
/// File's Owner is `<placeholder placeholderIdentifier="IBFilesOwner">`, an AppKit one's
/// `<customObject id="-2">`, beside the First Responder (-1) and Application (-3)
/// placeholders, which are not objects of the nib.
struct CompiledXib: Encodable, Equatable {
    struct TopLevelObject: Encodable, Equatable {
        var id: String
        /// The XML element, e.g. `view`, `tableViewCell`.
        var element: String
        var customClass: String?
    }

    var name: String
    var fileOwnerClass: String?
    /// Already resolved: the module the File's Owner class is in.
    var fileOwnerModule: String?
    /// The id of the object the File's Owner `view` outlet is connected to.
    var viewOutlet: String?
    var topLevelObjects: [TopLevelObject]

    private enum CodingKeys: String, CodingKey {
        case fileOwnerClass, fileOwnerModule, viewOutlet, topLevelObjects
    }
}

/// Reads the parts of a XIB that loading it depends on.
final class XibParser: NSObject, XMLParserDelegate {
    private let path: String
    private let module: String
    private var stack: [String] = []
    private var xib: CompiledXib
    private var inFileOwner = false
    private var sawDocument = false
    private var firstError: CompileError?

    private init(path: String, name: String, module: String) {
        self.path = path
        self.module = module
        xib = CompiledXib(name: name, topLevelObjects: [])
    }

    static func parse(contentsOf url: URL, module: String) throws -> CompiledXib {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CompileError.unreadable(path: url.path, reason: error.localizedDescription)
        }
        let delegate = XibParser(path: url.path, name: url.deletingPathExtension().lastPathComponent, module: module)
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let error = delegate.firstError { throw error }
        guard delegate.sawDocument else { throw CompileError.notAXib(path: url.path, line: 1) }
        guard succeeded else {
            throw CompileError.malformedXML(path: url.path, line: parser.lineNumber, column: parser.columnNumber, reason: "parse error")
        }
        return delegate.xib
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        defer { stack.append(elementName) }
        if stack.isEmpty {
            let type = attributes["type"] ?? ""
            guard elementName == "document", type.contains("CocoaTouch.XIB") || type.contains("AppleTV.XIB") || type.hasSuffix(".Cocoa.XIB") else {
                firstError = firstError ?? .notAXib(path: path, line: parser.lineNumber)
                parser.abortParsing()
                return
            }
            sawDocument = true
            return
        }
        if stack == ["document", "objects"] {
            if elementName == "placeholder" || Self.isAppKitPlaceholder(elementName, attributes) {
                inFileOwner = attributes["placeholderIdentifier"] == "IBFilesOwner" || (elementName == "customObject" && attributes["id"] == "-2")
                if inFileOwner {
                    xib.fileOwnerClass = attributes["customClass"]
                    xib.fileOwnerModule = attributes["customModuleProvider"] == "target" ? module : attributes["customModule"]
                }
            } else if let id = attributes["id"] {
                xib.topLevelObjects.append(.init(id: id, element: elementName, customClass: attributes["customClass"]))
            }
            return
        }
        if inFileOwner, stack.count == 4, stack[3] == "connections", elementName == "outlet", attributes["property"] == "view" {
            xib.viewOutlet = attributes["destination"]
        }
    }

    /// AppKit's placeholders: File's Owner (-2), First Responder (-1), Application (-3).
    private static func isAppKitPlaceholder(_ elementName: String, _ attributes: [String: String]) -> Bool {
        elementName == "customObject" && attributes["id"]?.hasPrefix("-") == true
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        if stack.count == 2 { inFileOwner = false }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        firstError = firstError ?? .malformedXML(path: path, line: parser.lineNumber, column: parser.columnNumber,
                                                 reason: "libxml2 error \((parseError as NSError).code)")
        parser.abortParsing()
    }
}

enum XibWriter {
    /// Writes `<Name>.nib` whole: a temporary file, then a rename.
    static func write(_ xib: CompiledXib, into directory: URL) throws {
        let final = directory.appendingPathComponent("\(xib.name).nib")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .xml
            try encoder.encode(xib).write(to: final, options: .atomic)
        } catch {
            throw CompileError.writeFailed(path: final.path, reason: error.localizedDescription)
        }
    }
}
