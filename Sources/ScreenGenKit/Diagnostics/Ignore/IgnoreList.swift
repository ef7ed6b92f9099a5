/// The `ignore:` lists that apply to one module's run: every spec file's, and the config
/// file's. What they hide is counted, not shown; an entry that hides nothing is reported
/// (``IgnoreRule/unusedWarnings(_:used:)``).
public struct IgnoreList: Sendable {
    /// One spec file's rules, and what they reach: diagnostics located in the file, or
    /// about the storyboards and screens it declares.
    struct SpecRules: Sendable {
        var file: String
        var rules: [IgnoreRule]
        var storyboards: Set<String>
        var screens: Set<String>

        func reaches(_ diagnostic: Diagnostic, subject: DiagnosticSubject) -> Bool {
            diagnostic.location.file == file
                || subject.storyboard.map(storyboards.contains) == true
                || subject.screen.map(screens.contains) == true
        }
    }

    /// What applying the lists gives.
    public struct Outcome: Sendable {
        public var shown: [Diagnostic] = []
        public var ignored: [Diagnostic] = []
        /// The locations of the rules that hid at least one diagnostic.
        public var used: Set<SourceLocation> = []
    }

    var specs: [SpecRules]
    /// The config file's rules, which reach every diagnostic of the run.
    var config: [IgnoreRule]

    /// The config's rules alone, for what lies between the modules of a run.
    public init(config: [IgnoreRule]) {
        self.init(documents: [], config: config)
    }

    init(documents: [SpecDocument], config: [IgnoreRule]) {
        specs = documents.filter { !$0.ignores.isEmpty }.map { document in
            SpecRules(file: document.file, rules: document.ignores,
                      storyboards: Set(document.storyboards.map(\.name.value)), screens: Set(document.screens.map(\.name.value)))
        }
        self.config = config
    }

    /// `diagnostics` split into those shown and those an entry hides, in their order.
    /// Every entry that matches a diagnostic is used, not just the first.
    public func apply(_ diagnostics: [Diagnostic]) -> Outcome {
        var outcome = Outcome()
        guard !specs.isEmpty || !config.isEmpty else {
            outcome.shown = diagnostics
            return outcome
        }
        for diagnostic in diagnostics {
            guard diagnostic.kind.diagnosticCode.isIgnorable else {
                outcome.shown.append(diagnostic)
                continue
            }
            let subject = diagnostic.kind.subject
            var hidden = false
            for rule in config where rule.matches(diagnostic, subject: subject) {
                outcome.used.insert(rule.location)
                hidden = true
            }
            for spec in specs where spec.reaches(diagnostic, subject: subject) {
                for rule in spec.rules where rule.matches(diagnostic, subject: subject) {
                    outcome.used.insert(rule.location)
                    hidden = true
                }
            }
            if hidden {
                outcome.ignored.append(diagnostic)
            } else {
                outcome.shown.append(diagnostic)
            }
        }
        return outcome
    }
}
