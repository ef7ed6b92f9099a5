import Foundation
@testable import ScreenGenKit
import SwiftSyntax
import XCTest

/// The fast path for plain types and defaults (SwiftFragment+Simple.swift) may only say
/// "valid" where SwiftParser finds no problem: these tests hold it to that over every
/// scalar of every spec in the repository and over a large generated set, including
/// near misses (keywords, stray spaces, mutations) that it must leave to SwiftParser.
final class SwiftFragmentFastPathTests: XCTestCase {
    func testTheFastPathAgreesWithSwiftParserOnEveryFixtureScalar() throws {
        var candidates: Set<String> = []
        for folder in ["Tests/Fixtures", "Specs", "Example"] {
            let root = Fixtures.repository.appendingPathComponent(folder)
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where ["yml", "yaml"].contains(url.pathExtension) {
                guard let data = FileManager.default.contents(atPath: url.path),
                      let node = YAMLLoader(file: url.lastPathComponent).load(Array(data)).node else { continue }
                collectScalars(node, into: &candidates)
            }
        }
        // Each scalar as a whole, and each side of its first `=`, as the parameter parser splits it.
        var pieces = candidates
        for scalar in candidates {
            if let equals = scalar.firstIndex(of: "=") {
                pieces.insert(String(scalar[..<equals]).trimmingWhitespace)
                pieces.insert(String(scalar[scalar.index(after: equals)...]).trimmingWhitespace)
            }
        }
        XCTAssertGreaterThan(pieces.count, 400)
        let (types, expressions) = assertAgreement(pieces, comparingPublicAnswers: true)
        XCTAssertGreaterThan(types, 30, "the fixtures' plain types should take the fast path")
        XCTAssertGreaterThan(expressions, 10, "the fixtures' plain defaults should take the fast path")
    }

    func testTheFastPathAgreesWithSwiftParserOnAGeneratedSet() {
        var generator = Generator(seed: 14)
        var candidates: Set<String> = []
        for _ in 0..<20_000 {
            let type = generator.parameterType()
            let expression = generator.expression(depth: 0)
            candidates.insert(type)
            candidates.insert(expression)
            candidates.insert(generator.mutated(type))
            candidates.insert(generator.mutated(expression))
            candidates.insert(generator.mutated(generator.mutated(type)))
        }
        // Only what the fast path takes is parsed: the rest goes to SwiftParser anyway.
        let (types, expressions) = assertAgreement(candidates, comparingPublicAnswers: false)
        XCTAssertGreaterThan(types, 1_800)
        XCTAssertGreaterThan(expressions, 1_500)
        let functions = candidates.filter { SwiftFragment.simpleTypeShape($0).map { $0 != .other } ?? false }
        XCTAssertGreaterThan(functions.count, 200, "function types should take the fast path too")
    }

    func testTheKeywordListIsSwiftSyntaxs() {
        var keywords: Set<String> = []
        for raw in 0...UInt8.max {
            if let keyword = Keyword(rawValue: raw) { keywords.insert(TokenSyntax.keyword(keyword).text) }
        }
        XCTAssertEqual(SwiftFragment.keywords, keywords)
        // The capitalised ones, compared by bytes in the fast path: each of them, and no
        // other word of the same lengths.
        let capitalized = keywords.filter { $0.first?.isUppercase == true }
        XCTAssertFalse(capitalized.isEmpty)
        for word in capitalized.union(["Anz", "Any_", "Selff", "Types", "Typ", "Protocols", "Sendabl", "String", "Int", "AnyView", "any"]) {
            let isKeyword = Array(word.utf8).withUnsafeBufferPointer(SwiftFragment.isCapitalizedKeyword)
            XCTAssertEqual(isKeyword, capitalized.contains(word), word)
        }
    }

