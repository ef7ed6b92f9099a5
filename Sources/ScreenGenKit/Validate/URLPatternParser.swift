/// Reads a screen's `url:` pattern: `/` then segments split by `/`, each either literal text
/// or one `{name}` placeholder, then optionally `?` and query items `name={parameter}` split
/// by `&`. Literal text may not hold what a URL path cannot carry as is (`?`, `#`, `%`,
/// spaces, invisible characters), so a pattern reads the same in a URL as in the spec.
enum URLPatternParser {
    /// The pattern, or why it cannot be one (the text a diagnostic shows).
    static func parse(_ text: String) -> Result<URLPattern, Problem> {
        guard text.first == "/" else { return .failure(.noLeadingSlash) }
        // A fragment never reaches the app with a universal link, so no pattern can name one.
        guard !text.contains("#") else { return .failure(.fragment) }
        let path = text.prefix { $0 != "?" }
        var seen: Set<String> = []
        var segments: [URLPattern.Segment] = []
        if path != "/" {
            for piece in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
                switch segment(piece, seen: &seen) {
                case let .success(segment): segments.append(segment)
                case let .failure(problem): return .failure(problem)
                }
            }
        }
        guard path.endIndex < text.endIndex else { return .success(URLPattern(text: text, segments: segments)) }
        let queryText = text[text.index(after: path.endIndex)...]
        guard !queryText.isEmpty else { return .failure(.emptyQuery) }
        var query: [URLPattern.QueryItem] = []
        for piece in queryText.split(separator: "&", omittingEmptySubsequences: false) {
            switch queryItem(piece, path: seen, query: query) {
            case let .success(item): query.append(item)
            case let .failure(problem): return .failure(problem)
            }
        }
        return .success(URLPattern(text: text, segments: segments, query: query))
    }

    private static func segment(_ piece: Substring, seen: inout Set<String>) -> Result<URLPattern.Segment, Problem> {
        guard !piece.isEmpty else { return .failure(.emptySegment) }
        if piece.first == "{" || piece.last == "}" {
            guard let name = placeholder(piece) else { return .failure(.malformedPlaceholder(String(piece))) }
            guard seen.insert(name).inserted else { return .failure(.repeatedPlaceholder(name)) }
            return .success(.parameter(name))
        }
        // Invisible characters too (controls, U+FEFF, bidirectional overrides): a link
        // carries them percent-encoded, and the pattern is shown in generated comments.
        if let character = piece.first(where: { "{}?#%".contains($0) || $0.isWhitespace || $0.unicodeScalars.contains(where: \.isInvisible) }) {
            return .failure(character == "{" || character == "}" ? .malformedPlaceholder(String(piece)) : .unsupportedCharacter(character))
        }
        return .success(.literal(String(piece)))
    }

    /// `name={parameter}`: the name holds only what a query carries as is, so the pattern
    /// and a link spell it alike; the value is one whole placeholder.
    private static func queryItem(_ piece: Substring, path: Set<String>, query: [URLPattern.QueryItem]) -> Result<URLPattern.QueryItem, Problem> {
        guard !piece.isEmpty else { return .failure(.emptyQueryItem) }
        guard let equals = piece.firstIndex(of: "="), let parameter = placeholder(piece[piece.index(after: equals)...]) else {
            return .failure(.malformedQueryItem(String(piece)))
        }
        let name = piece[..<equals]
        guard !name.isEmpty else { return .failure(.malformedQueryItem(String(piece))) }
        if let character = name.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || "-._~".contains($0))) }) {
            return .failure(.unsupportedQueryNameCharacter(character))
        }
        guard !query.contains(where: { $0.name == name }) else { return .failure(.repeatedQueryItem(String(name))) }
        guard !path.contains(parameter) else { return .failure(.placeholderInPathAndQuery(parameter)) }
        guard !query.contains(where: { $0.parameter == parameter }) else { return .failure(.repeatedPlaceholder(parameter)) }
        return .success(URLPattern.QueryItem(name: String(name), parameter: parameter))
    }

    /// The name inside one whole `{name}`, when it is a Swift identifier.
    private static func placeholder(_ piece: Substring) -> String? {
        guard piece.count > 2, piece.first == "{", piece.last == "}" else { return nil }
        let name = String(piece.dropFirst().dropLast())
        guard SwiftIdentifier.problem(with: name) == nil, !name.hasPrefix("`") else { return nil }
        return name
    }

    enum Problem: Error, Equatable {
        case noLeadingSlash
        case emptySegment
        case malformedPlaceholder(String)
        case repeatedPlaceholder(String)
        case unsupportedCharacter(Character)
        case fragment
        case emptyQuery
        case emptyQueryItem
        case malformedQueryItem(String)
        case unsupportedQueryNameCharacter(Character)
        case repeatedQueryItem(String)
        case placeholderInPathAndQuery(String)

        /// Why, for "… is not a URL pattern: <reason>".
        var reason: String {
            switch self {
            case .noLeadingSlash:
                return "a pattern is a path and starts with '/', e.g. '/articles/{id}' (the scheme and host of a link are not part of it)"
            case .emptySegment:
                return "it has an empty segment ('//' or a trailing '/')"
            case let .malformedPlaceholder(segment):
                return "segment '\(segment.shownOnOneLine)' is neither literal text nor one whole '{name}' placeholder naming a parameter"
            case let .repeatedPlaceholder(name):
                return "'{\(name)}' appears twice; a parameter has one place in the pattern"
            case let .unsupportedCharacter(character):
                return "\(Self.shown(character)) cannot stand in a path segment as is; a URL percent-encodes it"
            case .fragment:
                return "'#' starts a fragment, which a link does not hand to the app; end the pattern before it"
            case .emptyQuery:
                return "'?' is followed by no query item; write 'name={parameter}' items or leave the '?' out"
            case .emptyQueryItem:
                return "it has an empty query item ('&&', or '&' at either end of the query)"
            case let .malformedQueryItem(item):
                return "query item '\(item.shownOnOneLine)' is not 'name={parameter}', a name and one whole placeholder naming a parameter"
            case let .unsupportedQueryNameCharacter(character):
                return "\(Self.shown(character)) cannot stand in a query item's name as is; a name holds letters, digits, '-', '.', '_' and '~'"
            case let .repeatedQueryItem(name):
                return "query item '\(name.shownOnOneLine)' appears twice; a parameter of array type takes every value of one item"
            case let .placeholderInPathAndQuery(name):
                return "'{\(name)}' is in the path and in the query; a parameter has one place in the pattern"
            }
        }

        private static func shown(_ character: Character) -> String {
            character.isWhitespace ? "a space" : "'\(String(character).shownOnOneLine)'"
        }
    }
}
