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
            return ""
        }
    }

    var segueNotes: [DiagnosticNote] {
        switch self {
        case let .duplicateSegueCase(_, _, _, other, location):
            return [DiagnosticNote("'\(q(other))' is declared here", at: location)]
        case let .segueDestinationNotAScene(destination, _, _, location), let .segueDestinationUsesCreator(destination, _, location):
            return [DiagnosticNote("'\(q(destination))' is declared here", at: location)]
        default:
            return []
        }
    }
}
