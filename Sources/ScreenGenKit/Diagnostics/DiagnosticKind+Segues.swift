/// Text of the diagnostics about segues: the `segues:` of a screen, and (in the
/// cross-check) the segues of the storyboards.
extension DiagnosticKind {
    var segueCode: String {
        switch self {
        case .missingSegueDestination: return "missing-segue-destination"
        case .segueOnNonScene: return "segue-on-non-scene"
        case .invalidSegueIdentifier: return "invalid-segue-identifier"
        case .duplicateSegueCase: return "duplicate-segue-case"
        case .undeclaredSegueDestination: return "undeclared-segue-destination"
        case .segueDestinationNotAScene: return "segue-destination-not-a-scene"
        case .segueDestinationUsesCreator: return "segue-destination-uses-creator"
        case .segueNotFound: return "segue-not-found"
        case .segueDestinationMismatch: return "segue-destination-mismatch"
        case .segueKindNotSupported: return "segue-kind-not-supported"
        case .segueReferenceUnresolved: return "segue-reference-unresolved"
        case .undeclaredSegue: return "undeclared-segue"
        default: return ""
        }
    }

    var segueMessage: String {
        switch self {
        case let .missingSegueDestination(identifier):
            return "segue '\(q(identifier))' has no 'destination'; expected the screen it shows, e.g. 'destination: NoteViewController'"
        case let .segueOnNonScene(screen, kind):
            return "screen '\(q(screen))' has 'segues', but it is \(kind); only a storyboard scene performs segues, so show the screens it leads to with push or present"
        case let .invalidSegueIdentifier(identifier, screen, reason):
            return "segue identifier '\(q(identifier))' of screen '\(q(screen))' cannot become a \(q(screen)).Segue case: \(reason.shownOnOneLine)"
        case let .duplicateSegueCase(identifier, screen, caseName, other, _):
            return "segues '\(q(identifier))' and '\(q(other))' of screen '\(q(screen))' both become the case '.\(q(caseName))'; rename one in the storyboard and the spec"
        case let .undeclaredSegueDestination(destination, identifier, _, suggestion):
            let hint = suggestion.map { "did you mean '\(q($0))'?" } ?? "declare it under 'screens:' or fix the name"
            return "segue '\(q(identifier))' shows screen '\(q(destination))', which no spec declares; \(hint)"
        case let .segueDestinationNotAScene(destination, identifier, kind, _):
            return "segue '\(q(identifier))' shows screen '\(q(destination))', which is \(kind); a segue's destination is a storyboard scene (push or present the screen in code instead)"
        case let .segueDestinationUsesCreator(destination, identifier, _):
            return "segue '\(q(identifier))' shows screen '\(q(destination))', which is made through init?(coder:...) with 'init' parameters; UIKit makes a segue's destination with init?(coder:) alone, so move them to 'initialize' (which the typed prepare forwards) or push the screen in code"
        default:
            return segueCrossCheckMessage
        }
    }

    var segueNotes: [DiagnosticNote] {
        switch self {
        case let .duplicateSegueCase(_, _, _, other, location):
            return [DiagnosticNote("'\(q(other))' is declared here", at: location)]
        case let .segueDestinationNotAScene(destination, _, _, location), let .segueDestinationUsesCreator(destination, _, location):
            return [DiagnosticNote("'\(q(destination))' is declared here", at: location)]
        case let .segueNotFound(_, _, scene, _, _):
            return [DiagnosticNote("the scene is here", at: scene.location)]
        case let .segueDestinationMismatch(_, _, _, _, scene, navigation, _, _):
            return (navigation.map { [DiagnosticNote("the navigation controller is here", at: $0.location)] } ?? [])
                + (scene.map { [DiagnosticNote("the destination scene is here", at: $0.location)] } ?? [])
        case let .segueKindNotSupported(_, _, segue, _):
            return [DiagnosticNote("the segue is here", at: segue.location)]
        case let .segueReferenceUnresolved(_, reference, _):
            return [DiagnosticNote("the storyboard reference is here", at: reference.location)]
        case let .undeclaredSegue(_, _, screen, location):
            return [DiagnosticNote("screen '\(q(screen))' is declared here", at: location)]
        default:
            return []
        }
    }
}

extension DiagnosticKind {
    /// The messages of the check against the storyboards: each names the storyboard file,
    /// the scene and the segue's kind, since the location is the spec line.
    var segueCrossCheckMessage: String {
        switch self {
        case let .segueNotFound(identifier, screen, scene, identifiers, suggestion):
            let start = "scene '\(q(scene.id))' of '\(q(screen))' in '\(shownPath(scene.location.file))' has no segue with identifier '\(q(identifier))'"
            if let suggestion { return "\(start); did you mean '\(q(suggestion))'?" }
            let known = identifiers.isEmpty ? "it has no identified segue" : "its segues: " + identifiers.map(q).joined(separator: ", ")
            return "\(start); \(known) (set the identifier in the segue's Attributes inspector)"
        case let .segueDestinationMismatch(identifier, kind, destination, embedded, scene, navigation, file, hint):
            let start = "segue '\(q(identifier))' (kind '\(q(kind))') in '\(shownPath(file))'"
            let found = scene.map { "scene '\(q($0.id))' " + ($0.customClass.map { "of class '\(q($0))'" } ?? "with no custom class (a plain \($0.elementKind))") }
                ?? "a navigation controller with no root view controller"
            let expected = embedded ? "a navigation controller whose root is '\(q(destination))'" : "'\(q(destination))'"
            let through = navigation.map { "a navigation controller ('\(q($0.id))') whose root is " } ?? ""
            return "\(start) leads to \(through)\(found); expected \(expected)" + (hint.map { "; \($0)" } ?? "")
        case let .segueKindNotSupported(identifier, screen, segue, file):
            let start = "segue '\(q(identifier))' of '\(q(screen))' in '\(shownPath(file))' is \(segue.kind == "unwind" ? "an unwind" : "an embed") segue (kind '\(q(segue.kind))')"
            if segue.kind == "unwind" {
                return "\(start): UIKit finds its destination at run time, walking back to the view controller with the unwind action, so it has no destination to type or check; remove it from 'segues:' and perform it with performSegue(withIdentifier:sender:)"
            }
            return "\(start): UIKit performs it when the container view loads, and performSegue cannot perform it; remove it from 'segues:' and set up the child in prepare(for:sender:)"
        case let .segueReferenceUnresolved(identifier, reference, reason):
            return "segue '\(q(identifier))' leads to storyboard reference '\(q(reference.id))', which cannot be followed: \(reason.shownOnOneLine)"
        case let .undeclaredSegue(storyboard, segue, screen, _):
            let identifier = segue.identifier ?? ""
            return "segue '\(q(identifier))' (kind '\(q(segue.kind))') of screen '\(q(screen))' in storyboard '\(q(storyboard))' is declared in no spec, so it has no Segue case; add it under the screen's 'segues:'"
        default:
            return ""
        }
    }
}
