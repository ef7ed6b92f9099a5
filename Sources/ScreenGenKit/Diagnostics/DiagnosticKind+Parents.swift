/// Text of the diagnostics about back stacks: a route screen's `parent:`.
extension DiagnosticKind {
    func invalidParentMessage(_ screen: String, _ parent: String, _ reason: String) -> String {
        return "'parent: \(shownValue(parent))' of screen '\(shownValue(screen))' cannot make a back stack: \(reason.shownOnOneLine)"
    }

    func parentMissingArgumentMessage(_ screen: String, _ parent: String, _ parameter: String) -> String {
        return "parent '\(shownValue(parent))' of screen '\(shownValue(screen))' needs parameter '\(shownValue(parameter))', which has no default value, "
            + "and nothing gives it: screen '\(shownValue(screen))' has no parameter of that name; add it to the parent's arguments "
            + "(parent: {screen: \(shownValue(parent)), arguments: {\(shownValue(parameter)): <expression>}})"
    }

    func parentArgumentMismatchMessage(_ screen: String, _ parent: String, _ parameter: String, _ reason: String) -> String {
        return "parameter '\(shownValue(parameter))' of parent '\(shownValue(parent))' of screen '\(shownValue(screen))': \(reason.shownOnOneLine)"
    }

    func invalidTabMessage(_ screen: String, _ tab: String, _ reason: String) -> String {
        return "'tab: \(shownValue(tab))' of screen '\(shownValue(screen))' cannot select a tab: \(reason.shownOnOneLine)"
    }

    func parentCycleMessage(_ cycle: [String]) -> String {
        return "'parent' leads in a cycle (\(cycle.map { shownValue($0) }.joined(separator: " -> "))), so no back stack has a root; remove 'parent' from one of these screens"
    }
}
