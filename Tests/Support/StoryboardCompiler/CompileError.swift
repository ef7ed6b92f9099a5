/// Everything that stops a compilation; the text follows `path:line:column: error: message`.
enum CompileError: Error, Equatable, CustomStringConvertible {
    case usage(String)
    case unreadable(path: String, reason: String)
    case malformedXML(path: String, line: Int, column: Int, reason: String)
    case notAnIOSStoryboard(path: String, line: Int)
    case notAXib(path: String, line: Int)
    case unsupportedScene(path: String, line: Int, element: String)
    case duplicateObjectID(path: String, line: Int, id: String)
    case duplicateStoryboardIdentifier(path: String, line: Int, identifier: String)
    case unknownInitialViewController(path: String, line: Int, id: String)
    case unknownRootViewController(path: String, line: Int, id: String)
    case unknownSegueDestination(path: String, line: Int, id: String)
    case duplicateStoryboardName(String, first: String, second: String)
    case writeFailed(path: String, reason: String)

    var description: String {
        switch self {
        case .usage(let message):
            "error: \(message)\nusage: storyboardc --module <Module> --output <Dir> <File.storyboard|File.xib>..."
        case .unreadable(let path, let reason):
            "\(path): error: cannot read storyboard: \(reason)"
        case .malformedXML(let path, let line, let column, let reason):
            "\(path):\(line):\(column): error: malformed XML: \(reason)"
        case .notAnIOSStoryboard(let path, let line):
            "\(path):\(line): error: not a storyboard (expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">, tvOS's \"com.apple.InterfaceBuilder.AppleTV.Storyboard\" or macOS's \"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\")"
        case .notAXib(let path, let line):
            "\(path):\(line): error: not a XIB (expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">, tvOS's \"com.apple.InterfaceBuilder.AppleTV.XIB\" or macOS's \"com.apple.InterfaceBuilder3.Cocoa.XIB\")"
        case .unsupportedScene(let path, let line, let element):
            "\(path):\(line): error: <\(element)> scenes are not supported"
        case .duplicateObjectID(let path, let line, let id):
            "\(path):\(line): error: object id '\(id)' is used by more than one scene"
        case .duplicateStoryboardIdentifier(let path, let line, let identifier):
            "\(path):\(line): error: Storyboard ID '\(identifier)' is used by more than one scene"
        case .unknownInitialViewController(let path, let line, let id):
            "\(path):\(line): error: initialViewController '\(id)' is not a scene of this storyboard"
        case .unknownRootViewController(let path, let line, let id):
            "\(path):\(line): error: rootViewController segue points to '\(id)', which is not a scene of this storyboard"
        case .unknownSegueDestination(let path, let line, let id):
            "\(path):\(line): error: segue points to '\(id)', which is not a scene or storyboard reference of this storyboard"
        case .duplicateStoryboardName(let name, let first, let second):
            "\(second): error: another storyboard named '\(name)' is already being compiled (\(first))"
        case .writeFailed(let path, let reason):
            "\(path): error: cannot write compiled storyboard: \(reason)"
        }
    }
}
