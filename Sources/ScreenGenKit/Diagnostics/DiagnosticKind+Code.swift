extension DiagnosticKind {
    /// The kind's code. The switch has no `default`, so a new kind does not compile until it
    /// has a code, and through it a severity and a catalogue entry (``DiagnosticCatalogue``).
    public var diagnosticCode: DiagnosticCode {
        switch self {
        case .specsFolderMissing: return .specsFolderMissing
        case .noSpecFiles: return .noSpecFiles
        case .unreadableFile: return .unreadableFile
        case .invalidUTF8: return .invalidUtf8
        case .unsupportedEncoding: return .unsupportedEncoding
        case .yamlSyntax: return .yamlSyntax
        case .multipleDocuments: return .multipleDocuments
        case .emptySpecFile: return .emptySpecFile
        case .duplicateKey: return .duplicateKey
        case .unsupportedTag: return .unsupportedTag
        case .documentTooLarge: return .documentTooLarge
        case .nestingTooDeep: return .nestingTooDeep
        case .specFileTooLarge: return .specFileTooLarge
        case .unknownKey: return .unknownKey
        case .wrongKind: return .wrongKind
        case .invalidChoice: return .invalidChoice
        case .invalidBoolean: return .invalidBoolean
        case .missingModule: return .missingModule
        case .invalidModuleName: return .invalidModuleName
        case .conflictingSetting: return .conflictingSetting
        case .outputPathCollision: return .outputPathCollision
        case .invalidStoryboardName: return .invalidStoryboardName
        case .duplicateStoryboard: return .duplicateStoryboard
        case .storyboardCaseCollision: return .storyboardCaseCollision
        case .unusedStoryboard: return .unusedStoryboard
        case .confusableName: return .confusableName
        case .tooManyScreens: return .tooManyScreens
        case .invalidTypeName: return .invalidTypeName
        case .duplicateScreen: return .duplicateScreen
        case .invalidClassName: return .invalidClassName
        case .sharedClassRefused: return .sharedClassRefused
        case .memberNameCollision: return .memberNameCollision
        case .generatedNameClash: return .generatedNameClash
        case .undeclaredStoryboard: return .undeclaredStoryboard
        case .sceneKeyWithoutStoryboard: return .sceneKeyWithoutStoryboard
        case .initialWithIdentifier: return .initialWithIdentifier
        case .invalidStoryboardIdentifier: return .invalidStoryboardIdentifier
        case .duplicateStoryboardIdentifier: return .duplicateStoryboardIdentifier
        case .duplicateInitialScreen: return .duplicateInitialScreen
        case .incompatibleScreenKeys: return .incompatibleScreenKeys
        case .sceneKeyWithoutNib: return .keyWithoutNib
        case .invalidNibName: return .invalidNibName
        case .storyboardOnVisionOS: return .storyboardOnVisionos
        case .nibOnVisionOS: return .nibOnVisionos
        case .presentationUnavailable: return .presentationUnavailable
        case .keyUnavailableOnPlatform: return .keyUnavailableOnPlatform
        case .invalidParameterDeclaration: return .invalidParameterDeclaration
        case .invalidParameterName: return .invalidParameterName
        case .invalidParameterType: return .invalidParameterType
        case .invalidDefaultValue: return .invalidDefaultValue
        case .duplicateParameter: return .duplicateParameter
        case .reservedParameterName: return .reservedParameterName
        case .reservedInitializerLabel: return .reservedInitializerLabel
        case .nonEscapingCreatorParameter: return .nonEscapingCreatorParameter
        case .missingSegueDestination: return .missingSegueDestination
        case .segueOnNonScene: return .segueOnNonScene
        case .invalidSegueIdentifier: return .invalidSegueIdentifier
        case .duplicateSegueCase: return .duplicateSegueCase
        case .undeclaredSegueDestination: return .undeclaredSegueDestination
        case .segueDestinationNotAScene: return .segueDestinationNotAScene
        case .segueDestinationUsesCreator: return .segueDestinationUsesCreator
        case .segueNotFound: return .segueNotFound
        case .segueDestinationMismatch: return .segueDestinationMismatch
        case .segueKindNotSupported: return .segueKindNotSupported
        case .segueReferenceUnresolved: return .segueReferenceUnresolved
        case .undeclaredSegue: return .undeclaredSegue
        case .screenNotARoute: return .screenNotARoute
        case .urlWithoutRoute: return .urlWithoutRoute
        case .invalidURLPattern: return .invalidUrlPattern
        case .unknownURLParameter: return .unknownUrlParameter
        case .unknownRedactedParameter: return .unknownRedactedParameter
        case .unreachableScreen: return .unreachableScreen
        case .urlMissingParameter: return .urlMissingParameter
        case .overlappingURLPatterns: return .overlappingUrlPatterns
        case .routeParameterNotCodable: return .routeParameterNotCodable
        case .linkContractBroken: return .linkContractBroken
        case .invalidParent: return .invalidParent
        case .invalidTab: return .invalidTab
        case .parentMissingArgument: return .parentMissingArgument
        case .parentArgumentMismatch: return .parentArgumentMismatch
        case .parentCycle: return .parentCycle
        case .invalidPreviewArgument: return .invalidPreviewArgument
        case .unknownPreviewParameter: return .unknownPreviewParameter
        case .missingPreviewArguments: return .missingPreviewArguments
        case .configKeyConflict: return .configKeyConflict
        case .missingConfigKey: return .missingConfigKey
        case .moduleFolderListedTwice: return .moduleFolderListedTwice
        case .moduleGeneratedTwice: return .moduleGeneratedTwice
        case .supportModuleIsAModule: return .supportModuleIsAModule
        case .screenMemberInTwoModules: return .screenMemberInTwoModules
        case .modulesDeclareSupportTwice: return .modulesDeclareSupportTwice
        case .supportAcrossFrameworks: return .supportAcrossFrameworks
        case .outputFoldersOverlap: return .outputFoldersOverlap
        case .unknownDiagnosticCode: return .unknownDiagnosticCode
        case .unignorableDiagnostic: return .unignorableDiagnostic
        case .unusedIgnore: return .unusedIgnore
        case let .output(failure):
            switch failure {
            case .refusedFolder: return .refusedOutputFolder
            case .wouldOverwrite: return .wouldOverwrite
            case .outsideFolder: return .outsideOutputFolder
            case .linkInFolder: return .linkInOutputFolder
            case .io: return .outputIo
            }
        case .staleOutput: return .staleOutput
        case .storyboardFolderMissing: return .storyboardFolderMissing
        case .invalidStoryboard: return .invalidStoryboard
        case .interfaceFileTooLarge: return .interfaceFileTooLarge
        case .unsupportedStoryboardPlatform: return .unsupportedStoryboardPlatform
        case .storyboardPlatformMismatch: return .storyboardPlatformMismatch
        case .storyboardFileNotFound: return .storyboardFileNotFound
        case .storyboardPathNotFound: return .storyboardPathNotFound
        case .storyboardPathNameMismatch: return .storyboardPathNameMismatch
        case .ambiguousStoryboardFile: return .ambiguousStoryboardFile
        case .storyboardFoundTwice: return .storyboardFoundTwice
        case .storyboardIdentifierNotFound: return .storyboardIdentifierNotFound
        case .storyboardIdentifierIsReference: return .storyboardIdentifierIsReference
        case .ambiguousStoryboardIdentifier: return .ambiguousStoryboardIdentifier
        case .sceneClassMismatch: return .sceneClassMismatch
        case .sceneControllerKindMismatch: return .sceneControllerKindMismatch
        case .sceneModuleMismatch: return .sceneModuleMismatch
        case .initialSceneMismatch: return .initialSceneMismatch
        case .screenInOtherStoryboard: return .screenInOtherStoryboard
        case .unclaimedScene: return .unclaimedScene
        case .identifierNeverMatchesType: return .identifierNeverMatchesType
        case .unclaimedUnnamedScene: return .unclaimedUnnamedScene
        case .segueOnlySceneNotFound: return .segueOnlySceneNotFound
        case .segueOnlySceneHasIdentifier: return .segueOnlySceneHasIdentifier
        case .nibFileNotFound: return .nibFileNotFound
        case .nibOwnerMismatch: return .nibOwnerMismatch
        case .nibOwnerModuleMismatch: return .nibOwnerModuleMismatch
        case .nibViewOutletMissing: return .nibViewOutletMissing
        case .connectionNameInvalid: return .connectionNameInvalid
        case .connectionsUnchecked: return .connectionsUnchecked
        }
    }

    /// ``diagnosticCode`` as text, for machine-readable output and for tests.
    public var code: String { diagnosticCode.rawValue }

    public var severity: Diagnostic.Severity { diagnosticCode.severity }
}
