/// What a screen's `class:` may name: a Swift type, optionally module-qualified.
extension SwiftIdentifier {
    /// Why `text` cannot be a screen's Swift type (`class:`), or nil. A type is an
    /// identifier, or identifiers joined by dots (`Shared.WebViewController`) for a type of
    /// another module or a nested type; no backticks, no keywords, no generic arguments.
    public static func typeNameProblem(_ text: String) -> String? {
        if text.isEmpty { return "it is empty" }
        if text.contains("`") { return "backticks are not allowed in a type name" }
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            let part = String(part)
            if part.isEmpty { return "it has an empty part between dots" }
            if let problem = problem(with: part) { return text.contains(".") ? "'\(part)': \(problem)" : problem }
            if isKeyword(part) { return "'\(part)' is a Swift keyword" }
        }
        return nil
    }

    /// Why `name` cannot be a screen's name, which is its Swift type when it has no `class:`,
    /// or nil: an identifier without backticks, and no keyword, contextual ones included
    /// (`some`, `get`), since the generated code writes types without backticks.
    public static func screenNameProblem(_ name: String) -> String? {
        if let problem = problem(with: name) { return problem }
        if name.hasPrefix("`") { return "backticks are not allowed in a type name" }
        return isKeyword(name) ? "it is a Swift keyword" : nil
    }

    /// The last dotted part of a type name: `WebViewController` for
    /// `Shared.WebViewController`, what Interface Builder writes as the custom class.
    public static func unqualified(_ typeName: String) -> String {
        guard let dot = typeName.lastIndex(of: ".") else { return typeName }
        return String(typeName[typeName.index(after: dot)...])
    }

    /// The part before the last dot (`Shared` for `Shared.WebViewController`), or nil for a
    /// type named without its module.
    public static func qualifier(_ typeName: String) -> String? {
        guard let dot = typeName.lastIndex(of: ".") else { return nil }
        return String(typeName[..<dot])
    }
}
