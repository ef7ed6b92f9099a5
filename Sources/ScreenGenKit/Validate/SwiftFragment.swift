import SwiftParser
import SwiftSyntax

/// Checks that a spec's Swift text is exactly one type or one expression.
///
/// The text is parsed with SwiftParser; anything left over, any syntax error, any comment,
/// line break or compiler directive makes it invalid. That is what stops a spec value
/// from ending the declaration it is placed in and adding code of its own.
public enum SwiftFragment {
    /// Why `text` is not exactly one parameter type, or nil when it is.
    public static func typeProblem(_ text: String) -> String? {
        return memo.answer(.type, text) { parseTypeProblem(text) }
    }

    /// Why `text` is not exactly one expression, or nil when it is.
    public static func expressionProblem(_ text: String) -> String? {
        return memo.answer(.expression, text) { parseExpressionProblem(text) }
    }

    /// Whether a valid parameter type is a function type without `@escaping`, which a
    /// closure cannot capture (an optional closure is already escaping).
    static func isNonEscapingFunctionType(_ text: String) -> Bool {
        guard text.contains("->") else { return false }
        return memo.answer(.nonEscapingFunction, text) { parseIsNonEscapingFunctionType(text) ? "" : nil } != nil
    }

    /// SwiftParser's answer for ``isNonEscapingFunctionType(_:)``, the memo not consulted.
    static func parseIsNonEscapingFunctionType(_ text: String) -> Bool {
        var parser = Parser(text)
        var type = TypeSyntax.parse(from: &parser)
        // `(() -> Void)` is the same type as `() -> Void`.
        while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
              only.firstName == nil {
            type = only.type
        }
        if type.is(FunctionTypeSyntax.self) { return true }
        guard let attributed = type.as(AttributedTypeSyntax.self), attributed.baseType.is(FunctionTypeSyntax.self) else { return false }
        return !attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping" }
    }

    /// SwiftParser's answer for a type, the memo not consulted.
    static func parseTypeProblem(_ text: String) -> String? {
        if let problem = textProblem(text) { return problem }
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        if let problem = syntaxProblem(Syntax(type), text: text) { return problem }
        return parameterTypeProblem(type)
    }

    /// SwiftParser's answer for an expression, the memo not consulted.
    static func parseExpressionProblem(_ text: String) -> String? {
        if let problem = textProblem(text) { return problem }
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        return syntaxProblem(Syntax(expression), text: text)
    }

    /// Longest type or default value accepted: ample for any real one, and it bounds the
    /// parser's work.
    static let maximumLength = 1_000
    /// Deepest nesting of `[` accepted. SwiftParser's lookahead for inline array types
    /// takes time exponential in this depth (22 levels: seconds; 30: hours), so deeper
    /// text is refused before it is parsed.
    static let maximumBracketDepth = 12

    private static func textProblem(_ text: String) -> String? {
        if text.trimmingWhitespace.isEmpty { return "it is empty" }
        if text.utf8.count > maximumLength {
            return "it is longer than \(maximumLength) bytes; give the type a name (typealias) or the value a helper, and use that"
        }
        var depth = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "[") {
                depth += 1
                if depth > maximumBracketDepth { return "its '[' brackets nest deeper than \(maximumBracketDepth) levels" }
            } else if byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            }
        }
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                return "it spans more than one line"
            }
            if scalar != "\t", scalar.isInvisible {
                return "it contains the invisible character \(scalar.codePoint)"
            }
        }
        return nil
    }

    private static func syntaxProblem(_ node: Syntax, text: String) -> String? {
        if node.hasError {
            let unexpected = node.tokens(viewMode: .all).first { $0.presence == .present && isUnexpected($0) }
            if let unexpected {
                return "unexpected '\(unexpected.text.shownInMessage)'"
            }
            return "it does not parse"
        }
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .poundIf = token.tokenKind { return "compiler directives are not allowed" }
            // SwiftParser takes `@ escaping`; the Swift 6 compiler refuses it.
            if case .atSign = token.tokenKind, !token.trailingTrivia.isEmpty {
                return "there is a space after '@', which Swift 6 does not allow; write the attribute as one word, e.g. '@escaping'"
            }
            if token.text.hasPrefix("#"), ["#sourceLocation", "#if", "#else", "#elseif", "#endif", "#warning", "#error"].contains(token.text) {
                return "compiler directives are not allowed"
            }
            for piece in token.leadingTrivia.pieces + token.trailingTrivia.pieces {
                switch piece {
                case .spaces, .tabs: continue
                default: return "comments and line breaks are not allowed"
                }
            }
        }
        if node.description != text { return "it does not parse as one piece" }
        return nil
    }

    private static func isUnexpected(_ token: TokenSyntax) -> Bool {
        var parent = token.parent
        while let node = parent {
            if node.is(UnexpectedNodesSyntax.self) { return true }
            parent = node.parent
        }
        return false
    }

    /// Types that parse but cannot be forwarded from a generated function to `initialize`.
    private static func parameterTypeProblem(_ type: TypeSyntax) -> String? {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return nil }
        for specifier in attributed.specifiers {
            if specifier.trimmedDescription.hasPrefix("inout") {
                return "'inout' parameters cannot be forwarded by create/push/present"
            }
        }
        for attribute in attributed.attributes {
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { continue }
            if name == "autoclosure" {
                return "'@autoclosure' parameters cannot be forwarded by create/push/present"
            }
            if name == "escaping", !attributed.baseType.is(FunctionTypeSyntax.self) {
                return "'@escaping' applies only to a function type such as '() -> Void' (an optional closure is already escaping)"
            }
        }
        return nil
    }
}

extension String {
    var trimmingWhitespace: String {
        if isAllASCII {
            // Over the string's own bytes: the UTF-8 view's indices cost far more, and every
            // parameter's type and default is trimmed.
            let trimmed = utf8.withContiguousStorageIfAvailable { bytes -> String? in
                let kept = ASCIIBytes.trimmingBlanks(0..<bytes.count, of: bytes)
                return kept.count == bytes.count ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[kept]), as: UTF8.self)
            }
            switch trimmed {
            case let .some(.some(text)): return text
            case .some(.none): return self
            case .none:
                let isText = { (byte: UInt8) in !ASCIIBytes.isBlank(byte) }
                guard let first = utf8.firstIndex(where: isText), let last = utf8.lastIndex(where: isText) else { return "" }
                return first == startIndex && utf8.index(after: last) == endIndex ? self : String(self[first...last])
            }
        }
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
