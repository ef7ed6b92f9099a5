/// Reads a screen's `url:` pattern: `/` then segments split by `/`, each either literal text
/// or one `{name}` placeholder. Literal text may not hold what a URL path cannot carry as
/// is (`?`, `#`, `%`, spaces, invisible characters), so a pattern reads the same in a URL
/// as in the spec.
enum URLPatternParser {
    /// The pattern, or why it cannot be one (the text a diagnostic shows).
    static func parse(_ text: String) -> Result<URLPattern, Problem> {
        guard text.first == "/" else { return .failure(.noLeadingSlash) }
        if text == "/" { return .success(URLPattern(text: text, segments: [])) }
        var segments: [URLPattern.Segment] = []
        var seen: Set<String> = []
        for piece in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard !piece.isEmpty else { return .failure(.emptySegment) }
            if piece.first == "{" || piece.last == "}" {
                guard piece.count > 2, piece.first == "{", piece.last == "}" else { return .failure(.malformedPlaceholder(String(piece))) }
                let name = String(piece.dropFirst().dropLast())
                guard SwiftIdentifier.problem(with: name) == nil, !name.hasPrefix("`") else { return .failure(.malformedPlaceholder(String(piece))) }
                guard seen.insert(name).inserted else { return .failure(.repeatedPlaceholder(name)) }
                segments.append(.parameter(name))
                continue
            }
            // Invisible characters too (controls, U+FEFF, bidirectional overrides): a link
            // carries them percent-encoded, and the pattern is shown in generated comments.
            if let character = piece.first(where: { "{}?#%".contains($0) || $0.isWhitespace || $0.unicodeScalars.contains(where: \.isInvisible) }) {
                return .failure(character == "{" || character == "}" ? .malformedPlaceholder(String(piece)) : .unsupportedCharacter(character))
            }
            segments.append(.literal(String(piece)))
        }
        return .success(URLPattern(text: text, segments: segments))
    }

    enum Problem: Error, Equatable {
        case noLeadingSlash
        case emptySegment
        case malformedPlaceholder(String)
        case repeatedPlaceholder(String)
        case unsupportedCharacter(Character)

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
                return "'{\(name)}' appears twice; a parameter has one place in the path"
            case let .unsupportedCharacter(character):
                let shown = character.isWhitespace ? "a space" : "'\(String(character).shownOnOneLine)'"
                return "\(shown) cannot stand in a path segment as is; a URL percent-encodes it"
            }
        }
    }
}
