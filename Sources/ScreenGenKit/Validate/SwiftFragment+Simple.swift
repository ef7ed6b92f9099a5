extension SwiftFragment {
    /// Whether `text` is one of the plain types most parameters have (`String`, `Int?`,
    /// `[Quote]`, `[String: [Int]]`, `Order.ID`, `Result<User, Error>`, `any Source`,
    /// `(any Delegate)?`, `(latitude: Double, longitude: Double)`, `@escaping (User) -> Void`,
    /// `((Article) -> Void)?`), written the one way SwiftParser accepts without a problem.
    ///
    /// A yes means SwiftParser would find no problem either, so the parse is skipped; a no
    /// only means "ask SwiftParser". The grammar is deliberately narrow (single spaces,
    /// only after `,`, `:`, `any` and attributes and around `->`, `async` and `throws`;
    /// attributes only `@escaping`, `@Sendable` and `@MainActor` before a whole function
    /// type; no keywords), and `SwiftFragmentFastPathTests` checks it against SwiftParser
    /// over every fixture scalar and a large generated set.
    static func isSimpleType(_ text: String) -> Bool {
        simpleTypeShape(text) != nil
    }

    /// How a type the fast path takes is built at its top, or nil when it does not take it.
    static func simpleTypeShape(_ text: String) -> SimpleTypeShape? {
        guard text.utf8.count <= simpleLengthLimit else { return nil }
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> SimpleTypeShape? in
            var scanner = SimpleScanner(bytes: bytes)
            let shape = scanner.parameterType()
            return scanner.atEnd ? shape : nil
        }
        return answer ?? nil
    }

    /// The top of a type, as far as ``isNonEscapingFunctionType(_:)`` asks: a function type
    /// (`() -> Void`, `(() -> Void)`), one marked `@escaping`, or anything else (`Int`,
    /// `(() -> Void)?`, `[() -> Void]`).
    enum SimpleTypeShape {
        case function, escapingFunction, other
    }

    /// Whether `text` is one of the plain default values most parameters have (`nil`,
    /// `20`, `0.5`, `""`, `[]`, `[:]`, `{}`, `.standard`, `Configuration(pageSize: 50)`),
    /// in the same sense as ``isSimpleType(_:)``.
    static func isSimpleExpression(_ text: String) -> Bool {
        guard text.utf8.count <= simpleLengthLimit else { return false }
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var scanner = SimpleScanner(bytes: bytes)
            return scanner.expression(depth: 0) && scanner.atEnd
        }
        return answer ?? false
    }

    /// Longer text goes to SwiftParser: real simple types are short, and this keeps the
    /// fast path far inside ``maximumLength`` and ``maximumBracketDepth``.
    static let simpleLengthLimit = 120
    /// Nesting the fast path follows; deeper text goes to SwiftParser.
    static let simpleDepthLimit = 6

    /// Every word SwiftParser treats as a keyword in some position (`self`, `Type`, `any`,
    /// `inout`, `init`, …): the fast path takes none of them as a name. The same list as
    /// swift-syntax's `Keyword` (SwiftFragmentFastPathTests checks it), written out because
    /// building it from swift-syntax's tokens cost more than all the checks it serves.
    static let keywords: Set<String> = [
        "__consuming", "__owned", "__setter_access", "__shared", "_backDeploy", "_borrow", "_borrowing",
        "_BridgeObject", "_Class", "_compilerInitialized", "_const", "_consuming", "_documentation",
        "_dynamicReplacement", "_effects", "_forward", "_implements", "_linear", "_local", "_modify", "_move",
        "_mutating", "_NativeClass", "_NativeRefCountedObject", "_noMetadata", "_opaqueReturnTypeOf",
        "_originallyDefinedIn", "_PackageDescription", "_read", "_RefCountedObject", "_specialize", "_spi_available",
        "_Trivial", "_TrivialAtMost", "_TrivialStride", "_underlyingVersion", "_UnknownLayout", "_version", "abi",
        "accesses", "actor", "addressWithNativeOwner", "addressWithOwner", "any", "Any", "as", "assignment",
        "associatedtype", "associativity", "async", "attached", "autoclosure", "availability", "available", "await",
        "backDeployed", "before", "block", "borrow", "borrowing", "break", "canImport", "case", "catch", "class",
        "compiler", "consume", "copy", "consuming", "continue", "convenience", "convention", "default", "defer",
        "deinit", "dependsOn", "deprecated", "derivative", "didSet", "differentiable", "distributed", "do",
        "dynamic", "each", "else", "enum", "escaping", "exported", "extension", "fallthrough", "false", "file",
        "fileprivate", "final", "for", "discard", "forward", "func", "freestanding", "get", "guard", "higherThan",
        "if", "import", "in", "indirect", "infix", "init", "initializes", "inout", "internal", "introduced", "is",
        "isolated", "kind", "lazy", "left", "let", "line", "linear", "lowerThan", "macro", "message", "metadata",
        "modify", "module", "mutableAddressWithNativeOwner", "mutableAddressWithOwner", "mutating", "nil", "noasync",
        "noDerivative", "noescape", "none", "nonisolated", "nonmutating", "nonsending", "objc", "obsoleted", "of",
        "open", "operator", "optional", "override", "package", "postfix", "precedencegroup", "preconcurrency",
        "prefix", "private", "Protocol", "protocol", "public", "read", "reasync", "renamed", "repeat", "required",
        "rethrows", "retroactive", "return", "reverse", "right", "safe", "scoped", "self", "sending", "Self",
        "Sendable", "set", "some", "spi", "spiModule", "static", "struct", "subscript", "super", "swift", "switch",
        "target", "then", "throw", "throws", "transpose", "true", "try", "Type", "typealias", "unavailable",
        "unchecked", "unowned", "unsafe", "unsafeAddress", "unsafeMutableAddress", "using", "var", "visibility",
        "weak", "where", "while", "willSet", "wrt", "yield"
    ]

    /// Whether `word` is one of the few keywords that start with a capital letter (`Any`,
    /// `Protocol`, `Self`, `Sendable`, `Type`), compared by length and bytes: a type name
    /// is checked without building a `String`, and without a static list, whose every use
    /// cost a once-check (`SwiftFragmentFastPathTests` holds it to ``keywords``).
    static func isCapitalizedKeyword(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        func equals(_ text: StaticString) -> Bool {
            text.withUTF8Buffer { $0.elementsEqual(word) }
        }
        switch word.count {
        case 3: return equals("Any")
        case 4: return equals("Self") || equals("Type")
        case 8: return equals("Protocol") || equals("Sendable")
        default: return false
        }
    }
}

/// A recursive-descent reader of the fast path's grammar, over UTF-8 bytes.
private struct SimpleScanner {
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
