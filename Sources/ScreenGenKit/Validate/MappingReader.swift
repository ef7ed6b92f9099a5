/// Reads one YAML mapping of a known shape: reports unknown keys (with a suggestion),
/// keys that are not plain strings, and values of the wrong kind.
///
/// An unknown key with a suggestion is read as the key it suggests (when the mapping does
/// not have that key too), so that nothing is reported again only because the key was
/// misspelled: `storybaord: Main` is one error, not also a storyboard that no screen uses.
struct MappingReader {
    /// The mapping's pairs, as the node holds them: each key a plain string on one line
    /// (``YAMLNode/Pair/keyText``). Pairs with any other key were reported and left out; a
    /// misspelled key stands for the key it suggests, at its own place.
    ///
    /// Shared with the node, not copied: there is a reader for every screen and parameter
    /// list, and building an array of its entries copied every key and value node into it.
    private(set) var pairs: [YAMLNode.Pair]

    /// Unknown keys that read as parameters (`name: String`) right after a parameter list
    /// (``init(_:key:section:allowed:allowsExtensions:parameterLists:diagnostics:)``),
    /// reported as such, with the list each belongs to.
    private(set) var misplacedParameters: [(list: String, pair: YAMLNode.Pair)] = []

    /// Reads `node` as a mapping whose keys are free (names of screens, storyboards,
    /// parameters). Null reads as an empty mapping. Returns nil, with a diagnostic, for
    /// anything else.
    ///
    /// `key` and `expected` are only worked out for a diagnostic: most mappings are fine, and
    /// there is one per screen.
    init?(_ node: YAMLNode, key keyText: @autoclosure () -> String, expected: @autoclosure () -> String, diagnostics: inout [Diagnostic]) {
        if node.isNull {
            pairs = []
            return
        }
        guard case let .mapping(pairs) = node.content else {
            let key = keyText()
            diagnostics.append(Diagnostic(.wrongKind(subject: key.hasPrefix("the ") ? key : "'\(key.shownInMessage)'", expected: expected(), found: node.kindDescription,
                                                     hint: Self.missingSpaceHint(node)), at: node.location))
            return nil
        }
        guard !pairs.allSatisfy(\.hasPlainKey) else {
            self.pairs = pairs
            return
        }
        var kept: [YAMLNode.Pair] = []
        for pair in pairs {
            guard pair.hasPlainKey else {
                let key = keyText()
                diagnostics.append(Diagnostic(.wrongKind(subject: "a key in \(key.hasPrefix("the ") ? key : "'\(key.shownInMessage)'")", expected: "a plain string", found: pair.key.kindDescription, hint: nil), at: pair.key.location))
                continue
            }
            kept.append(pair)
        }
        self.pairs = kept
    }

    /// Reads `node` as a mapping with a fixed set of keys; unknown keys are reported.
    /// With `allowsExtensions`, keys starting with `x-` are ignored: a place for YAML
    /// anchors that other entries merge in (`x-defaults: &main`, then `<<: *main`).
    /// `parameterLists`: the keys whose values are parameter lists (a screen's `init` and
    /// `initialize`), after which an unknown key that reads as a parameter is most likely
    /// one indented too little.
    init?(_ node: YAMLNode, key: @autoclosure () -> String, section: @autoclosure () -> String, allowed: [String], allowsExtensions: Bool = false,
          parameterLists: [String] = [], diagnostics: inout [Diagnostic]) {
        self.init(node, key: key(), expected: "a mapping with the keys \(allowed.joined(separator: ", "))", diagnostics: &diagnostics)
        var aliases: [(index: Int, key: String)] = []
        for index in pairs.indices where !allowed.contains(where: pairs[index].key.isScalar) {
            let pair = pairs[index]
            let key = pair.keyText
            if allowsExtensions, key.hasPrefix("x-") { continue }
            // A key close to one of the section's is a typo of it, however it reads otherwise.
            let suggestion = Suggestion.closest(to: key, in: allowed)
            if suggestion == nil, let misplaced = Self.misplacedParameter(at: index, in: pairs, lists: parameterLists, allowed: allowed) {
                diagnostics.append(Diagnostic(.unknownKey(key: key, section: section(), suggestion: nil, allowed: allowed, misplacedParameter: misplaced),
                                              at: pair.key.location))
                misplacedParameters.append((misplaced.list, pair))
                continue
            }
            diagnostics.append(Diagnostic(.unknownKey(key: key, section: section(), suggestion: suggestion, allowed: allowed), at: pair.key.location))
            if let suggestion, !pairs.contains(where: { $0.key.isScalar(suggestion) }), !aliases.contains(where: { $0.key == suggestion }) {
                aliases.append((index, suggestion))
            }
        }
        for (index, key) in aliases {
            pairs[index] = YAMLNode.Pair(key: YAMLNode(content: .scalar(key, .plain), location: pairs[index].key.location), value: pairs[index].value)
        }
    }

