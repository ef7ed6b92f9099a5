extension DiagnosticKind {
    /// One line: what is wrong and what is expected. Whatever text a value brings in, the
    /// line holds no line break and no invisible character (a bidirectional override, a
    /// zero-width space) as itself: each is spelled `\u{…}`, so a terminal shows what is there.
    public var message: String { composedMessage.shownOnOneLine }

    private var composedMessage: String {
        switch self {
        case let .specsFolderMissing(path):
            return "specs folder '\(shownPath(path))' does not exist; expected a folder of *.yml spec files (--specs DIR)"
        case let .noSpecFiles(folder):
            return "no spec files in '\(shownPath(folder))'; expected at least one *.yml or *.yaml file"
        case let .unreadableFile(reason):
            return "cannot read file: \(reason.shownOnOneLine)"
        case let .invalidUTF8(offset):
            return "file is not valid UTF-8 (first bad byte at offset \(offset)); expected UTF-8 text"
        case let .unsupportedEncoding(encoding, byteOrderMark):
            let mark = byteOrderMark ? "it starts with a \(encoding) byte order mark" : "without a byte order mark"
            return "file is \(encoding) text (\(mark)), not UTF-8; save it as UTF-8"
        case let .yamlSyntax(problem, _, _):
            return problem
        case .multipleDocuments:
            return "a spec file holds one YAML document; found a second one ('---')"
        case .emptySpecFile:
            return "spec file is empty; expected a mapping with 'screens:' and/or 'storyboards:'"
        case let .duplicateKey(key, _):
            return "duplicate key '\(shownValue(key))'; each key may appear once in a mapping"
        case let .unsupportedTag(tag):
            return "YAML tag '\(shownValue(tag))' is not supported; remove it (spec values are plain strings, booleans and mappings)"
        case let .documentTooLarge(limit):
            return "document expands to more than \(limit) nodes (through aliases); expected a spec without alias bombs"
        case let .specFileTooLarge(bytes, limit):
            return "spec file is \(bytes) bytes, more than the limit of \(limit) bytes; a spec declares screens, so split a file this large or check that it is the right file"
        case let .outputPathCollision(path, otherFile):
            return "this spec file and '\(shownPath(otherFile))' would both generate '\(shownPath(path))'; rename one of them"
        case let .tooManyScreens(count, limit):
            return "the specs declare \(count) screens, more than the \(limit) one module can have; split the screens into modules with their own specs"
        case let .nestingTooDeep(limit):
            return "collections nested deeper than \(limit) levels; a spec needs at most 4"
        case let .unknownKey(key, section, _, _, misplaced?):
            return "unknown key '\(shownValue(key))' in \(section); is it a parameter of '\(misplaced.list)'? It is indented as a key of the screen"
        case let .unknownKey(key, section, suggestion, allowed, nil):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "unknown key '\(shownValue(key))' in \(section); \(hint)expected one of: \(allowed.joined(separator: ", "))"
        case let .wrongKind(subject, expected, found, _):
            return "\(subject) must be \(expected); found \(found)"
        case let .invalidChoice(key, value, allowed, suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "'\(shownValue(key))' cannot be '\(shownValue(value))'; \(hint)expected one of: \(allowed.joined(separator: ", "))"
        case let .invalidBoolean(key, value):
            return "'\(shownValue(key))' must be true or false; found '\(shownValue(value))'"
        case .missingModule:
            return "no spec declares 'module'; expected 'module: <AppModule>' in one spec file (generated tests import it)"
        case let .invalidModuleName(name, reason):
            return "module name '\(shownValue(name))' is not a valid Swift module name: \(reason.shownOnOneLine)"
        case let .conflictingSetting(key, value, other, _):
            return "'\(key): \(shownValue(value))' conflicts with '\(key): \(shownValue(other))' in another spec file; all spec files describe one module"
        case let .invalidStoryboardName(name, reason):
            return "storyboard name '\(shownValue(name))' cannot become a UIStoryboard.Name case: \(reason.shownOnOneLine)"
        case let .duplicateStoryboard(name, _):
            return "storyboard '\(shownValue(name))' is declared twice; declare each storyboard once"
        case let .storyboardCaseCollision(name, caseName, other, _):
            return "storyboard '\(shownValue(name))' and storyboard '\(shownValue(other))' both become the case '.\(caseName)'; rename one"
        case let .unusedStoryboard(name):
            return "storyboard '\(shownValue(name))' is declared but no screen uses it, so only its name case is generated; give a screen 'storyboard: \(shownValue(name))', or remove the entry"
        case let .confusableName(role, name, other, _):
            let differences = ConfusableSkeleton.differences(name, other).map { mine, theirs in
                let counterpart = theirs.isASCII ? "not the ASCII '\(Character(theirs))'" : "where the other has \(theirs.codePoint) \(theirs.properties.name ?? "")"
                return "'\(Character(mine))' is \(mine.codePoint) \(mine.properties.name ?? ""), \(counterpart)"
            }
            return "\(role) '\(shownValue(name))' looks the same as \(role) '\(shownValue(other))' but is a different name: its \(differences.joined(separator: ", ")); rename one so that the two read differently"
        case let .invalidTypeName(name, reason):
            return "screen '\(shownValue(name))' is not a valid Swift type name: \(reason.shownOnOneLine)"
        case let .invalidClassName(name, reason):
            return "'class: \(shownValue(name))' is not a Swift type name: \(reason.shownOnOneLine); write the type as Swift does, e.g. WebViewController or Shared.WebViewController"
        case let .sharedClassRefused(screen, typeName, other, _, reason):
            return "screen '\(shownValue(screen))' has class '\(shownValue(typeName))', as screen '\(shownValue(other))' does, but \(reason.shownOnOneLine)"
        case let .duplicateScreen(type, _):
            return "screen '\(shownValue(type))' is declared twice; declare each screen once"
        case let .memberNameCollision(member, type, other, _):
            return "screen '\(shownValue(type))' and '\(shownValue(other))' both need the member '\(shownValue(member))' on create/push/present; rename one"
        case let .generatedNameClash(role, name, reason, other, _):
            return "\(role) '\(shownValue(name))' cannot be used: \(reason); rename \(other == nil ? "it" : "one of the two")"
        case let .undeclaredStoryboard(name, screen, suggestion):
            let hint = suggestion.map { " did you mean '\($0)'?" } ?? ""
            return "screen '\(shownValue(screen))' names storyboard '\(shownValue(name))', which no spec declares under 'storyboards:';\(hint)"
                + (suggestion == nil ? " declare it or fix the name" : "")
        case let .sceneKeyWithoutStoryboard(key, screen):
            return "screen '\(shownValue(screen))' has '\(shownValue(key))' but no 'storyboard'; '\(shownValue(key))' only applies to storyboard scenes"
        case let .initialWithIdentifier(screen):
            return "screen '\(shownValue(screen))' has both 'initial: true' and 'identifier'; an initial scene is found without a Storyboard ID, so use one or the other"
        case let .invalidStoryboardIdentifier(identifier, reason):
            return "Storyboard ID '\(shownValue(identifier))' is not usable: \(reason.shownOnOneLine)"
        case let .duplicateStoryboardIdentifier(identifier, storyboard, other, _):
            return "Storyboard ID '\(shownValue(identifier))' in storyboard '\(shownValue(storyboard))' is already used by screen '\(shownValue(other))'; IDs are unique per storyboard"
        case let .duplicateInitialScreen(storyboard, other, _):
            return "storyboard '\(shownValue(storyboard))' already has an initial screen, '\(shownValue(other))'; a storyboard has one initial view controller"
        case let .incompatibleScreenKeys(screen, key, other, _, reason):
            return "screen '\(shownValue(screen))' cannot have both '\(key)' and '\(other)': \(reason)"
        case let .sceneKeyWithoutNib(key, screen, hasStoryboard):
            let instead = hasStoryboard ? "; a storyboard's bundle is set under 'storyboards:'" : ""
            return "screen '\(shownValue(screen))' has '\(key)' but no 'nib'; '\(key)' only applies to XIB screens\(instead)"
        case let .invalidNibName(name, reason):
            return "nib name '\(shownValue(name))' is not usable: \(reason.shownOnOneLine)"
        case let .reservedInitializerLabel(name, screen, initializer):
            return "'init' parameter '\(shownValue(name))' of screen '\(shownValue(screen))' clashes with \(initializer), which takes '\(name):' itself; rename it"
        case let .nonEscapingCreatorParameter(name, screen, type):
            return "'init' parameter '\(shownValue(name))' of storyboard scene '\(shownValue(screen))' is a closure that the storyboard's creator block keeps, so it must be escaping: write '@escaping \(shownValue(type))'"
        case let .nibOnVisionOS(screen, _):
            return "screen '\(shownValue(screen))' loads a XIB, but the module's platform is visionOS, where UINib is deprecated; build it in code or as a SwiftUI view"
        case let .storyboardOnVisionOS(name, _):
            return "storyboard '\(shownValue(name))' cannot be used with 'platform: visionOS': UIStoryboard is deprecated on visionOS, so the generated storyboard code would warn there; build its screens in code (no 'storyboard:'), or use SwiftUI"
        case let .presentationUnavailable(screen, style, platform, reason, _):
            return "screen '\(shownValue(screen))' cannot have 'presentation: \(style)' with 'platform: \(platform.rawValue)': \(reason)"
        case let .keyUnavailableOnPlatform(screen, key, platform, reason, _):
            return "screen '\(shownValue(screen))' cannot have '\(key)' with 'platform: \(platform.rawValue)': \(reason)"
        case let .invalidParameterDeclaration(text):
            return "parameter '\(shownValue(text))' must read '[label] name', e.g. 'quotes' or '_ index' or 'for item'"
        case let .invalidParameterName(name, role, reason):
            return "parameter \(role) '\(shownValue(name))' is not a valid Swift identifier: \(reason.shownOnOneLine)"
        case let .invalidParameterType(text, reason):
            return "parameter type '\(shownValue(text))' is not one valid Swift type: \(reason.shownOnOneLine)"
        case let .invalidDefaultValue(text, reason):
            return "default value '\(shownValue(text))' is not one valid Swift expression: \(reason.shownOnOneLine)"
        case let .duplicateParameter(name, screen, _):
            return "screen '\(shownValue(screen))' declares parameter '\(shownValue(name))' twice; parameter names are unique"
        case let .reservedParameterName(name, screen, reason):
            return "screen '\(shownValue(screen))' cannot have a parameter named '\(shownValue(name))': \(reason); rename it"
        // Segues, storyboard files and modules: one function per case in their own files.
        case let .screenNotARoute(v0, v1):
            return screenNotARouteMessage(v0, v1)
        case let .urlWithoutRoute(v0, v1):
            return urlWithoutRouteMessage(v0, v1)
        case let .invalidURLPattern(v0, v1):
            return invalidURLPatternMessage(v0, v1)
        case let .unknownURLParameter(v0, v1, v2, v3):
            return unknownURLParameterMessage(v0, v1, v2, v3)
        case let .unknownRedactedParameter(v0, v1, v2):
            return unknownRedactedParameterMessage(v0, v1, v2)
        case let .unreachableScreen(v0, v1):
            return unreachableScreenMessage(v0, v1)
        case let .urlMissingParameter(v0, v1, v2, _):
            return urlMissingParameterMessage(v0, v1, v2)
        case let .overlappingURLPatterns(v0, v1, v2, v3, _):
            return overlappingURLPatternsMessage(v0, v1, v2, v3)
        case let .routeParameterNotCodable(v0, v1, v2):
            return routeParameterNotCodableMessage(v0, v1, v2)
        case let .linkContractBroken(v0, v1, v2, _):
            return linkContractBrokenMessage(v0, v1, v2)
        case let .invalidParent(v0, v1, v2):
            return invalidParentMessage(v0, v1, v2)
        case let .invalidTab(v0, v1, v2):
            return invalidTabMessage(v0, v1, v2)
        case let .parentMissingArgument(v0, v1, v2):
            return parentMissingArgumentMessage(v0, v1, v2)
        case let .parentArgumentMismatch(v0, v1, v2, v3):
            return parentArgumentMismatchMessage(v0, v1, v2, v3)
        case let .parentCycle(v0):
            return parentCycleMessage(v0)
        case let .invalidPreviewArgument(v0, v1, v2):
            return invalidPreviewArgumentMessage(v0, v1, v2)
        case let .unknownPreviewParameter(v0, v1, v2, v3):
            return unknownPreviewParameterMessage(v0, v1, v2, v3)
        case let .missingPreviewArguments(v0, v1):
            return missingPreviewArgumentsMessage(v0, v1)
        case let .missingSegueDestination(v0):
            return missingSegueDestinationMessage(v0)
        case let .segueOnNonScene(v0, v1):
            return segueOnNonSceneMessage(v0, v1)
        case let .invalidSegueIdentifier(v0, v1, v2):
            return invalidSegueIdentifierMessage(v0, v1, v2)
        case let .duplicateSegueCase(v0, v1, v2, v3, _):
            return duplicateSegueCaseMessage(v0, v1, v2, v3)
        case let .undeclaredSegueDestination(v0, v1, _, v3):
            return undeclaredSegueDestinationMessage(v0, v1, v3)
        case let .segueDestinationNotAScene(v0, v1, v2, _):
            return segueDestinationNotASceneMessage(v0, v1, v2)
        case let .segueDestinationUsesCreator(v0, v1, _):
            return segueDestinationUsesCreatorMessage(v0, v1)
        case let .segueNotFound(v0, v1, v2, v3, v4):
            return segueNotFoundMessage(v0, v1, v2, v3, v4)
        case let .segueDestinationMismatch(v0, v1, v2, v3, v4, v5, v6, v7):
            return segueDestinationMismatchMessage(v0, v1, v2, v3, v4, v5, v6, v7)
        case let .segueKindNotSupported(v0, v1, v2, v3):
            return segueKindNotSupportedMessage(v0, v1, v2, v3)
        case let .segueReferenceUnresolved(v0, v1, v2):
            return segueReferenceUnresolvedMessage(v0, v1, v2)
        case let .undeclaredSegue(v0, v1, v2, _, entry):
            return undeclaredSegueMessage(v0, v1, v2, entry: entry)
        case let .storyboardFolderMissing(v0):
            return storyboardFolderMissingMessage(v0)
        case let .invalidStoryboard(v0):
            return invalidStoryboardMessage(v0)
        case let .interfaceFileTooLarge(v0, v1, v2):
            return interfaceFileTooLargeMessage(v0, v1, v2)
        case let .unsupportedStoryboardPlatform(v0, v1, v2):
            return unsupportedStoryboardPlatformMessage(v0, v1, v2)
        case let .storyboardPlatformMismatch(v0, v1, v2, v3, _):
            return storyboardPlatformMismatchMessage(v0, v1, v2, v3)
        case let .storyboardFileNotFound(v0, v1, v2):
            return storyboardFileNotFoundMessage(v0, v1, v2)
        case let .storyboardPathNotFound(v0, v1):
            return storyboardPathNotFoundMessage(v0, v1)
        case let .storyboardPathNameMismatch(v0, v1):
            return storyboardPathNameMismatchMessage(v0, v1)
        case let .ambiguousStoryboardFile(v0, v1):
            return ambiguousStoryboardFileMessage(v0, v1)
        case let .storyboardFoundTwice(v0, v1, v2):
            return storyboardFoundTwiceMessage(v0, v1, v2)
        case let .storyboardIdentifierNotFound(v0, v1, v2, v3):
            return storyboardIdentifierNotFoundMessage(v0, v1, v2, v3)
        case let .storyboardIdentifierIsReference(v0, v1, v2):
            return storyboardIdentifierIsReferenceMessage(v0, v1, v2)
        case let .ambiguousStoryboardIdentifier(v0, v1, v2):
            return ambiguousStoryboardIdentifierMessage(v0, v1, v2)
        case let .sceneClassMismatch(v0, v1):
            return sceneClassMismatchMessage(v0, v1)
        case let .sceneControllerKindMismatch(v0, v1, v2):
            return sceneControllerKindMismatchMessage(v0, v1, v2)
        case let .sceneModuleMismatch(v0, v1, v2, _):
            return sceneModuleMismatchMessage(v0, v1, v2)
        case let .initialSceneMismatch(v0, v1, v2, v3, v4):
            return initialSceneMismatchMessage(v0, v1, v2, v3, v4)
        case let .screenInOtherStoryboard(v0, v1, v2, v3):
            return screenInOtherStoryboardMessage(v0, v1, v2, v3)
        case let .unclaimedScene(v0, v1, v2, declaration):
            return unclaimedSceneMessage(v0, v1, v2, declaration: declaration)
        case let .identifierNeverMatchesType(v0, v1, v2, declaration):
            return identifierNeverMatchesTypeMessage(v0, v1, v2, declaration: declaration)
        case let .unclaimedUnnamedScene(v0, v1, v2, declaration):
            return unclaimedUnnamedSceneMessage(v0, v1, segueOnlyAllowed: v2, declaration: declaration)
        case let .segueOnlySceneNotFound(v0, v1):
            return segueOnlySceneNotFoundMessage(v0, v1)
        case let .segueOnlySceneHasIdentifier(v0, v1):
            return segueOnlySceneHasIdentifierMessage(v0, v1)
        case let .nibFileNotFound(v0, v1, v2, v3):
            return nibFileNotFoundMessage(v0, v1, v2, v3)
        case let .nibOwnerMismatch(v0, v1, v2, _):
            return nibOwnerMismatchMessage(v0, v1, v2)
        case let .nibOwnerModuleMismatch(v0, v1, v2, v3, _):
            return nibOwnerModuleMismatchMessage(v0, v1, v2, v3)
        case let .nibViewOutletMissing(v0, v1, v2, _):
            return nibViewOutletMissingMessage(v0, v1, connectsWindow: v2)
        case let .connectionNameInvalid(v0, v1, _, v3):
            return connectionNameInvalidMessage(v0, v1, v3)
        case let .connectionsUnchecked(v0, v1, v2, v3):
            return connectionsUncheckedMessage(v0, v1, v2, v3)
        case let .configKeyConflict(v0, v1):
            return configKeyConflictMessage(v0, v1)
        case let .missingConfigKey(v0, v1, v2):
            return missingConfigKeyMessage(v0, v1, v2)
        case let .moduleFolderListedTwice(v0, v1, _):
            return moduleFolderListedTwiceMessage(v0, v1)
        case let .moduleGeneratedTwice(v0, _):
            return moduleGeneratedTwiceMessage(v0)
        case let .supportModuleIsAModule(v0, _):
            return supportModuleIsAModuleMessage(v0)
        case let .screenMemberInTwoModules(v0, v1, v2, v3, v4, _):
            return screenMemberInTwoModulesMessage(v0, v1, v2, v3, v4)
        case let .modulesDeclareSupportTwice(v0, v1, v2, _):
            return modulesDeclareSupportTwiceMessage(v0, v1, v2)
        case let .supportAcrossFrameworks(v0, v1, v2, v3, _):
            return supportAcrossFrameworksMessage(v0, v1, v2, v3)
        case let .outputFoldersOverlap(v0, v1, v2, _):
            return outputFoldersOverlapMessage(v0, v1, v2)
        case let .unknownDiagnosticCode(v0, v1):
            return unknownDiagnosticCodeMessage(v0, v1)
        case let .unignorableDiagnostic(v0):
            return unignorableDiagnosticMessage(v0)
        case let .unusedIgnore(v0):
            return unusedIgnoreMessage(v0)
        case let .output(failure):
            return failure.message
        case let .staleOutput(stale):
            return stale.message
        }
    }

    /// A value from the user's file (a name, a key, a type) in a message: on one line,
    /// invisible characters spelled out, cut short when long.
    func shownValue(_ value: String) -> String { value.shownInMessage }

    /// A file or folder path in a message: spelled out on one line but never shortened,
    /// because editors, CI annotations and people need to find the file by it.
    func shownPath(_ value: String) -> String { value.shownOnOneLine }

    /// Spec text a message suggests adding: on one line and never shortened, so that it can
    /// be copied as it is.
    func shownFix(_ value: String) -> String { value.shownOnOneLine }
}

extension String {
    /// A value from the user's file as a message shows it: on one line, with invisible
    /// and control characters spelled out, and cut short when long.
    var shownInMessage: String { spelledOut(limit: 80) }
}
