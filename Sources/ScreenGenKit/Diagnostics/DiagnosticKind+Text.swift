extension DiagnosticKind {
    public var severity: Diagnostic.Severity {
        switch self {
        case .unusedStoryboard, .confusableName: return .warning
        case .unclaimedScene, .identifierNeverMatchesType, .storyboardFoundTwice, .undeclaredSegue: return .warning
        case .modulesDeclareSupportTwice: return .warning
        default: return .error
        }
    }

    /// A stable identifier per kind, for machine-readable output and for tests.
    public var code: String {
        switch self {
        case .specsFolderMissing: return "specs-folder-missing"
        case .noSpecFiles: return "no-spec-files"
        case .unreadableFile: return "unreadable-file"
        case .invalidUTF8: return "invalid-utf8"
        case .yamlSyntax: return "yaml-syntax"
        case .multipleDocuments: return "multiple-documents"
        case .emptySpecFile: return "empty-spec-file"
        case .duplicateKey: return "duplicate-key"
        case .unsupportedTag: return "unsupported-tag"
        case .documentTooLarge: return "document-too-large"
        case .nestingTooDeep: return "nesting-too-deep"
        case .specFileTooLarge: return "spec-file-too-large"
        case .outputPathCollision: return "output-path-collision"
        case .tooManyScreens: return "too-many-screens"
        case .unknownKey: return "unknown-key"
        case .wrongKind: return "wrong-kind"
        case .invalidChoice: return "invalid-choice"
        case .invalidBoolean: return "invalid-boolean"
        case .missingModule: return "missing-module"
        case .invalidModuleName: return "invalid-module-name"
        case .conflictingSetting: return "conflicting-setting"
        case .invalidStoryboardName: return "invalid-storyboard-name"
        case .duplicateStoryboard: return "duplicate-storyboard"
        case .storyboardCaseCollision: return "storyboard-case-collision"
        case .unusedStoryboard: return "unused-storyboard"
        case .confusableName: return "confusable-name"
        case .invalidTypeName: return "invalid-type-name"
        case .duplicateScreen: return "duplicate-screen"
        case .memberNameCollision: return "member-name-collision"
        case .undeclaredStoryboard: return "undeclared-storyboard"
        case .sceneKeyWithoutStoryboard: return "scene-key-without-storyboard"
        case .initialWithIdentifier: return "initial-with-identifier"
        case .invalidStoryboardIdentifier: return "invalid-storyboard-identifier"
        case .duplicateStoryboardIdentifier: return "duplicate-storyboard-identifier"
        case .duplicateInitialScreen: return "duplicate-initial-screen"
        case .incompatibleScreenKeys: return "incompatible-screen-keys"
        case .sceneKeyWithoutNib: return "key-without-nib"
        case .invalidNibName: return "invalid-nib-name"
        case .reservedInitializerLabel: return "reserved-initializer-label"
        case .nonEscapingCreatorParameter: return "non-escaping-creator-parameter"
        case .storyboardOnVisionOS: return "storyboard-on-visionos"
        case .nibOnVisionOS: return "nib-on-visionos"
        case .presentationUnavailable: return "presentation-unavailable"
        case .keyUnavailableOnPlatform: return "key-unavailable-on-platform"
        case .invalidParameterDeclaration: return "invalid-parameter-declaration"
        case .invalidParameterName: return "invalid-parameter-name"
        case .invalidParameterType: return "invalid-parameter-type"
        case .invalidDefaultValue: return "invalid-default-value"
        case .duplicateParameter: return "duplicate-parameter"
        case .reservedParameterName: return "reserved-parameter-name"
        case .storyboardFolderMissing: return "storyboard-folder-missing"
        case .invalidStoryboard: return "invalid-storyboard"
        case .interfaceFileTooLarge: return "interface-file-too-large"
        case .unsupportedStoryboardPlatform: return "unsupported-storyboard-platform"
        case .storyboardPlatformMismatch: return "storyboard-platform-mismatch"
        case .mixedStoryboardPlatforms: return "mixed-storyboard-platforms"
        case .storyboardFileNotFound: return "storyboard-file-not-found"
        case .storyboardPathNotFound: return "storyboard-path-not-found"
        case .storyboardPathNameMismatch: return "storyboard-path-name-mismatch"
        case .ambiguousStoryboardFile: return "ambiguous-storyboard-file"
        case .storyboardFoundTwice: return "storyboard-found-twice"
        case .storyboardIdentifierNotFound: return "storyboard-identifier-not-found"
        case .storyboardIdentifierIsReference: return "storyboard-identifier-is-reference"
        case .ambiguousStoryboardIdentifier: return "ambiguous-storyboard-identifier"
        case .sceneClassMismatch: return "scene-class-mismatch"
        case .sceneControllerKindMismatch: return "scene-controller-kind-mismatch"
        case .sceneModuleMismatch: return "scene-module-mismatch"
        case .initialSceneMismatch: return "initial-scene-mismatch"
        case .screenInOtherStoryboard: return "screen-in-other-storyboard"
        case .unclaimedScene: return "unclaimed-scene"
        case .identifierNeverMatchesType: return "identifier-never-matches-type"
        case .nibFileNotFound: return "nib-file-not-found"
        case .nibOwnerMismatch: return "nib-owner-mismatch"
        case .nibOwnerModuleMismatch: return "nib-owner-module-mismatch"
        case .nibViewOutletMissing: return "nib-view-outlet-missing"
        case .missingSegueDestination, .segueOnNonScene, .invalidSegueIdentifier, .duplicateSegueCase,
             .undeclaredSegueDestination, .segueDestinationNotAScene, .segueDestinationUsesCreator,
             .segueNotFound, .segueDestinationMismatch, .segueKindNotSupported, .segueReferenceUnresolved, .undeclaredSegue:
            return segueCode
        case .configKeyConflict, .missingConfigKey, .moduleFolderListedTwice, .moduleGeneratedTwice, .supportModuleIsAModule,
             .screenMemberInTwoModules, .modulesDeclareSupportTwice, .supportAcrossFrameworks, .outputFoldersOverlap:
            return moduleCode
        case .output:
            return outputCode
        }
    }

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
        case let .yamlSyntax(problem, context, _):
            return "YAML syntax error: \(problem)\(context.map { " \($0)" } ?? "")"
        case .multipleDocuments:
            return "a spec file holds one YAML document; found a second one ('---')"
        case .emptySpecFile:
            return "spec file is empty; expected a mapping with 'screens:' and/or 'storyboards:'"
        case let .duplicateKey(key, _):
            return "duplicate key '\(q(key))'; each key may appear once in a mapping"
        case let .unsupportedTag(tag):
            return "YAML tag '\(q(tag))' is not supported; remove it (spec values are plain strings, booleans and mappings)"
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
        case let .unknownKey(key, section, suggestion, allowed):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "unknown key '\(q(key))' in \(section); \(hint)expected one of: \(allowed.joined(separator: ", "))"
        case let .wrongKind(subject, expected, found, _):
            return "\(subject) must be \(expected); found \(found)"
        case let .invalidChoice(key, value, allowed, suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "'\(q(key))' cannot be '\(q(value))'; \(hint)expected one of: \(allowed.joined(separator: ", "))"
        case let .invalidBoolean(key, value):
            return "'\(q(key))' must be true or false; found '\(q(value))'"
        case .missingModule:
            return "no spec declares 'module'; expected 'module: <AppModule>' in one spec file (generated tests import it)"
        case let .invalidModuleName(name, reason):
            return "module name '\(q(name))' is not a valid Swift module name: \(reason.shownOnOneLine)"
        case let .conflictingSetting(key, value, other, _):
            return "'\(key): \(q(value))' conflicts with '\(key): \(q(other))' in another spec file; all spec files describe one module"
        case let .invalidStoryboardName(name, reason):
            return "storyboard name '\(q(name))' cannot become a UIStoryboard.Name case: \(reason.shownOnOneLine)"
        case let .duplicateStoryboard(name, _):
            return "storyboard '\(q(name))' is declared twice; declare each storyboard once"
        case let .storyboardCaseCollision(name, caseName, other, _):
            return "storyboard '\(q(name))' and storyboard '\(q(other))' both become the case '.\(caseName)'; rename one"
        case let .unusedStoryboard(name):
            return "storyboard '\(q(name))' is declared but no screen uses it; nothing but its name case is generated"
        case let .confusableName(role, name, other, _):
            let differences = ConfusableSkeleton.differences(name, other).map { mine, theirs in
                let counterpart = theirs.isASCII ? "not the ASCII '\(Character(theirs))'" : "where the other has \(theirs.codePoint) \(theirs.properties.name ?? "")"
                return "'\(Character(mine))' is \(mine.codePoint) \(mine.properties.name ?? ""), \(counterpart)"
            }
            return "\(role) '\(q(name))' looks the same as \(role) '\(q(other))' but is a different name: its \(differences.joined(separator: ", ")); rename one so that the two read differently"
        case let .invalidTypeName(name, reason):
            return "screen '\(q(name))' is not a valid Swift type name: \(reason.shownOnOneLine)"
        case let .duplicateScreen(type, _):
            return "screen '\(q(type))' is declared twice; declare each screen once"
        case let .memberNameCollision(member, type, other, _):
            return "screen '\(q(type))' and '\(q(other))' both need the member '\(q(member))' on create/push/present; rename one"
        case let .undeclaredStoryboard(name, screen, suggestion):
            let hint = suggestion.map { " did you mean '\($0)'?" } ?? ""
            return "screen '\(q(screen))' names storyboard '\(q(name))', which no spec declares under 'storyboards:';\(hint)"
                + (suggestion == nil ? " declare it or fix the name" : "")
        case let .sceneKeyWithoutStoryboard(key, screen):
            return "screen '\(q(screen))' has '\(q(key))' but no 'storyboard'; '\(q(key))' only applies to storyboard scenes"
        case let .initialWithIdentifier(screen):
            return "screen '\(q(screen))' has both 'initial: true' and 'identifier'; an initial scene is found without a Storyboard ID, so use one or the other"
        case let .invalidStoryboardIdentifier(identifier, reason):
            return "Storyboard ID '\(q(identifier))' is not usable: \(reason.shownOnOneLine)"
        case let .duplicateStoryboardIdentifier(identifier, storyboard, other, _):
            return "Storyboard ID '\(q(identifier))' in storyboard '\(q(storyboard))' is already used by screen '\(q(other))'; IDs are unique per storyboard"
        case let .duplicateInitialScreen(storyboard, other, _):
            return "storyboard '\(q(storyboard))' already has an initial screen, '\(q(other))'; a storyboard has one initial view controller"
        case let .incompatibleScreenKeys(screen, key, other, _, reason):
            return "screen '\(q(screen))' cannot have both '\(key)' and '\(other)': \(reason)"
        case let .sceneKeyWithoutNib(key, screen, hasStoryboard):
            let instead = hasStoryboard ? "; a storyboard's bundle is set under 'storyboards:'" : ""
            return "screen '\(q(screen))' has '\(key)' but no 'nib'; '\(key)' only applies to XIB screens\(instead)"
        case let .invalidNibName(name, reason):
            return "nib name '\(q(name))' is not usable: \(reason.shownOnOneLine)"
        case let .reservedInitializerLabel(name, screen, initializer):
            return "'init' parameter '\(q(name))' of screen '\(q(screen))' clashes with \(initializer), which takes '\(name):' itself; rename it"
        case let .nonEscapingCreatorParameter(name, screen, type):
            return "'init' parameter '\(q(name))' of storyboard scene '\(q(screen))' is a closure that the storyboard's creator block keeps, so it must be escaping: write '@escaping \(q(type))'"
        case let .nibOnVisionOS(screen, _):
            return "screen '\(q(screen))' loads a XIB, but the module's platform is visionOS, where UINib is deprecated; build it in code or as a SwiftUI view"
        case let .storyboardOnVisionOS(name, _):
            return "storyboard '\(q(name))' cannot be used with 'platform: visionOS': UIStoryboard is deprecated on visionOS, so the generated storyboard code would warn there; build its screens in code (no 'storyboard:'), or use SwiftUI"
        case let .presentationUnavailable(screen, style, platform, reason, _):
            return "screen '\(q(screen))' cannot have 'presentation: \(style)' with 'platform: \(platform.rawValue)': \(reason)"
        case let .keyUnavailableOnPlatform(screen, key, platform, reason, _):
            return "screen '\(q(screen))' cannot have '\(key)' with 'platform: \(platform.rawValue)': \(reason)"
        case let .invalidParameterDeclaration(text):
            return "parameter '\(q(text))' must read '[label] name', e.g. 'quotes' or '_ index' or 'for item'"
        case let .invalidParameterName(name, role, reason):
            return "parameter \(role) '\(q(name))' is not a valid Swift identifier: \(reason.shownOnOneLine)"
        case let .invalidParameterType(text, reason):
            return "parameter type '\(q(text))' is not one valid Swift type: \(reason.shownOnOneLine)"
        case let .invalidDefaultValue(text, reason):
            return "default value '\(q(text))' is not one valid Swift expression: \(reason.shownOnOneLine)"
        case let .duplicateParameter(name, screen, _):
            return "screen '\(q(screen))' declares parameter '\(q(name))' twice; parameter names are unique"
        case let .reservedParameterName(name, screen):
            return "screen '\(q(screen))' cannot have a parameter named '\(q(name))': push and present add '\(name):' themselves; rename it"
        case .storyboardFolderMissing, .invalidStoryboard, .interfaceFileTooLarge, .unsupportedStoryboardPlatform, .storyboardPlatformMismatch, .mixedStoryboardPlatforms, .storyboardFileNotFound,
             .storyboardPathNotFound, .storyboardPathNameMismatch, .ambiguousStoryboardFile, .storyboardFoundTwice, .storyboardIdentifierNotFound,
             .storyboardIdentifierIsReference, .ambiguousStoryboardIdentifier, .sceneClassMismatch, .sceneControllerKindMismatch, .sceneModuleMismatch,
             .initialSceneMismatch, .screenInOtherStoryboard, .unclaimedScene, .identifierNeverMatchesType,
             .nibFileNotFound, .nibOwnerMismatch, .nibOwnerModuleMismatch, .nibViewOutletMissing:
            return storyboardMessage
        case .missingSegueDestination, .segueOnNonScene, .invalidSegueIdentifier, .duplicateSegueCase,
             .undeclaredSegueDestination, .segueDestinationNotAScene, .segueDestinationUsesCreator,
             .segueNotFound, .segueDestinationMismatch, .segueKindNotSupported, .segueReferenceUnresolved, .undeclaredSegue:
            return segueMessage
        case .configKeyConflict, .missingConfigKey, .moduleFolderListedTwice, .moduleGeneratedTwice, .supportModuleIsAModule,
             .screenMemberInTwoModules, .modulesDeclareSupportTwice, .supportAcrossFrameworks, .outputFoldersOverlap:
            return moduleMessage
        case .output:
            return outputMessage
        }
    }

    func q(_ value: String) -> String { value.shownInMessage }

    /// A file or folder path in a message: spelled out on one line but never shortened,
    /// because editors, CI annotations and people need to find the file by it.
    func shownPath(_ value: String) -> String { value.shownOnOneLine }

    /// Lines printed under the message: other places involved, hints.
    public var notes: [DiagnosticNote] {
        switch self {
        case let .yamlSyntax(_, _, hint):
            return hint.map { [DiagnosticNote($0)] } ?? []
        case let .duplicateKey(key, first):
            return [DiagnosticNote("'\(q(key))' first appears here", at: first)]
        case let .wrongKind(_, _, _, hint):
            return hint.map { [DiagnosticNote($0)] } ?? []
        case let .conflictingSetting(key, _, _, other):
            return [DiagnosticNote("the other '\(key)' is here", at: other)]
        case let .duplicateStoryboard(name, first), let .duplicateScreen(name, first):
            return [DiagnosticNote("'\(q(name))' is first declared here", at: first)]
        case let .storyboardCaseCollision(_, _, other, location), let .confusableName(_, _, other, location):
            return [DiagnosticNote("'\(q(other))' is declared here", at: location)]
        case let .memberNameCollision(_, _, other, location):
            guard let location else { return [] }
            return [DiagnosticNote("'\(q(other))' is declared here", at: location)]
        case let .duplicateStoryboardIdentifier(_, _, other, location),
             let .duplicateInitialScreen(_, other, location):
            return [DiagnosticNote("'\(q(other))' is declared here", at: location)]
        case let .incompatibleScreenKeys(_, _, other, location, _):
            return [DiagnosticNote("'\(other)' is here", at: location)]
        case let .storyboardOnVisionOS(_, location), let .nibOnVisionOS(_, location), let .presentationUnavailable(_, _, _, _, location?),
             let .keyUnavailableOnPlatform(_, _, _, _, location?):
            return [DiagnosticNote("the platform is set here", at: location)]
        case let .duplicateParameter(name, _, first):
            return [DiagnosticNote("'\(q(name))' is first declared here", at: first)]
        case .duplicateSegueCase, .segueDestinationNotAScene, .segueDestinationUsesCreator,
             .segueNotFound, .segueDestinationMismatch, .segueKindNotSupported, .segueReferenceUnresolved, .undeclaredSegue:
            return segueNotes
        case .configKeyConflict, .missingConfigKey, .moduleFolderListedTwice, .moduleGeneratedTwice, .supportModuleIsAModule,
             .screenMemberInTwoModules, .modulesDeclareSupportTwice, .supportAcrossFrameworks, .outputFoldersOverlap:
            return moduleNotes
        case .output:
            return outputNotes
        default:
            return storyboardNotes
        }
    }
}

extension String {
    /// A value from the user's file as a message shows it: on one line, with invisible
    /// and control characters spelled out, and cut short when long.
    var shownInMessage: String { spelledOut(limit: 80) }
}
