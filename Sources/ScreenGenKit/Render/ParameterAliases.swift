/// The `ScreenGenParameters` enum of a screen with parameters: one typealias per parameter
/// type, each on the spec line that declares it, which every generated signature (create,
/// push, present, a segue's `initialize`) then names.
///
/// A parameter type is the one spec value that a signature must repeat. Written out in each
/// signature, a mistyped type (`title: Strng`) is a compiler error in each of them; declared
/// once, it is one error, on its spec line, and a reference to a type that failed to
/// resolve raises nothing more. The enum is nested in the screen's own type, so a type
/// resolves as it does in the screen's hand-written `initialize(...)` or `init(...)`.
///
/// Two kinds of type cannot be a typealias and are written out in each signature instead:
/// opaque and pack types (`some View`, `each T`), which only a parameter position allows.
/// What only a parameter position allows around a type (`@escaping`, `sending`, `borrowing`,
/// `consuming`) stays in the signatures, before the reference.
struct ParameterAliases {
    static let enumName = "ScreenGenParameters"

    /// The screen's parameters, `init:`'s then `initialize:`'s, with each type replaced by
    /// what the signatures write: the alias, or the spec's text when it cannot be aliased.
    let referencing: [Parameter]
    /// Each parameter's type as a stored property holds it: the alias without what only a
    /// parameter position allows (`@escaping`); nil for a type no alias can name.
    let storedTypes: [String?]
    /// The declarations (UTF-8), one per aliased parameter, in order, with their spec lines.
    private let declarations: [(text: SwiftWriter.Line, line: Int?)]
    private let typeName: String
    /// `ScreenGenParameters`, or for a screen whose class other screens share
    /// `ScreenGenParameters_<Screen>`: each screen of the class declares its own.
    private let enumName: String

    /// Nil for a screen without parameters, which needs no enum.
    init?(_ screen: Screen) {
        let parameters = screen.allParameters
        guard !parameters.isEmpty else { return nil }
        typeName = screen.typeName
        let enumName = Self.enumName(of: screen)
        self.enumName = enumName
        let shapes = parameters.map { Self.memo.shape(of: $0.type) }
        // An alias shadows, inside the enum, any type of the same name that a sibling's type
        // mentions; names no type mentions cannot, nor an earlier alias's. A screen has a
        // few names and types: lists compared in turn cost less than hashing into sets.
        // Each list sized once: a screen has a handful of parameters, and growing three lists
        // from empty reallocated each of them for every screen.
        var named: [String] = []
        named.reserveCapacity(parameters.count)
        func isTaken(_ name: String) -> Bool {
            Self.reservedNames.contains(name) || named.contains(name) || shapes.contains { $0.wordList.contains(name) }
        }
        var referencing: [Parameter] = []
        referencing.reserveCapacity(parameters.count)
        var declarations: [(text: SwiftWriter.Line, line: Int?)] = []
        declarations.reserveCapacity(parameters.count)
        var storedTypes: [String?] = []
        storedTypes.reserveCapacity(parameters.count)
        // `<Screen>.ScreenGenParameters.`, which every alias of the screen starts with: built
        // once, each reference then one append.
        let qualifier = "\(screen.typeName).\(enumName)."
        for (parameter, shape) in zip(parameters, shapes) {
            var declared = parameter
            if let aliased = shape.aliased {
                var name = parameter.name
                while isTaken(name) || SwiftIdentifier.escaped(name) != name { name += "_" }
                named.append(name)
                let text: SwiftWriter.Line = "typealias \(name) = \(aliased)"
                declarations.append((text: text, line: parameter.line))
                var stored = qualifier
                stored += name
                declared.type = shape.positionOnly.isEmpty ? stored : shape.positionOnly + stored
                storedTypes.append(stored)
            } else {
                storedTypes.append(nil)
            }
            referencing.append(declared)
        }
        self.referencing = referencing
        self.storedTypes = storedTypes
        self.declarations = declarations
    }

    /// The enum's name for `screen`.
    static func enumName(of screen: Screen) -> String {
        screen.sharesClass ? "\(enumName)_\(screen.name)" : enumName
    }

    /// The same, for the parameters of `initialize` alone (the last ones).
    func referencing(initialize parameters: [Parameter]) -> [Parameter] {
        Array(referencing.suffix(parameters.count))
    }