    /// Where the unknown key at `index` belongs when it reads as a parameter (`[label] name:
    /// Type`) and comes right after a parameter list written as a block (or empty), past any
    /// other such keys: one indented as a key of the screen instead of the list's.
    private static func misplacedParameter(at index: Int, in pairs: [YAMLNode.Pair], lists: [String], allowed: [String]) -> MisplacedParameter? {
        guard !lists.isEmpty, readsAsParameter(pairs[index]) else { return nil }
        var previous = index - 1
        while previous >= 0, !allowed.contains(where: pairs[previous].key.isScalar), readsAsParameter(pairs[previous]),
              Suggestion.closest(to: pairs[previous].keyText, in: allowed) == nil { previous -= 1 }
        guard previous >= 0, let list = lists.first(where: pairs[previous].key.isScalar) else { return nil }
        let listKey = pairs[previous].key.location
        if pairs[previous].value.isNull {
            return MisplacedParameter(list: list, column: listKey.column + 2)
        }
        guard case let .mapping(parameters) = pairs[previous].value.content, let first = parameters.first, let last = parameters.last,
              first.key.location.line > listKey.line else { return nil }
        return MisplacedParameter(list: list, column: first.key.location.column, sibling: last.keyText, siblingLocation: last.key.textLocation)
    }

    /// Whether a pair reads as a parameter: one or two names, and a Swift type (and default).
    private static func readsAsParameter(_ pair: YAMLNode.Pair) -> Bool {
        guard let text = pair.value.oneLineScalar, !pair.value.isNull, pair.hasPlainKey else { return false }
        let words = pair.keyText.split(separator: " ")
        guard words.count == 1 || words.count == 2, words.allSatisfy({ $0 == "_" || SwiftIdentifier.problem(with: String($0)) == nil }) else { return false }
        let type = text.split(separator: "=", maxSplits: 1).first.map { String($0).trimmingWhitespace } ?? text
        return SwiftFragment.typeProblem(type) == nil
    }

    /// For a plain scalar where a mapping belongs that has a `:` with no space after it
    /// (`Home:{}`): what YAML needs to read it as `key: value`.
    static func missingSpaceHint(_ node: YAMLNode) -> String? {
        guard case let .scalar(text, .plain) = node.content, node.lineCount == 1, let colon = text.firstIndex(of: ":"),
              colon != text.startIndex, text.index(after: colon) != text.endIndex else { return nil }
        return "YAML reads 'key: value' only with a space after the ':'; write '\(text[..<colon]): \(text[text.index(after: colon)...])'"
    }

    /// The pair whose key is `key`.
    func entry(_ key: String) -> YAMLNode.Pair? {
        index(of: key).map { pairs[$0] }
    }

    func value(_ key: String) -> YAMLNode? {
        index(of: key).map { pairs[$0].value }
    }

    /// Where the pair whose key is `key` is. By index, each key compared where it is: a
    /// search through the pairs themselves copied every pair it passed.
    private func index(of key: String) -> Int? {
        for index in pairs.indices where pairs[index].key.isScalar(key) {
            return index
        }
        return nil
    }

    /// A string value; reports anything that is not a scalar.
    func string(_ key: String, diagnostics: inout [Diagnostic]) -> SpecDocument.Located<String>? {
        guard let node = value(key) else { return nil }
        guard let text = node.oneLineScalar, !node.isNull else {
            diagnostics.append(Diagnostic(.wrongKind(subject: "'\(key.shownInMessage)'", expected: node.lineCount > 1 ? "a string on one line" : "a string", found: node.kindDescription, hint: nil), at: node.location))
            return nil
        }
        return .init(value: text, location: node.textLocation)
    }

    /// A boolean value: plain `true` or `false` (any YAML 1.2 core-schema capitalisation).
    func bool(_ key: String, diagnostics: inout [Diagnostic]) -> SpecDocument.Located<Bool>? {
        guard let node = value(key) else { return nil }
        if case let .scalar(text, .plain) = node.content {
            switch text {
            case "true", "True", "TRUE": return .init(value: true, location: node.location)
            case "false", "False", "FALSE": return .init(value: false, location: node.location)
            default: break
            }
        }
        if let text = node.oneLineScalar {
            diagnostics.append(Diagnostic(.invalidBoolean(key: key, value: text), at: node.location))
        } else {
            diagnostics.append(Diagnostic(.wrongKind(subject: "'\(key.shownInMessage)'", expected: "true or false", found: node.kindDescription, hint: nil), at: node.location))
        }
        return nil
    }

    /// One of a fixed set of words.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, as type: Choice.Type, diagnostics: inout [Diagnostic]) -> SpecDocument.Located<Choice>? where Choice.RawValue == String {
        guard let text = string(key, diagnostics: &diagnostics) else { return nil }
        if let choice = Choice(rawValue: text.value) { return .init(value: choice, location: text.location) }
        let allowed = Choice.allCases.map(\.rawValue)
        diagnostics.append(Diagnostic(
            .invalidChoice(key: key, value: text.value, allowed: allowed, suggestion: Suggestion.closest(to: text.value, in: allowed)),
            at: text.location))
        return nil
    }
}

extension YAMLNode.Pair {
    /// Whether the key is a plain string on one line, as every key a reader keeps is.
    var hasPlainKey: Bool {
        guard case .scalar = key.content else { return false }
        return key.lineCount == 1
    }

    /// The key's text; for a pair a ``MappingReader`` keeps, its plain string.
    var keyText: String {
        key.scalar ?? ""
    }
}
