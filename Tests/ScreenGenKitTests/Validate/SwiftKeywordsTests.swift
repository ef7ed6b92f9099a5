@testable import ScreenGenKit
import XCTest

/// The keyword rules come from SwiftSyntax and SwiftParser; these pin them to what the
/// compiler does (checked with `swiftc -typecheck` on every keyword in each position).
final class SwiftKeywordsTests: XCTestCase {
    /// Keywords that `swiftc` refuses unescaped as a parameter that is declared and used,
    /// and those that after a dot mean something else (`x.Type`).
    static let compilerNeedsBackticks: Set<String> = [
        "Any", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init",
        "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat",
        "rethrows", "return", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "var", "where", "while",
        // After a dot: `x.self`, `T.Self`, `T.init`, `T.Type`, `P.Protocol`.
        "self", "Self", "Type", "Protocol",
    ]

    func testTheKeywordsThatNeedBackticksAreTheCompilers() {
        XCTAssertEqual(SwiftKeywords.all.count, 203, "SwiftSyntax's Keyword enum")
        let derived = Set(SwiftKeywords.all.filter(SwiftIdentifier.needsBackticks))
        XCTAssertEqual(derived.subtracting(Self.compilerNeedsBackticks).sorted(), [], "escaped without need")
        XCTAssertEqual(Self.compilerNeedsBackticks.subtracting(derived).sorted(), [], "needed and not escaped")
    }

    func testNamesThatAreNoKeywordNeedNoBackticks() {
        for name in ["item", "url", "Default", "selfie", "types", "kind", "get", "some", "open"] {
            XCTAssertFalse(SwiftIdentifier.needsBackticks(name), name)
            XCTAssertEqual(SwiftIdentifier.escaped(name), name)
        }
        XCTAssertEqual(SwiftIdentifier.escaped("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.escaped("Type"), "`Type`")
    }
}
