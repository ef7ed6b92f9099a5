import Foundation

/// The sample URL of a link: each parameter given a value of its type, percent-encoded as
/// `route.path` encodes it, every query item present once.
enum LinkSample {
    /// A value of a type, as text: the standard types get one of their own, any other type
    /// the word `value`.
    static func text(ofType type: String) -> String {
        let value: TypeShape
        switch TypeShape.of(type) {
        case let .optional(wrapped), let .array(wrapped): value = wrapped
        case let shape: value = shape
        }
        switch value.standardName ?? "" {
        case "String", "Substring": return "text"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "42"
        case "Double", "Float": return "2.5"
        case "Bool": return "true"
        case "UUID": return "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        case "Character": return "c"
        default: return "value"
        }
    }

    static func path(_ pattern: URLPattern, parameters: [LinkContract.LinkParameter]) -> String {
        let types = Dictionary(parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        let segments = pattern.segments.map { segment -> String in
            switch segment {
            case let .literal(text): return encoded(text, allowed: pathCharacters)
            case let .parameter(name): return encoded(text(ofType: types[name] ?? ""), allowed: pathCharacters)
            }
        }
        let path = "/" + segments.joined(separator: "/")
        let items = pattern.query.map { item in
            item.name + "=" + encoded(text(ofType: types[item.parameter] ?? ""), allowed: queryCharacters)
        }
        return items.isEmpty ? path : path + "?" + items.joined(separator: "&")
    }

    /// What a path segment holds as is, as the generated `route.path` has it.
    static let pathCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
    /// What a query item's value holds as is, as the generated `route.path` has it.
    static let queryCharacters = CharacterSet(charactersIn: "-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    static func encoded(_ text: String, allowed: CharacterSet) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