    /// `extension <Screen> { enum ScreenGenParameters { typealias … } }`, the typealiases on
    /// their spec lines when those are known (see ``SpecLineLayout``).
    func render(access: String, specFile: String, into out: inout SwiftWriter) {
        guard !declarations.isEmpty else { return }
        out.block("extension \(typeName)") { out in
            out.line("/// The parameter types that create, push, present and a segue's `initialize` take, each")
            out.line("/// declared once, on its spec line: a type the compiler cannot find is one error, there.")
            out.block("\(access) enum \(enumName)") { out in
                let items = declarations.map { declaration -> SwiftWriter.Line in "\(access) \(declaration.text)" }
                guard let layout = SpecLineLayout(file: specFile, lines: declarations.map(\.line)) else {
                    for item in items { out.line(item) }
                    return
                }
                out.line(layout.directive(linesBefore: -1))
                layout.writeDeclarations(items, into: &out)
                out.line(SpecLineLayout.reset)
            }
        }
        out.line()
    }

    // MARK: Splitting a type

    /// Names an alias never takes: the metatype members, and what would read as a keyword.
    private static let reservedNames = ["Type", "Protocol", "self", "Self", "init"]

    /// Words that make a type impossible to alias: opaque and pack types.
    private static let parameterOnlyWords: Set<String> = ["some", "each", "repeat"]

    /// Specifiers that only a parameter position takes, before the type.
    private static let specifiers: Set<String> = ["borrowing", "consuming", "sending", "isolated", "__owned", "__shared", "_const"]

    /// `@escaping`, `sending` and the like in front of `text` (with a trailing space), and
    /// the rest, which a typealias can name; `aliased` is nil when no typealias can.
    /// `words`: the identifiers in `text`.
    static func split(_ text: String, words: Set<String>) -> (positionOnly: String, aliased: String?) {
        if !words.isDisjoint(with: parameterOnlyWords) { return ("", nil) }
        // Most types start with a name or a bracket: nothing to take off.
        guard let first = text.first, first == "@" || words.contains(where: specifiers.contains) else { return ("", text) }
        var positionOnly = ""
        var kept: [Substring] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard let token = leadingModifier(of: rest) else { break }
            rest = rest.dropFirst(token.count)
            if token == "@escaping" || specifiers.contains(String(token)) {
                positionOnly += token + " "
            } else {
                kept.append(token)
            }
        }
        let aliased = (kept + [rest]).joined(separator: " ")
        return (positionOnly, aliased)
    }

    /// The attribute (`@Sendable`, `@convention(c)`) or specifier word at the start of
    /// `text`, or nil when the type itself starts there. An attribute's name is read as
    /// Swift reads it (`$` is part of a name, and a name may be in backticks); an `@` with
    /// no name right after it is left in the type as written: taken apart, `@$x` or
    /// `@Sendable$` came back as `@ $x` and `@Sendable $`, which are not Swift.
    private static func leadingModifier(of text: Substring) -> Substring? {
        if text.first == "@" {
            let nameStart = text.index(after: text.startIndex)
            var end = nameStart
            if end < text.endIndex, text[end] == "`" {
                guard let close = text[text.index(after: end)...].firstIndex(of: "`") else { return nil }
                end = text.index(after: close)
            } else {
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" || text[end] == "$" {
                    end = text.index(after: end)
                }
            }
            guard end > nameStart else { return nil }
            guard end < text.endIndex, text[end] == "(" else { return text[..<end] }
            var depth = 0
            while end < text.endIndex {
                if text[end] == "(" { depth += 1 }
                if text[end] == ")" { depth -= 1 }
                end = text.index(after: end)
                if depth == 0 { break }
            }
            return text[..<end]
        }
        let word = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard specifiers.contains(String(word)), word.endIndex < text.endIndex, text[word.endIndex] == " " else { return nil }
        return word
    }

    /// Every identifier in `text`.
    static func collectWords(in text: String, into words: inout Set<String>) {
        // Most types are ASCII: their bytes split without Unicode lookups.
        if text.isAllASCII {
            let isWord = { (byte: UInt8) in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            }
            for word in text.utf8.split(whereSeparator: { !isWord($0) }) { words.insert(String(decoding: word, as: UTF8.self)) }
            return
        }
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
    }
}
