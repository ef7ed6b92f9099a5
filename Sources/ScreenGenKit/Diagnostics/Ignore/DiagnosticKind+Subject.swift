/// What a diagnostic is about, as an `ignore:` entry's `storyboard:` and `screen:` scope it.
public struct DiagnosticSubject: Sendable, Hashable {
    /// The storyboard it is about, or that holds the scene it is about.
    public var storyboard: String?
    /// The screen it is about: a declared screen, or the class of a storyboard scene.
    public var screen: String?

    public init(storyboard: String? = nil, screen: String? = nil) {
        self.storyboard = storyboard
        self.screen = screen
    }
}

extension DiagnosticKind {
    /// The storyboard and screen the diagnostic is about. One switch without `default`, so
    /// a new kind states what an `ignore:` entry's scope matches in it.
    public var subject: DiagnosticSubject {
        switch self {
        case let .unusedStoryboard(name), let .storyboardFoundTwice(name, _, _):
            return DiagnosticSubject(storyboard: name)
        case let .confusableName(role, name, _, _):
            return role == "storyboard" ? DiagnosticSubject(storyboard: name) : DiagnosticSubject(screen: name)
        case let .undeclaredSegue(storyboard, _, screen, _, _):
            return DiagnosticSubject(storyboard: storyboard, screen: screen)
        case let .unclaimedScene(storyboard, scene, _, _), let .identifierNeverMatchesType(storyboard, scene, _, _),
             let .unclaimedUnnamedScene(storyboard, scene, _, _):
            return DiagnosticSubject(storyboard: storyboard, screen: scene.customClass)
        case let .connectionNameInvalid(_, screen, storyboard, _):
            return DiagnosticSubject(storyboard: storyboard, screen: screen)
        case let .connectionsUnchecked(type, storyboard, _, _):
            return DiagnosticSubject(storyboard: storyboard, screen: type)
        case let .segueOnlySceneHasIdentifier(screen, _), let .screenNotARoute(screen, _), let .unreachableScreen(screen, _):
            return DiagnosticSubject(screen: screen)
        // Errors, and warnings about a whole module: no scope narrows them (and errors
        // are never hidden).
        case .specsFolderMissing, .noSpecFiles, .unreadableFile, .invalidUTF8, .unsupportedEncoding, .yamlSyntax, .multipleDocuments,
             .emptySpecFile, .duplicateKey, .unsupportedTag, .documentTooLarge, .nestingTooDeep, .specFileTooLarge,
             .unknownKey, .wrongKind, .invalidChoice, .invalidBoolean, .missingModule, .invalidModuleName,
             .conflictingSetting, .outputPathCollision, .duplicateStoryboard, .invalidStoryboardName, .storyboardCaseCollision,
             .storyboardOnVisionOS, .nibOnVisionOS, .duplicateScreen, .invalidTypeName, .initialWithIdentifier, .sceneKeyWithoutStoryboard, .tooManyScreens, .memberNameCollision, .generatedNameClash,
             .undeclaredStoryboard, .invalidStoryboardIdentifier, .duplicateStoryboardIdentifier, .duplicateInitialScreen,
             .incompatibleScreenKeys, .sceneKeyWithoutNib, .invalidNibName, .presentationUnavailable,
             .keyUnavailableOnPlatform, .invalidParameterDeclaration, .invalidParameterName, .invalidParameterType,
             .invalidDefaultValue, .duplicateParameter, .reservedParameterName, .reservedInitializerLabel,
             .nonEscapingCreatorParameter, .missingSegueDestination, .segueOnNonScene, .invalidSegueIdentifier,
             .duplicateSegueCase, .undeclaredSegueDestination, .segueDestinationNotAScene, .segueDestinationUsesCreator,
             .segueNotFound, .segueDestinationMismatch, .segueKindNotSupported, .segueReferenceUnresolved,
             .configKeyConflict, .missingConfigKey, .moduleFolderListedTwice, .moduleGeneratedTwice,
             .supportModuleIsAModule, .screenMemberInTwoModules, .modulesDeclareSupportTwice, .supportAcrossFrameworks,
             .outputFoldersOverlap, .unknownDiagnosticCode, .unignorableDiagnostic, .unusedIgnore, .output, .staleOutput,
             .storyboardFolderMissing, .invalidStoryboard, .interfaceFileTooLarge, .unsupportedStoryboardPlatform,
             .storyboardPlatformMismatch, .storyboardFileNotFound, .storyboardPathNotFound,
             .storyboardPathNameMismatch, .ambiguousStoryboardFile, .storyboardIdentifierNotFound,
             .storyboardIdentifierIsReference, .ambiguousStoryboardIdentifier, .sceneClassMismatch,
             .sceneControllerKindMismatch, .sceneModuleMismatch, .initialSceneMismatch, .screenInOtherStoryboard,
             .nibFileNotFound, .nibOwnerMismatch, .nibOwnerModuleMismatch, .nibViewOutletMissing, .segueOnlySceneNotFound,
             .invalidClassName, .sharedClassRefused, .urlWithoutRoute, .invalidURLPattern, .unknownURLParameter,
             .urlMissingParameter, .overlappingURLPatterns, .routeParameterNotCodable, .linkContractBroken, .invalidParent, .parentMissingArgument, .parentArgumentMismatch,
             .parentCycle, .invalidTab, .unknownRedactedParameter, .invalidPreviewArgument, .unknownPreviewParameter, .missingPreviewArguments:
            return DiagnosticSubject()
        }
    }
}
