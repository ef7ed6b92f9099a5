import ScreenGenKit
import SwiftParser
import SwiftSyntax

/// One generated file, parsed, with the questions the injection tests ask of it.
struct GeneratedSwift {
    let path: String
    let tree: SourceFileSyntax

    init(_ file: GeneratedFile) {
        path = file.path
        tree = Parser.parse(source: file.contents)
    }

    /// Whether SwiftParser found any syntax error.
    var hasErrors: Bool { tree.hasError }

    /// The kinds of all tokens, with the text of identifiers and string-literal segments
    /// left out. Two outputs with the same shape differ only in names and in what their
    /// string literals hold: no declaration, statement or operator more or less. The segments
    /// of one literal count as one: an escape (`\n`) splits a literal's text into several.
    var shape: [String] {
        var shape: [String] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier: shape.append("identifier")
            case .stringSegment where shape.last == "string segment": continue
            case .stringSegment: shape.append("string segment")
            default: shape.append("\(token.tokenKind)")
            }
        }
        return shape
    }

    /// Whether `token` is a segment of a string literal whose value holds `value` as written:
    /// the value reached the literal escaped, and reads back as itself.
    static func isInLiteral(_ token: TokenSyntax, readingBack value: String) -> Bool {
        guard case .stringSegment = token.tokenKind else { return false }
        var node = token.parent
        while let current = node {
            if let literal = current.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue?.contains(value) == true }
            node = current.parent
        }
        return false
    }

    /// Every token whose text contains `marker`.
    func tokens(containing marker: String) -> [TokenSyntax] {
        tree.tokens(viewMode: .sourceAccurate).filter { $0.text.contains(marker) }
    }

    /// Every trivia piece (comments, whitespace) whose text contains `marker`.
    func trivia(containing marker: String) -> [TriviaPiece] {
        tree.tokens(viewMode: .sourceAccurate)
            .flatMap { Array($0.leadingTrivia) + Array($0.trailingTrivia) }
            .filter { piece in
                var text = ""
                piece.write(to: &text)
                return text.contains(marker)
            }
    }

    /// The values the file's string literals stand for, escapes resolved.
    var stringLiteralValues: [String] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard let literal = token.parent?.as(StringLiteralExprSyntax.self), token.id == literal.openingQuote.id else { return nil }
            return literal.representedLiteralValue
        }
    }

    /// The default values of every function parameter, as written.
    var parameterDefaults: [String] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard let parameter = token.parent?.as(FunctionParameterSyntax.self), token.id == parameter.firstToken(viewMode: .sourceAccurate)?.id else { return nil }
            return parameter.defaultValue?.value.trimmedDescription
        }
    }

    /// Whether `token` lies inside a function parameter's default value.
    static func isInDefaultValue(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if current.is(InitializerClauseSyntax.self), current.parent?.is(FunctionParameterSyntax.self) == true { return true }
            node = current.parent
        }
        return false
    }
}
