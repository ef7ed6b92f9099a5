extension DiagnosticCode {
    /// What this code means, how to fix it and an example (``DiagnosticExplanation/entry(for:)``).
    public var explanation: DiagnosticExplanation { DiagnosticExplanation.entry(for: self) }

    /// Whether the code stops a run (error) or is reported and let through (warning).
    public var severity: Diagnostic.Severity { explanation.severity }
}

extension DiagnosticExplanation {
    /// One entry per code, looked up by a switch without `default`, so a new code does not
    /// compile until it has an entry; each names the stage's file that holds it.
    static func entry(for code: DiagnosticCode) -> DiagnosticExplanation {
        switch code {
        case .specsFolderMissing: return Loading.specsFolderMissing
        case .noSpecFiles: return Loading.noSpecFiles
        case .unreadableFile: return Loading.unreadableFile
        case .invalidUtf8: return Loading.invalidUtf8
        case .unsupportedEncoding: return Loading.unsupportedEncoding
        case .yamlSyntax: return Loading.yamlSyntax
        case .multipleDocuments: return Loading.multipleDocuments
        case .emptySpecFile: return Loading.emptySpecFile
        case .duplicateKey: return Loading.duplicateKey
        case .unsupportedTag: return Loading.unsupportedTag
        case .documentTooLarge: return Loading.documentTooLarge
        case .nestingTooDeep: return Loading.nestingTooDeep
        case .specFileTooLarge: return Loading.specFileTooLarge
        case .unknownKey: return Loading.unknownKey
        case .wrongKind: return Loading.wrongKind
        case .invalidChoice: return Loading.invalidChoice
        case .invalidBoolean: return Loading.invalidBoolean
        case .missingModule: return Loading.missingModule
        case .invalidModuleName: return Loading.invalidModuleName
        case .conflictingSetting: return Loading.conflictingSetting
        case .outputPathCollision: return Loading.outputPathCollision
        case .invalidStoryboardName: return Storyboards.invalidStoryboardName
        case .duplicateStoryboard: return Storyboards.duplicateStoryboard
        case .storyboardCaseCollision: return Storyboards.storyboardCaseCollision
        case .unusedStoryboard: return Storyboards.unusedStoryboard
        case .confusableName: return Storyboards.confusableName
        case .tooManyScreens: return Screens.tooManyScreens
        case .invalidTypeName: return Screens.invalidTypeName
        case .invalidClassName: return Screens.invalidClassName
        case .sharedClassRefused: return Screens.sharedClassRefused
        case .duplicateScreen: return Screens.duplicateScreen
        case .memberNameCollision: return Screens.memberNameCollision
        case .generatedNameClash: return Screens.generatedNameClash
        case .undeclaredStoryboard: return Screens.undeclaredStoryboard
        case .sceneKeyWithoutStoryboard: return Screens.sceneKeyWithoutStoryboard
        case .initialWithIdentifier: return Screens.initialWithIdentifier
        case .invalidStoryboardIdentifier: return Screens.invalidStoryboardIdentifier
        case .duplicateStoryboardIdentifier: return Screens.duplicateStoryboardIdentifier
        case .duplicateInitialScreen: return Screens.duplicateInitialScreen
        case .incompatibleScreenKeys: return Screens.incompatibleScreenKeys
        case .keyWithoutNib: return Screens.keyWithoutNib
        case .invalidNibName: return Screens.invalidNibName
        case .storyboardOnVisionos: return Screens.storyboardOnVisionos
        case .nibOnVisionos: return Screens.nibOnVisionos
        case .presentationUnavailable: return Screens.presentationUnavailable
        case .keyUnavailableOnPlatform: return Screens.keyUnavailableOnPlatform
        case .invalidParameterDeclaration: return Parameters.invalidParameterDeclaration
        case .invalidParameterName: return Parameters.invalidParameterName
        case .invalidParameterType: return Parameters.invalidParameterType
        case .invalidDefaultValue: return Parameters.invalidDefaultValue
        case .duplicateParameter: return Parameters.duplicateParameter
        case .reservedParameterName: return Parameters.reservedParameterName
        case .reservedInitializerLabel: return Parameters.reservedInitializerLabel
        case .nonEscapingCreatorParameter: return Parameters.nonEscapingCreatorParameter
        case .missingSegueDestination: return Segues.missingSegueDestination
        case .segueOnNonScene: return Segues.segueOnNonScene
        case .invalidSegueIdentifier: return Segues.invalidSegueIdentifier
        case .duplicateSegueCase: return Segues.duplicateSegueCase
        case .undeclaredSegueDestination: return Segues.undeclaredSegueDestination
        case .segueDestinationNotAScene: return Segues.segueDestinationNotAScene
        case .segueDestinationUsesCreator: return Segues.segueDestinationUsesCreator
        case .segueNotFound: return Segues.segueNotFound
        case .segueDestinationMismatch: return Segues.segueDestinationMismatch
        case .segueKindNotSupported: return Segues.segueKindNotSupported
        case .segueReferenceUnresolved: return Segues.segueReferenceUnresolved
        case .undeclaredSegue: return Segues.undeclaredSegue
        case .configKeyConflict: return Modules.configKeyConflict
        case .missingConfigKey: return Modules.missingConfigKey
        case .moduleFolderListedTwice: return Modules.moduleFolderListedTwice
        case .moduleGeneratedTwice: return Modules.moduleGeneratedTwice
        case .supportModuleIsAModule: return Modules.supportModuleIsAModule
        case .screenMemberInTwoModules: return Modules.screenMemberInTwoModules
        case .modulesDeclareSupportTwice: return Modules.modulesDeclareSupportTwice
        case .supportAcrossFrameworks: return Modules.supportAcrossFrameworks
        case .outputFoldersOverlap: return Modules.outputFoldersOverlap
        case .unknownDiagnosticCode: return Ignore.unknownDiagnosticCode
        case .unignorableDiagnostic: return Ignore.unignorableDiagnostic
        case .unusedIgnore: return Ignore.unusedIgnore
        case .refusedOutputFolder: return Modules.refusedOutputFolder
        case .wouldOverwrite: return Modules.wouldOverwrite
        case .outsideOutputFolder: return Modules.outsideOutputFolder
        case .linkInOutputFolder: return Modules.linkInOutputFolder
        case .outputIo: return Modules.outputIo
        case .staleOutput: return Modules.staleOutput
        case .storyboardFolderMissing: return StoryboardFiles.storyboardFolderMissing
        case .invalidStoryboard: return StoryboardFiles.invalidStoryboard
        case .interfaceFileTooLarge: return StoryboardFiles.interfaceFileTooLarge
        case .unsupportedStoryboardPlatform: return StoryboardFiles.unsupportedStoryboardPlatform
        case .storyboardPlatformMismatch: return StoryboardFiles.storyboardPlatformMismatch
        case .storyboardFileNotFound: return StoryboardFiles.storyboardFileNotFound
        case .storyboardPathNotFound: return StoryboardFiles.storyboardPathNotFound
        case .storyboardPathNameMismatch: return StoryboardFiles.storyboardPathNameMismatch
        case .ambiguousStoryboardFile: return StoryboardFiles.ambiguousStoryboardFile
        case .storyboardFoundTwice: return StoryboardFiles.storyboardFoundTwice
        case .storyboardIdentifierNotFound: return StoryboardFiles.storyboardIdentifierNotFound
        case .storyboardIdentifierIsReference: return StoryboardFiles.storyboardIdentifierIsReference
        case .ambiguousStoryboardIdentifier: return StoryboardFiles.ambiguousStoryboardIdentifier
        case .sceneClassMismatch: return StoryboardFiles.sceneClassMismatch
        case .sceneControllerKindMismatch: return StoryboardFiles.sceneControllerKindMismatch
        case .sceneModuleMismatch: return StoryboardFiles.sceneModuleMismatch
        case .initialSceneMismatch: return StoryboardFiles.initialSceneMismatch
        case .screenInOtherStoryboard: return StoryboardFiles.screenInOtherStoryboard
        case .unclaimedScene: return StoryboardFiles.unclaimedScene
        case .identifierNeverMatchesType: return StoryboardFiles.identifierNeverMatchesType
        case .unclaimedUnnamedScene: return StoryboardFiles.unclaimedUnnamedScene
        case .segueOnlySceneNotFound: return StoryboardFiles.segueOnlySceneNotFound
        case .segueOnlySceneHasIdentifier: return StoryboardFiles.segueOnlySceneHasIdentifier
        case .screenNotARoute: return Routes.screenNotARoute
        case .urlWithoutRoute: return Routes.urlWithoutRoute
        case .routeParameterNotCodable: return Routes.routeParameterNotCodable
        case .linkContractBroken: return Routes.linkContractBroken
        case .invalidUrlPattern: return Routes.invalidUrlPattern
        case .unknownUrlParameter: return Routes.unknownUrlParameter
        case .unknownRedactedParameter: return Navigation.unknownRedactedParameter
        case .unreachableScreen: return Navigation.unreachableScreen
        case .urlMissingParameter: return Routes.urlMissingParameter
        case .overlappingUrlPatterns: return Routes.overlappingUrlPatterns
        case .invalidParent: return Parents.invalidParent
        case .invalidTab: return Parents.invalidTab
        case .parentMissingArgument: return Parents.parentMissingArgument
        case .parentArgumentMismatch: return Parents.parentArgumentMismatch
        case .parentCycle: return Parents.parentCycle
        case .invalidPreviewArgument: return Previews.invalidPreviewArgument
        case .unknownPreviewParameter: return Previews.unknownPreviewParameter
        case .missingPreviewArguments: return Previews.missingPreviewArguments
        case .nibFileNotFound: return StoryboardFiles.nibFileNotFound
        case .nibOwnerMismatch: return StoryboardFiles.nibOwnerMismatch
        case .nibOwnerModuleMismatch: return StoryboardFiles.nibOwnerModuleMismatch
        case .nibViewOutletMissing: return StoryboardFiles.nibViewOutletMissing
        case .connectionNameInvalid: return Connections.connectionNameInvalid
        case .connectionsUnchecked: return Connections.connectionsUnchecked
        }
    }
}
