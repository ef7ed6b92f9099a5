/// Text of the diagnostics about routes: which screens get a `ScreenRoute` case, and their
/// `url:` patterns.
extension DiagnosticKind {
    func screenNotARouteMessage(_ screen: String, _ reason: String) -> String {
        return "screen '\(shownValue(screen))' has no ScreenRoute case: \(reason.shownOnOneLine); push or present it with its own members"
    }

    func urlWithoutRouteMessage(_ screen: String, _ reason: String) -> String {
        return "screen '\(shownValue(screen))' has 'url', but it has no ScreenRoute case: \(reason.shownOnOneLine)"
    }

    func invalidURLPatternMessage(_ pattern: String, _ reason: String) -> String {
        return "'\(shownValue(pattern))' is not a URL pattern: \(reason.shownOnOneLine)"
    }

    func unknownURLParameterMessage(_ name: String, _ pattern: String, _ screen: String, _ suggestion: String?) -> String {
        let hint = suggestion.map { "did you mean '{\(shownValue($0))}'?" } ?? "name one of its init or initialize parameters"
        return "'{\(shownValue(name))}' in '\(shownValue(pattern))' is not a parameter of screen '\(shownValue(screen))'; \(hint)"
    }

    func unknownRedactedParameterMessage(_ name: String, _ screen: String, _ suggestion: String?) -> String {
        let hint = suggestion.map { "did you mean '\(shownValue($0))'?" } ?? "name one of its init or initialize parameters"
        return "'redact' names '\(shownValue(name))', which is not a parameter of screen '\(shownValue(screen))'; \(hint)"
    }

    func unreachableScreenMessage(_ screen: String, _ entries: [String]) -> String {
        let names = entries.map { "'\(shownValue($0))'" }.joined(separator: ", ")
        return "screen '\(shownValue(screen))' is not reachable from an entry point (\(names)) through segues, routes with 'url' or their 'parent' and 'tab' chains; declare a segue to it, give it a 'url', make it a 'parent' or a 'tab', or mark it 'entry: true'"
    }

    func urlMissingParameterMessage(_ name: String, _ pattern: String, _ screen: String) -> String {
        return "'\(shownValue(pattern))' of screen '\(shownValue(screen))' has no '{\(shownValue(name))}', and parameter '\(shownValue(name))' has no default value, so a link could not give it one; add '{\(shownValue(name))}' to the pattern or a default to the parameter"
    }

    func routeParameterNotCodableMessage(_ screen: String, _ parameter: String, _ type: String) -> String {
        return "parameter '\(shownValue(parameter))' of screen '\(shownValue(screen))' has type '\(shownValue(type))', which is not known to be Codable, and 'routes: codable' makes ScreenRoute Codable; a stored stack holding this route could not be restored"
    }

    func linkContractBrokenMessage(_ pattern: String, _ screen: String, _ reason: String) -> String {
        return "link '\(shownValue(pattern))' of screen '\(shownValue(screen))' in the links baseline is broken: \(reason.shownOnOneLine); links already published would no longer open the screen they name"
    }

    func overlappingURLPatternsMessage(_ pattern: String, _ screen: String, _ other: String, _ otherScreen: String) -> String {
        return "'\(shownValue(pattern))' of screen '\(shownValue(screen))' and '\(shownValue(other))' of screen '\(shownValue(otherScreen))' match the same paths, and neither has a literal segment wherever the other does; make one of them more literal (e.g. '/articles/new' beside '/articles/{id}') or tell them apart by a literal segment"
    }
}
