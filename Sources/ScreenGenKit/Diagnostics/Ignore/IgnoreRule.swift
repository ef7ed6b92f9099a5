/// One entry of an `ignore:` list, in a spec file or in `screengen.yml`: a warning's code,
/// optionally only where it is about one storyboard and/or one screen.
///
/// ```yaml
/// ignore:
///   - confusable-name                  # everywhere the list applies
///   - code: unclaimed-scene            # only about storyboard Main
///     storyboard: Main
///   - code: undeclared-segue           # only about screen LegacyViewController
///     screen: LegacyViewController
/// ```
///
/// Errors cannot be ignored: a run that generates nothing must say why.
public struct IgnoreRule: Sendable, Hashable {
    public var code: DiagnosticCode
    public var storyboard: String?
    public var screen: String?
    /// Where the entry's code is written: where `unused-ignore` points.
    public var location: SourceLocation

    public init(code: DiagnosticCode, storyboard: String? = nil, screen: String? = nil, location: SourceLocation) {
        self.code = code
        self.storyboard = storyboard
        self.screen = screen
        self.location = location
    }

    /// Whether the entry hides `diagnostic`, whose subject is `subject`: the same code, a
    /// warning, and about the entry's storyboard and screen when it names them.
    func matches(_ diagnostic: Diagnostic, subject: DiagnosticSubject) -> Bool {
        diagnostic.kind.diagnosticCode == code && diagnostic.kind.severity == .warning
            && (storyboard == nil || storyboard == subject.storyboard)
            && (screen == nil || screen == subject.screen)
    }

    /// The `unused-ignore` warnings of the rules that hid nothing (`used` holds the
    /// locations of those that did).
    public static func unusedWarnings(_ rules: [IgnoreRule], used: Set<SourceLocation>) -> [Diagnostic] {
        rules.filter { !used.contains($0.location) }.map { Diagnostic(.unusedIgnore(rule: $0), at: $0.location) }
    }
}

extension Pipeline.Result {
    /// Adds the warnings of `rules` (the config's) that hid nothing in this run, unless it
    /// has errors: the rules that would have warned may not have run then. A run over the
    /// config's `modules:` does this over every module's result at once instead.
    public mutating func reportUnusedIgnores(_ rules: [IgnoreRule]) {
        guard !rules.isEmpty, !diagnostics.containsErrors else { return }
        diagnostics = (diagnostics + IgnoreRule.unusedWarnings(rules, used: usedIgnores)).sorted()
    }
}

extension DiagnosticCode {
    /// Whether an `ignore:` entry may name the code: a warning other than `unused-ignore`,
    /// which reports entries to remove and so is never hidden by one.
    public var isIgnorable: Bool {
        severity == .warning && self != .unusedIgnore
    }
}
