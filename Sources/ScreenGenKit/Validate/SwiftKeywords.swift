import SwiftParser
import SwiftSyntax

/// Swift's keywords as SwiftSyntax knows them, and which of them a name needs backticks for.
///
/// The list comes from SwiftSyntax's `Keyword` (contextual keywords such as `get`, `some`
/// and `async` included), so it follows the parser the project builds with; whether a
/// keyword needs backticks is SwiftParser's answer, asked once per keyword a spec uses.
enum SwiftKeywords {
    /// Every keyword's spelling.
    static let all: Set<String> = {
        var spellings = Set<String>()
        for raw in UInt8.min...UInt8.max {
            if let keyword = Keyword(rawValue: raw) { spellings.insert(TokenSyntax.keyword(keyword).text) }
        }
        return spellings
    }()

    /// Keywords that are names after a dot, where they mean something else: `x.self`,
    /// `T.Type`, `P.Protocol`, `T.init`. SwiftParser accepts them there as what they mean,
    /// so its answer alone would not ask for the backticks that `self.Type` as a member needs.
    static let memberKeywords: Set<String> = ["self", "Self", "init", "Type", "Protocol"]

    /// Whether `word` needs backticks to be a name in a declaration, a reference or a member
    /// access: a keyword that SwiftParser does not read as a name where one is declared or
    /// used, or one of ``memberKeywords``.
    static func needsBackticks(_ word: String) -> Bool {
        guard all.contains(word) else { return false }
        if memberKeywords.contains(word) { return true }
        return SwiftFragment.memo.answer(.keyword, word) { readsAsKeyword(word) ? "" : nil } != nil
    }

    /// SwiftParser's answer, the memo not consulted: whether `word` does not parse as the
    /// name a constant declares (`let default = 0`) or as an expression (`_ = await`).
    static func readsAsKeyword(_ word: String) -> Bool {
        Parser.parse(source: "let \(word) = 0").hasError || Parser.parse(source: "_ = \(word)").hasError
    }
}