    func testTheBenchmarkMixTakesTheFastPath() {
        for type in ["String", "Int", "UUID", "URL?", "Order.ID", "[Quote]", "[String: [Int]]", "Set<Tag>",
                     "Result<User, Error>", "Result<[Order], NetworkError>?", "Dictionary<String, Int>",
                     "any ProfileDataSource", "(any ScreenDelegate)?", "ViewModel<Item>", "[User]?", "Int??",
                     "@escaping () -> Void", "@escaping (Result<User, Error>) -> Void", "((Article) -> Void)?", "(Int, String) -> Bool",
                     "@escaping @MainActor (Order) -> Void", "@escaping (String, Int) async throws -> Bool",
                     "(latitude: Double, longitude: Double)", "@Sendable () -> Void"] {
            XCTAssertTrue(SwiftFragment.isSimpleType(type), type)
            XCTAssertNil(SwiftFragment.parseTypeProblem(type), type)
        }
        for expression in ["\"\"", "20", "false", "0.5", "nil", "[]", "[:]", "{}", ".standard", "Configuration(pageSize: 50)"] {
            XCTAssertTrue(SwiftFragment.isSimpleExpression(expression), expression)
            XCTAssertNil(SwiftFragment.parseExpressionProblem(expression), expression)
        }
        // Near misses go to SwiftParser, which decides.
        for type in ["Int = 3", "Foo.Type", "Self", "any P?", "[Int ]", "Int ?", "inout Int", "Int!", "(Int)", "", "a",
                     "@escaping (() -> Void)", "@escaping Int", "() ->Void", "(x: Int) -> Void", "() throws async -> Void", "() rethrows -> Int",
                     "@MainActor Int", "() -> ()", "@autoclosure () -> Bool", "(x: Int)", "(in: Int, b: Int)"] {
            XCTAssertFalse(SwiftFragment.isSimpleType(type), type)
        }
        for expression in ["nil }", "007", "1.", "-1", "\"a\\n\"", ".self", "Foo(in: 1)", "[1]", "{ }", "x"] {
            XCTAssertFalse(SwiftFragment.isSimpleExpression(expression), expression)
        }
    }

    /// Asserts that every text the fast path takes has no problem for SwiftParser, and
    /// (`comparingPublicAnswers`) that the public answer is SwiftParser's for every text;
    /// returns how many texts the fast path took.
    private func assertAgreement(_ texts: Set<String>, comparingPublicAnswers: Bool,
                                 file: StaticString = #filePath, line: UInt = #line) -> (types: Int, expressions: Int) {
        var types = 0
        var expressions = 0
        for text in texts.sorted() {
            if let shape = SwiftFragment.simpleTypeShape(text) {
                types += 1
                XCTAssertNil(SwiftFragment.parseTypeProblem(text), "fast path took type '\(text)'", file: file, line: line)
                XCTAssertEqual(shape == .function, SwiftFragment.parseIsNonEscapingFunctionType(text), "shape of '\(text)'", file: file, line: line)
            }
            if SwiftFragment.isSimpleExpression(text) {
                expressions += 1
                XCTAssertNil(SwiftFragment.parseExpressionProblem(text), "fast path took expression '\(text)'", file: file, line: line)
            }
            guard comparingPublicAnswers else { continue }
            XCTAssertEqual(SwiftFragment.typeProblem(text), SwiftFragment.parseTypeProblem(text), text, file: file, line: line)
            XCTAssertEqual(SwiftFragment.expressionProblem(text), SwiftFragment.parseExpressionProblem(text), text, file: file, line: line)
            if SwiftFragment.parseTypeProblem(text) == nil {
                XCTAssertEqual(SwiftFragment.isNonEscapingFunctionType(text), SwiftFragment.parseIsNonEscapingFunctionType(text), text, file: file, line: line)
            }
        }
        return (types, expressions)
    }

    private func collectScalars(_ node: YAMLNode, into scalars: inout Set<String>) {
        switch node.content {
        case let .scalar(text, _): scalars.insert(text)
        case let .sequence(items): for item in items { collectScalars(item, into: &scalars) }
        case let .mapping(pairs):
            for pair in pairs {
                collectScalars(pair.key, into: &scalars)
                collectScalars(pair.value, into: &scalars)
            }
        }
    }
}

