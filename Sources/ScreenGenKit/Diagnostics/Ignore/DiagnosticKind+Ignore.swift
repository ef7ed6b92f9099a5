/// Text of the diagnostics about `ignore:` lists.
extension DiagnosticKind {
    func unknownDiagnosticCodeMessage(_ code: String, _ suggestion: String?) -> String {
        let hint = suggestion.map { "did you mean '\($0)'?" } ?? "'screengen explain --list' lists every code"
        return "'ignore' names '\(shownValue(code))', which is no diagnostic code; \(hint)"
    }

    func unignorableDiagnosticMessage(_ code: DiagnosticCode) -> String {
        if code == .unusedIgnore {
            return "'\(code.rawValue)' cannot be ignored: it reports ignore entries that hide nothing; remove those entries instead"
        }
        return "'\(code.rawValue)' is an error, and errors cannot be ignored; fix what it reports instead ('screengen explain \(code.rawValue)' says how)"
    }

    func unusedIgnoreMessage(_ rule: IgnoreRule) -> String {
        let scope = [rule.storyboard.map { "storyboard '\(shownValue($0))'" }, rule.screen.map { "screen '\(shownValue($0))'" }].compactMap { $0 }
        let shown = "'\(rule.code.rawValue)'" + (scope.isEmpty ? "" : " for \(scope.joined(separator: " and "))")
        return "ignore entry \(shown) hides no diagnostic of this run; remove it, or fix its code or scope"
    }
}
