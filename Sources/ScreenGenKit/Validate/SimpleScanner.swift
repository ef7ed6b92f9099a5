/// A recursive-descent reader of the grammar of ``SwiftFragment/isSimpleType(_:)`` and
/// ``SwiftFragment/isSimpleExpression(_:)``, over UTF-8 bytes.
struct SimpleScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var atEnd: Bool { position == bytes.count }

    // MARK: Types

    /// attributed function | type: a whole parameter type. The attributes are up to three
    /// of `@escaping`, `@Sendable` and `@MainActor`, and a function type follows them.
    mutating func parameterType() -> SwiftFragment.SimpleTypeShape? {
        var attributes = 0
        var escaping = false
        while attributes < 3 {
            if take("@escaping ") {
                escaping = true
            } else if !take("@Sendable "), !take("@MainActor ") {
                break
            }
            attributes += 1
        }
        guard attributes > 0 else { return type(depth: 0) }
        guard function(depth: 0) else { return nil }
        return escaping ? .escapingFunction : .function
    }

    /// `any Named` | function | postfix, where postfix is a primary type followed by any
    /// number of `?`.
    mutating func type(depth: Int) -> SwiftFragment.SimpleTypeShape? {
        guard depth <= SwiftFragment.simpleDepthLimit else { return nil }
        if take("any ") { return named(depth: depth) ? .other : nil }
        // A function type takes no `?` of its own: in `() -> Int?` it is the result's.
        let start = position
        if function(depth: depth) { return .function }
        position = start
        guard var shape = primary(depth: depth) else { return nil }
        while take(UInt8(ascii: "?")) { shape = .other }
        return shape
    }

    /// `Named` | `[T]` | `[K: V]` | `(any Named)` | `(function)` | tuple.
    private mutating func primary(depth: Int) -> SwiftFragment.SimpleTypeShape? {
        if take(UInt8(ascii: "[")) {
            guard type(depth: depth + 1) != nil else { return nil }
            if take(": ") {
                guard type(depth: depth + 1) != nil else { return nil }
            }
            return take(UInt8(ascii: "]")) ? .other : nil
        }
        if take(UInt8(ascii: "(")) {
            if take("any ") { return named(depth: depth + 1) && take(UInt8(ascii: ")")) ? .other : nil }
            // `(F)` is the same type as `F`.
            let start = position
            if function(depth: depth + 1), take(UInt8(ascii: ")")) { return .function }
            position = start
            return tupleElements(depth: depth + 1) ? .other : nil
        }
        return named(depth: depth) ? .other : nil
    }

    /// `T, U)` or `a: T, b: U)` after a tuple's `(`: two elements or more, each labeled or not.
    private mutating func tupleElements(depth: Int) -> Bool {
        guard depth <= SwiftFragment.simpleDepthLimit else { return false }
        var count = 0
        repeat {
            let start = position
            if !(identifier(capitalized: false) && take(": ")) { position = start }
            guard type(depth: depth + 1) != nil else { return false }
            count += 1
        } while take(", ")
        return count >= 2 && take(UInt8(ascii: ")"))
    }

    /// `(T, U) -> R`, `() async throws -> R`.
    private mutating func function(depth: Int) -> Bool {
        guard depth <= SwiftFragment.simpleDepthLimit, take(UInt8(ascii: "(")) else { return false }
        if !take(UInt8(ascii: ")")) {
            repeat {
                guard type(depth: depth + 1) != nil else { return false }
            } while take(", ")
            guard take(UInt8(ascii: ")")) else { return false }
        }
        _ = take(" async")
        _ = take(" throws")
        return take(" -> ") && type(depth: depth + 1) != nil
    }

    /// `Name<Args>.Name<Args>…`, each name starting with a capital letter.
    private mutating func named(depth: Int) -> Bool {
        repeat {
            guard identifier(capitalized: true) else { return false }
            if take(UInt8(ascii: "<")) {
                repeat {
                    guard type(depth: depth + 1) != nil else { return false }
                } while take(", ")
                guard take(UInt8(ascii: ">")) else { return false }
            }
        } while take(UInt8(ascii: "."))
        return true
    }

    // MARK: Expressions

    /// A literal, `.member`, `.member(args)`, `Name.member`, or `Name(args)`.
    mutating func expression(depth: Int) -> Bool {
        guard depth <= SwiftFragment.simpleDepthLimit, position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number()
        case UInt8(ascii: "\""):
            return string()
        case UInt8(ascii: "["):
            return take("[]") || take("[:]")
        case UInt8(ascii: "{"):
            return take("{}")
        case UInt8(ascii: "."):
            position += 1
            guard identifier(capitalized: false) else { return false }
            return callArguments(depth: depth)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            guard identifier(capitalized: true) else { return false }
            while take(UInt8(ascii: ".")) {
                guard identifier(capitalized: false) else { return false }
            }
            return callArguments(depth: depth)
        default:
            let start = position
            while position < bytes.count, Self.isLower(bytes[position]) { position += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            return word == "nil" || word == "true" || word == "false"
        }
    }

    /// Nothing, or `(label: expression, expression, …)` / `()`.
    private mutating func callArguments(depth: Int) -> Bool {
        guard take(UInt8(ascii: "(")) else { return true }
        if take(UInt8(ascii: ")")) { return true }
        repeat {
            let start = position
            if !(identifier(capitalized: false) && take(": ")) { position = start }
            guard expression(depth: depth + 1) else { return false }
        } while take(", ")
        return take(UInt8(ascii: ")"))
    }

    /// `0`, `20`, `0.5`: no sign, exponent, underscore or leading zero.
    private mutating func number() -> Bool {
        guard digits() else { return false }
        if take(UInt8(ascii: ".")) { return digits(allowingLeadingZero: true) }
        return true
    }

    private mutating func digits(allowingLeadingZero: Bool = false) -> Bool {
        let start = position
        while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
        let count = position - start
        guard count > 0 else { return false }
        return allowingLeadingZero || count == 1 || bytes[start] != UInt8(ascii: "0")
    }

    /// `"…"` holding letters, digits, spaces and `_ . , -` only: nothing that escapes,
    /// interpolates or ends the literal.
    private mutating func string() -> Bool {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") { return true }
            guard Self.isIdentifierByte(byte) || byte == UInt8(ascii: " ") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "-") else { return false }
        }
        return false
    }

    // MARK: Pieces

    /// An ASCII name, capitalized or lowercase as asked, that is no keyword.
    private mutating func identifier(capitalized: Bool) -> Bool {
        guard position < bytes.count else { return false }
        let first = bytes[position]
        guard capitalized ? Self.isUpper(first) : Self.isLower(first) else { return false }
        let start = position
        position += 1
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
        if capitalized {
            return !SwiftFragment.isCapitalizedKeyword(word)
        }
        return !SwiftFragment.keywords.contains(String(decoding: word, as: UTF8.self))
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
        position += count
        return true
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isUpper(byte) || isLower(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }
}
