/// Names that read the same but are different: a screen `Cаrd` (Cyrillic `а`) next to a
/// screen `Card` compiles as two types, and a reader of the specs or of a call site cannot
/// tell which one is meant. A warning, located on the later name, with a note on the other.
extension SpecValidator {
    /// `role` is how the message names them: `screen` or `storyboard`.
    /// `names` may be lazy: with only ASCII names (nearly every spec), each is read once.
    mutating func warnConfusable(_ names: some Collection<(name: String, location: SourceLocation)>, role: String) {
        // Two different ASCII names never look alike here: only names with other characters
        // need a skeleton.
        guard names.contains(where: { !$0.name.isAllASCII }) else { return }
        var bySkeleton: [String: (name: String, location: SourceLocation)] = [:]
        for entry in names {
            let skeleton = ConfusableSkeleton.of(entry.name)
            guard let first = bySkeleton[skeleton] else {
                bySkeleton[skeleton] = entry
                continue
            }
            if first.name != entry.name {
                diagnostics.append(Diagnostic(.confusableName(role: role, name: entry.name, other: first.name, otherLocation: first.location),
                                              at: entry.location))
            }
        }
    }
}
