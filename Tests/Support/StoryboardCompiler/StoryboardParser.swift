import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the parts of Interface Builder's storyboard XML that instantiation depends on.
///
/// A scene is an element directly inside `<objects>` with `sceneMemberID="viewController"`;
/// storyboard references are kept for the segues that lead to them; other placeholders (First
/// Responder, Exit) are skipped. A scene's segues are read from anywhere inside it (a button's
/// segue is the scene's too); everything else about views and constraints is ignored.
final class StoryboardParser: NSObject, XMLParserDelegate {
    private let path: String
    private var elementStack: [String] = []
    private var document: StoryboardDocument
    /// The scene being read and the depth of its element in `elementStack`.
    private var openScene: (scene: SceneElement, depth: Int)?
    private var firstError: CompileError?
    private var sawDocument = false

    private init(path: String, name: String) {
        self.path = path
        document = StoryboardDocument(name: name, path: path, initialViewController: nil, documentLine: 1, scenes: [])
    }

    static func parse(contentsOf url: URL) throws -> StoryboardDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CompileError.unreadable(path: url.path, reason: error.localizedDescription)
        }
        return try parse(data, path: url.path, name: url.deletingPathExtension().lastPathComponent)
    }

    static func parse(_ data: Data, path: String, name: String) throws -> StoryboardDocument {
        let delegate = StoryboardParser(path: path, name: name)
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        // On Linux `parse()` can return true after libxml2 recovered from an error, so the
        // delegate's first reported error decides.
        let succeeded = parser.parse()
        if let error = delegate.firstError {
            throw error
        }
        guard delegate.sawDocument else {
            throw CompileError.notAnIOSStoryboard(path: path, line: 1)
        }
        guard succeeded else {
            throw CompileError.malformedXML(path: path, line: parser.lineNumber, column: parser.columnNumber, reason: "parse error")
        }
        return delegate.document
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        defer { elementStack.append(elementName) }
        let line = parser.lineNumber
        if elementStack.isEmpty {
            // UIKit storyboards: iOS (`….CocoaTouch.Storyboard.XIB`) and tvOS (`….AppleTV.Storyboard`);
            // AppKit ones: macOS (`….Cocoa.Storyboard.XIB`).
            let type = attributes["type"] ?? ""
            document.isAppKit = type.contains(".Cocoa.Storyboard")
            guard elementName == "document", type.contains("CocoaTouch.Storyboard") || type.contains("AppleTV.Storyboard") || document.isAppKit else {
                fail(.notAnIOSStoryboard(path: path, line: line), parser)
                return
            }
            sawDocument = true
            document.initialViewController = attributes["initialViewController"]
            document.documentLine = line
            return
        }
        if elementStack.last == "objects", attributes["sceneMemberID"] == "viewController",
            elementName == "viewControllerPlaceholder"
        {
            document.references.append(ReferenceElement(
                id: attributes["id"] ?? "", storyboardName: attributes["storyboardName"],
                referencedIdentifier: attributes["referencedIdentifier"], line: line))
            return
        }
        if elementStack.last == "objects", attributes["sceneMemberID"] == "viewController" {
            guard let id = attributes["id"] else {
                fail(.malformedXML(path: path, line: line, column: parser.columnNumber, reason: "<\(elementName)> has no id"), parser)
                return
            }
            let scene = SceneElement(
                element: elementName,
                id: id,
                storyboardIdentifier: attributes["storyboardIdentifier"],
                customClass: attributes["customClass"],
                customModule: attributes["customModule"],
                customModuleProvider: attributes["customModuleProvider"],
                rootViewControllerID: nil,
                tableViewStyle: nil,
                line: line
            )
            openScene = (scene, elementStack.count)
            return
        }
        guard let (openElement, depth) = openScene else {
            return
        }
        var scene = openElement
        // Only the scene element's own children describe it; nested views and cells do not.
        let isDirectChild = elementStack.count == depth + 1
        let isConnection = elementStack.count == depth + 2 && elementStack[depth + 1] == "connections"
        if elementName == "tableView", isDirectChild, attributes["key"] == "view" {
            scene.tableViewStyle = attributes["style"]
        } else if elementName == "segue", isConnection, attributes["kind"] == "relationship",
            attributes["relationship"] == "rootViewController"
        {
            scene.rootViewControllerID = attributes["destination"]
        } else if elementName == "segue", isConnection, attributes["kind"] == "relationship",
            attributes["relationship"] == "window.shadowedContentViewController"
        {
            scene.contentViewControllerID = attributes["destination"]
        } else if elementName == "segue", let kind = attributes["kind"], kind != "relationship", kind != "unwind" {
            guard let destination = attributes["destination"] else {
                fail(.malformedXML(path: path, line: line, column: parser.columnNumber, reason: "<segue> has no destination"), parser)
                return
            }
            scene.segues.append(SegueElement(id: attributes["id"] ?? "", identifier: attributes["identifier"], kind: kind, destination: destination, line: line))
        }
        openScene = (scene, depth)
    }

    func parser(
        _ parser: XMLParser,
        didEndElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?
    ) {
        elementStack.removeLast()
        if let (scene, depth) = openScene, elementStack.count == depth {
            document.scenes.append(scene)
            openScene = nil
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let code = (parseError as NSError).code
        fail(
            .malformedXML(path: path, line: parser.lineNumber, column: parser.columnNumber, reason: Self.reason(forCode: code)),
            parser
        )
    }

    private func fail(_ error: CompileError, _ parser: XMLParser) {
        firstError = firstError ?? error
        parser.abortParsing()
    }

    /// XMLParser passes libxml2's error code with no message on Linux; name the common ones.
    private static func reason(forCode code: Int) -> String {
        let known: [Int: String] = [
            4: "the document is empty",
            5: "the document ends before its elements are closed, or goes on after them",
            9: "invalid character",
            26: "undeclared entity",
            38: "'<' inside an attribute value",
            39: "attribute value must be quoted",
            42: "attribute appears twice",
            73: "'>' expected",
            76: "closing tag does not match the open element",
            80: "'--' inside a comment",
        ]
        return "\(known[code] ?? "parse error") (libxml2 error \(code))"
    }
}