/// Types and default values built from the fast path's grammar and around its edges,
/// deterministic for a seed (SplitMix64).
private struct Generator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// Names that the grammar takes, and (one time in five) keywords and odd names that it must not.
    static let plainNames = ["String", "Int", "User", "Order", "ID", "Tag", "Error", "T", "URL", "X1", "A_b", "Void", "Item", "Anyway", "Types"]
    static let oddNames = ["Any", "Self", "Type", "Protocol", "Sendable", "any", "some", "inout", "class", "self", "_Private", "user", "A$"]

    mutating func name() -> String {
        below(5) == 0 ? pick(Self.oddNames) : pick(Self.plainNames)
    }
    static let separators = [", ", ", ", ", ", ", ", ", ", ",", " ,", ",  ", " "]

    /// A parameter type: now and then a function type, `@escaping` or not, or near misses of one.
    mutating func parameterType() -> String {
        switch below(4) {
        case 0:
            let attributes = (0..<(1 + below(3))).map { _ in
                below(5) == 0 ? pick(["@escaping  ", "@autoclosure ", "inout ", "@escaping", "@mainActor ", "@Sendable"]) : pick(["@escaping ", "@Sendable ", "@MainActor "])
            }
            return attributes.joined() + (below(8) == 0 ? type(depth: 1) : function(depth: 1))
        default: return type(depth: 0)
        }
    }

    mutating func function(depth: Int) -> String {
        let count = below(3)
        let parameters = (0..<count).map { _ in type(depth: depth + 1) }.joined(separator: pick(Self.separators))
        let effects = below(3) == 0 ? pick([" async", " throws", " async throws", " throws async", " rethrows", "async", " async  throws"]) : ""
        return "(" + parameters + ")" + effects + (below(4) == 0 ? pick(["->", " ->", "  -> "]) : " -> ") + type(depth: depth + 1)
    }

    mutating func type(depth: Int) -> String {
        let form = depth > 3 ? below(2) : below(12)
        var text: String
        switch form {
        case 0, 1: text = name()
        case 2: text = name() + "." + name()
        case 3:
            let count = 1 + below(3)
            text = name() + "<" + (0..<count).map { _ in type(depth: depth + 1) }.joined(separator: pick(Self.separators)) + ">"
        case 4: text = "[" + type(depth: depth + 1) + "]"
        case 5: text = "[" + type(depth: depth + 1) + pick([": ", ": ", ":", " : ", ":  "]) + type(depth: depth + 1) + "]"
        case 6: text = pick(["any ", "any ", "some ", "any  ", "inout "]) + name()
        case 7: text = "(" + pick(["any ", "any ", ""]) + name() + pick([")", ")", " )"])
        case 8: text = function(depth: depth + 1)
        case 9: text = "(" + function(depth: depth + 1) + pick([")", ")", " )"])
        case 10:
            let count = 1 + below(3)
            text = "(" + (0..<count).map { _ in
                (below(2) == 0 ? label() + pick([": ", ": ", ":", " : "]) : "") + type(depth: depth + 1)
            }.joined(separator: pick(Self.separators)) + pick([")", ")", " )"])
        default: text = type(depth: depth + 1) + "." + type(depth: depth + 1)
        }
        for _ in 0..<pick([0, 0, 0, 1, 1, 2]) { text += pick(["?", "?", "!", " ?"]) }
        return text
    }

    /// Literals the grammar takes, and (one time in four) near misses that it must not.
    static let plainLiterals = ["nil", "true", "false", "0", "20", "0.5", "10.25", "\"\"", "\"a b\"", "\"a-b.c, d_e\"", "[]", "[:]",
                                "{}", ".standard", ".custom", "Theme.standard", "Foo()", "X1.y2"]
    static let oddLiterals = ["007", "1.", "1e3", "-1", "1_000", "\"a\\n\"", "\"#\"", "\"a\\(b)\"", "[1]", "{ }", ".init", ".self",
                              ".default", ".Standard", "nil5", "self", "x", "\"é\"", "0x1F"]
    static let plainLabels = ["pageSize", "title", "limit", "x2"]
    static let oddLabels = ["in", "for", "self", "Label", "_x", "default"]

    mutating func literal() -> String {
        below(4) == 0 ? pick(Self.oddLiterals) : pick(Self.plainLiterals)
    }

    mutating func label() -> String {
        below(4) == 0 ? pick(Self.oddLabels) : pick(Self.plainLabels)
    }

    mutating func expression(depth: Int) -> String {
        switch depth > 2 ? 0 : below(5) {
        case 0, 1: return literal()
        case 2: return pick(["Configuration", "Theme", ".init", ".make", "Theme.make", "Foo.Bar"]) + arguments(depth: depth)
        case 3: return "." + pick(["standard", "custom", "init", "default", "x1"]) + arguments(depth: depth)
        default: return name() + "." + pick(["standard", "shared", "self", "Type"])
        }
    }

    private mutating func arguments(depth: Int) -> String {
        let count = below(4)
        let items = (0..<count).map { _ -> String in
            let label = below(3) == 0 ? "" : label() + pick([": ", ": ", ": ", ":", " : "])
            return label + expression(depth: depth + 1)
        }
        return "(" + items.joined(separator: pick(Self.separators)) + pick([")", ")", ")", ")", " )", ""])
    }

    /// `text` with one character inserted, removed or replaced, from a set chosen to
    /// reach the edges of the grammar.
    mutating func mutated(_ text: String) -> String {
        var characters = Array(text)
        let alphabet: [Character] = [" ", "?", "!", "<", ">", "[", "]", "(", ")", ":", ",", ".", "&", "@", "-", "=", "\"",
                                     "\\", "#", "/", "a", "Z", "0", "_", "\t", "\n", "{", "}", ";", "$", "`", "é"]
        let index = characters.isEmpty ? 0 : below(characters.count)
        switch below(3) {
        case 0: characters.insert(pick(alphabet), at: min(index, characters.count))
        case 1: if !characters.isEmpty { characters.remove(at: index) }
        default: if !characters.isEmpty { characters[index] = pick(alphabet) }
        }
        return String(characters)
    }
}

