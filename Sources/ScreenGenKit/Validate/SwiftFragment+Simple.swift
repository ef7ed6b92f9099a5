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
