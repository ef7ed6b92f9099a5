/// Text of the diagnostics about segues: the `segues:` of a screen, and (in the
/// cross-check) the segues of the storyboards.
extension DiagnosticKind {
    func missingSegueDestinationMessage(_ identifier: String) -> String {
        return "segue '\(shownValue(identifier))' has no 'destination'; expected the screen it shows, e.g. 'destination: NoteViewController'"
    }

    func segueOnNonSceneMessage(_ screen: String, _ kind: String) -> String {
        return "screen '\(shownValue(screen))' has 'segues', but it is \(kind); only a storyboard scene performs segues, so show the screens it leads to with push or present"
    }

    func invalidSegueIdentifierMessage(_ identifier: String, _ screen: String, _ reason: String) -> String {
        return "segue identifier '\(shownValue(identifier))' of screen '\(shownValue(screen))' cannot become a \(shownValue(screen)).Segue case: \(reason.shownOnOneLine)"
    }

    func duplicateSegueCaseMessage(_ identifier: String, _ screen: String, _ caseName: String, _ other: String) -> String {
        return "segues '\(shownValue(identifier))' and '\(shownValue(other))' of screen '\(shownValue(screen))' both become the case '.\(shownValue(caseName))'; rename one in the storyboard and the spec"
    }

    func undeclaredSegueDestinationMessage(_ destination: String, _ identifier: String, _ suggestion: String?) -> String {
        let hint = suggestion.map { "did you mean '\(shownValue($0))'?" } ?? "declare it under 'screens:' or fix the name"
        return "segue '\(shownValue(identifier))' shows screen '\(shownValue(destination))', which no spec declares; \(hint)"
    }

    func segueDestinationNotASceneMessage(_ destination: String, _ identifier: String, _ kind: String) -> String {
        return "segue '\(shownValue(identifier))' shows screen '\(shownValue(destination))', which is \(kind); a segue's destination is a storyboard scene (push or present the screen in code instead)"
    }

    func segueDestinationUsesCreatorMessage(_ destination: String, _ identifier: String) -> String {
        return "segue '\(shownValue(identifier))' shows screen '\(shownValue(destination))', which is made through init?(coder:...) with 'init' parameters; UIKit makes a segue's destination with init?(coder:) alone, so move them to 'initialize' (which the typed prepare forwards) or push the screen in code"
    }
}

/// The messages of the check against the storyboards: each names the storyboard file,
/// the scene and the segue's kind, since the location is the spec line.
extension DiagnosticKind {
    func segueNotFoundMessage(_ identifier: String, _ screen: String, _ scene: StoryboardScene, _ identifiers: [String], _ suggestion: String?) -> String {
        let start = "scene '\(shownValue(scene.id))' of '\(shownValue(screen))' in '\(shownPath(scene.location.file))' has no segue with identifier '\(shownValue(identifier))'"
        if let suggestion { return "\(start); did you mean '\(shownValue(suggestion))'?" }
        let known = identifiers.isEmpty ? "it has no identified segue" : "its segues: " + identifiers.map(shownValue).joined(separator: ", ")
        return "\(start); \(known) (set the identifier in the segue's Attributes inspector)"
    }

    func segueDestinationMismatchMessage(_ identifier: String, _ kind: String, _ destination: String, _ embedded: Bool, _ scene: StoryboardScene?, _ navigation: StoryboardScene?, _ file: String, _ hint: String?) -> String {
        let start = "segue '\(shownValue(identifier))' (kind '\(shownValue(kind))') in '\(shownPath(file))'"
        let found = scene.map { "scene '\(shownValue($0.id))' " + ($0.customClass.map { "of class '\(shownValue($0))'" } ?? "with no custom class (a plain \($0.elementKind))") }
            ?? "a navigation controller with no root view controller"
        let expected = embedded ? "a navigation controller whose root is '\(shownValue(destination))'" : "'\(shownValue(destination))'"
        let through = navigation.map { "a navigation controller ('\(shownValue($0.id))') whose root is " } ?? ""
        return "\(start) leads to \(through)\(found); expected \(expected)" + (hint.map { "; \($0)" } ?? "")
    }

    func segueKindNotSupportedMessage(_ identifier: String, _ screen: String, _ segue: StoryboardSegue, _ file: String) -> String {
        let start = "segue '\(shownValue(identifier))' of '\(shownValue(screen))' in '\(shownPath(file))' is \(segue.kind == "unwind" ? "an unwind" : "an embed") segue (kind '\(shownValue(segue.kind))')"
        if segue.kind == "unwind" {
            return "\(start): UIKit finds its destination at run time, walking back to the view controller with the unwind action, so it has no destination to type or check; remove it from 'segues:' and perform it with performSegue(withIdentifier:sender:)"
        }
        return "\(start): UIKit performs it when the container view loads, and performSegue cannot perform it; remove it from 'segues:' and set up the child in prepare(for:sender:)"
    }

    func segueReferenceUnresolvedMessage(_ identifier: String, _ reference: StoryboardReference, _ reason: String) -> String {
        return "segue '\(shownValue(identifier))' leads to storyboard reference '\(shownValue(reference.id))', which cannot be followed: \(reason.shownOnOneLine)"
    }

    func undeclaredSegueMessage(_ storyboard: String, _ segue: StoryboardSegue, _ screen: String, entry: String?) -> String {
        let identifier = segue.identifier ?? ""
        let what = entry.map { "add '\(shownFix($0))'" } ?? "add it"
        return "segue '\(shownValue(identifier))' (kind '\(shownValue(segue.kind))') of screen '\(shownValue(screen))' in storyboard '\(shownValue(storyboard))' is declared in no spec, so it has no Segue case; \(what) under the screen's 'segues:'"
    }
}