/// The byte-wise fast paths of names and trimming give what the character-wise rules give.
final class ASCIIFastPathTests: XCTestCase {
    func testTrimmingTakesOffSpacesAndTabsOnly() {
        let cases: [(String, String)] = [
            ("", ""), ("   ", ""), ("\t \t", ""), ("Int", "Int"), (" Int", "Int"), ("Int \t", "Int"),
            ("  [String: Int]  ", "[String: Int]"), ("\n Int \n", "\n Int \n"), (" é ", "é"),
            (" \u{301}x ", " \u{301}x"), (" a b ", "a b"),
        ]
        for (text, trimmed) in cases {
            XCTAssertEqual(text.trimmingWhitespace, trimmed, "\(text.debugDescription)")
        }
    }

    func testNameProblemsOfPlainAndOtherNames() {
        XCTAssertNil(SwiftIdentifier.problem(with: "name"))
        XCTAssertNil(SwiftIdentifier.problem(with: "_name2"))
        XCTAssertNil(SwiftIdentifier.problem(with: "`class`"))
        XCTAssertNil(SwiftIdentifier.problem(with: "café"))
        XCTAssertEqual(SwiftIdentifier.problem(with: "_"), "'_' is not a name")
        XCTAssertEqual(SwiftIdentifier.problem(with: "`_`"), "'_' is not a name")
        XCTAssertEqual(SwiftIdentifier.problem(with: ""), "it is empty")
        XCTAssertEqual(SwiftIdentifier.problem(with: "`a"), "unbalanced backticks")
        XCTAssertEqual(SwiftIdentifier.problem(with: "2fast"), "it starts with a digit")
        XCTAssertNotNil(SwiftIdentifier.problem(with: "a-b"))
        XCTAssertNotNil(SwiftIdentifier.problem(with: "$0"))
    }
}
