/// Lines printed under a diagnostic's message: other places involved, hints. One switch
/// over every kind, without `default`, so a new kind states whether it has notes.
extension DiagnosticKind {
    public var notes: [DiagnosticNote] {
        switch self {
        case let .unsupportedEncoding(encoding, _):
            return [DiagnosticNote("an editor's 'Save with Encoding' does it, or: iconv -f \(encoding) -t UTF-8 <file> > <new file>")]
        case let .yamlSyntax(_, hint, parserMessage):
            return (hint.map { [DiagnosticNote($0)] } ?? []) + (parserMessage.map { [DiagnosticNote("libyaml: \($0)")] } ?? [])
        case let .duplicateKey(key, first):
            return [DiagnosticNote("'\(shownValue(key))' first appears here", at: first)]
        case let .wrongKind(_, _, _, hint):
            return hint.map { [DiagnosticNote($0)] } ?? []
        case let .conflictingSetting(key, _, _, other):
            return [DiagnosticNote("the other '\(key)' is here", at: other)]
        case let .duplicateStoryboard(name, first), let .duplicateScreen(name, first):
            return [DiagnosticNote("'\(shownValue(name))' is first declared here", at: first)]
        case let .storyboardCaseCollision(_, _, other, location), let .confusableName(_, _, other, location):
            return [DiagnosticNote("'\(shownValue(other))' is declared here", at: location)]
        case let .unknownKey(_, _, _, _, misplaced?):
            let like = misplaced.sibling.map { ", as '\(shownValue($0))' is" } ?? ""
            return [DiagnosticNote("indent it to column \(misplaced.column) to put it under '\(misplaced.list)'\(like)", at: misplaced.siblingLocation)]
        case let .generatedNameClash(_, _, _, other?, location?):
            return [DiagnosticNote("'\(shownValue(other))' is declared here", at: location)]
        case let .memberNameCollision(_, _, other, location):
            guard let location else { return [] }
            return [DiagnosticNote("'\(shownValue(other))' is declared here", at: location)]
        case let .duplicateStoryboardIdentifier(_, _, other, location),
             let .duplicateInitialScreen(_, other, location):
            return [DiagnosticNote("'\(shownValue(other))' is declared here", at: location)]
        case let .incompatibleScreenKeys(_, _, other, location, _):
            return [DiagnosticNote("'\(other)' is here", at: location)]
        case let .storyboardOnVisionOS(_, location), let .nibOnVisionOS(_, location), let .presentationUnavailable(_, _, _, _, location?),
             let .keyUnavailableOnPlatform(_, _, _, _, location?):
            return [DiagnosticNote("the platform is set here", at: location)]
        case let .duplicateParameter(name, _, first):
            return [DiagnosticNote("'\(shownValue(name))' is first declared here", at: first)]
        case let .duplicateSegueCase(_, _, _, other, location):
            return [DiagnosticNote("'\(shownValue(other))' is declared here", at: location)]
        case let .segueDestinationNotAScene(destination, _, _, location), let .segueDestinationUsesCreator(destination, _, location):
            return [DiagnosticNote("'\(shownValue(destination))' is declared here", at: location)]
        case let .segueNotFound(_, _, scene, _, _):
            return [DiagnosticNote("the scene is here", at: scene.location)]
        case let .segueDestinationMismatch(_, _, _, _, scene, navigation, _, _):
            return (navigation.map { [DiagnosticNote("the navigation controller is here", at: $0.location)] } ?? [])
                + (scene.map { [DiagnosticNote("the destination scene is here", at: $0.location)] } ?? [])
        case let .segueKindNotSupported(_, _, segue, _):
            return [DiagnosticNote("the segue is here", at: segue.location)]
        case let .segueReferenceUnresolved(_, reference, _):
            return [DiagnosticNote("the storyboard reference is here", at: reference.location)]
        case let .undeclaredSegue(_, _, screen, location, _):
            return [DiagnosticNote("screen '\(shownValue(screen))' is declared here", at: location)]
        case let .storyboardIdentifierNotFound(_, _, _, classScene?):
            return [DiagnosticNote("the scene is here", at: classScene.location)]
        case let .storyboardIdentifierIsReference(_, _, reference):
            return [DiagnosticNote("the reference is here", at: reference.location)]
        case let .ambiguousStoryboardIdentifier(_, _, scenes):
            return scenes.map { DiagnosticNote("scene '\(shownValue($0.id))' has this ID", at: $0.location) }
        case let .sceneClassMismatch(_, scene), let .screenInOtherStoryboard(_, _, scene, _), let .sceneControllerKindMismatch(_, scene, _),
             let .segueOnlySceneHasIdentifier(_, scene):
            return [DiagnosticNote("the scene is here", at: scene.location)]
        case let .initialSceneMismatch(_, _, _, scene, classScene):
            return (scene.map { [DiagnosticNote("the initial scene is here", at: $0.location)] } ?? [])
                + (classScene.map { [DiagnosticNote("the scene of its class is here", at: $0.location)] } ?? [])
        case let .sceneModuleMismatch(_, scene, _, moduleLocation):
            return [DiagnosticNote("the scene is here", at: scene.location)]
                + (moduleLocation.map { [DiagnosticNote("the module is declared here", at: $0)] } ?? [])
        case let .nibOwnerMismatch(_, _, _, location), let .nibOwnerModuleMismatch(_, _, _, _, location), let .nibViewOutletMissing(_, _, _, location):
            return [DiagnosticNote("the File's Owner is here", at: location)]
        case let .sharedClassRefused(_, _, other, location, _):
            return [DiagnosticNote("screen '\(shownValue(other))' is declared here", at: location)]
        case let .unclaimedScene(_, _, codeScreen?, _):
            return [DiagnosticNote("the screen is declared here", at: codeScreen)]
        case let .storyboardPlatformMismatch(_, _, _, _, platformLocation?):
            return [DiagnosticNote("the platform is set here", at: platformLocation)]
        case let .moduleFolderListedTwice(_, _, location), let .moduleGeneratedTwice(_, location):
            return [DiagnosticNote("the other module is listed here", at: location)]
        case let .supportModuleIsAModule(_, location):
            return [DiagnosticNote("that module is listed here", at: location)]
        case let .outputFoldersOverlap(_, other, _, location):
            return [DiagnosticNote("output folder '\(shownPath(other))' is listed here", at: location)]
        case let .screenMemberInTwoModules(_, _, _, otherType, _, location):
            return [DiagnosticNote("'\(shownValue(otherType))' is declared here", at: location)]
        case let .modulesDeclareSupportTwice(_, other, _, location), let .supportAcrossFrameworks(_, _, other, _, location):
            return [DiagnosticNote("'\(shownValue(other))' is generated by the entry here", at: location)]
        case let .urlMissingParameter(name, _, _, location):
            return [DiagnosticNote("'\(shownValue(name))' is declared here", at: location)]
        case let .overlappingURLPatterns(_, _, _, otherScreen, location):
            return [DiagnosticNote("the pattern of '\(shownValue(otherScreen))' is here", at: location)]
        case let .linkContractBroken(_, _, _, location):
            return [DiagnosticNote("the baseline's link is here", at: location)]
        case let .routeParameterNotCodable(_, _, type):
            // A flow list in YAML takes `[` and `{` as its own unless the entry is quoted.
            let entry = type.first == "[" || type.contains(",") ? "\"\(type)\"" : type
            return [DiagnosticNote("if '\(shownValue(type))' is Codable, list it: routes: {codable: [\(shownValue(entry))]}")]
        case .screenNotARoute, .urlWithoutRoute, .invalidURLPattern, .unknownURLParameter, .invalidParent,
             .parentMissingArgument, .parentArgumentMismatch, .parentCycle, .invalidTab, .unknownRedactedParameter, .unreachableScreen:
            return []
        case .invalidPreviewArgument, .unknownPreviewParameter, .missingPreviewArguments:
            return []
        case .specsFolderMissing, .noSpecFiles, .unreadableFile, .invalidUTF8, .multipleDocuments, .emptySpecFile,
             .unsupportedTag, .documentTooLarge, .nestingTooDeep, .specFileTooLarge, .unknownKey, .invalidChoice,
             .invalidBoolean, .missingModule, .invalidModuleName, .outputPathCollision, .invalidStoryboardName,
             .unusedStoryboard, .tooManyScreens, .invalidTypeName, .generatedNameClash, .invalidClassName, .undeclaredStoryboard, .sceneKeyWithoutStoryboard,
             .initialWithIdentifier, .invalidStoryboardIdentifier, .sceneKeyWithoutNib, .invalidNibName,
             .presentationUnavailable, .keyUnavailableOnPlatform, .invalidParameterDeclaration, .invalidParameterName,
             .invalidParameterType, .invalidDefaultValue, .reservedParameterName, .reservedInitializerLabel,
             .nonEscapingCreatorParameter, .missingSegueDestination, .segueOnNonScene, .invalidSegueIdentifier,
             .undeclaredSegueDestination, .configKeyConflict, .missingConfigKey, .output, .staleOutput, .storyboardFolderMissing,
             .invalidStoryboard, .interfaceFileTooLarge, .unsupportedStoryboardPlatform,
             .storyboardPlatformMismatch, .storyboardFileNotFound, .storyboardPathNotFound, .storyboardPathNameMismatch,
             .ambiguousStoryboardFile, .storyboardFoundTwice, .storyboardIdentifierNotFound, .unclaimedScene,
             .identifierNeverMatchesType, .nibFileNotFound, .unknownDiagnosticCode, .unignorableDiagnostic, .unusedIgnore,
             .unclaimedUnnamedScene, .segueOnlySceneNotFound, .connectionNameInvalid, .connectionsUnchecked:
            return []
        }
    }
}
