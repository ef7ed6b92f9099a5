/// Where a parameter indented as a key of its screen belongs: under `list` (`initialize` or
/// `init`), at `column`, as `sibling` (the list's last parameter, when it has one) is.
public struct MisplacedParameter: Sendable, Hashable {
    public var list: String
    public var column: Int
    public var sibling: String?
    public var siblingLocation: SourceLocation?

    public init(list: String, column: Int, sibling: String? = nil, siblingLocation: SourceLocation? = nil) {
        self.list = list
        self.column = column
        self.sibling = sibling
        self.siblingLocation = siblingLocation
    }
}

/// Every problem ScreenGen can report, one case each.
///
/// Tests assert these cases. ``message`` and ``notes`` turn them into text; ``diagnosticCode``
/// gives each its ``DiagnosticCode``, whose catalogue entry holds its severity and the
/// `screengen explain` text. Every one of those is a switch without `default`, so a new case
/// does not compile until it has all of them.
public enum DiagnosticKind: Sendable, Hashable {
    // MARK: Loading
    case specsFolderMissing(path: String)
    case noSpecFiles(folder: String)
    case unreadableFile(reason: String)
    case invalidUTF8(byteOffset: Int)
    /// A file in UTF-16 or UTF-32 (`encoding`: `UTF-16LE`, …), with or without a byte order mark.
    case unsupportedEncoding(encoding: String, byteOrderMark: Bool)
    /// `problem` is the message: what the author most likely got wrong, or libyaml's own
    /// words when no reading of them applies; `parserMessage` keeps libyaml's words beside a reading.
    case yamlSyntax(problem: String, hint: String?, parserMessage: String?)
    case multipleDocuments
    case emptySpecFile
    case duplicateKey(key: String, first: SourceLocation)
    case unsupportedTag(tag: String)
    case documentTooLarge(limit: Int)
    case nestingTooDeep(limit: Int)
    case specFileTooLarge(bytes: Int, limit: Int)

    // MARK: Shape of the spec
    /// `misplacedParameter`: the key reads as a parameter indented as a key of the screen.
    case unknownKey(key: String, section: String, suggestion: String?, allowed: [String], misplacedParameter: MisplacedParameter? = nil)
    /// `subject` is already phrased for the message: `'module'`, `the spec file`, `parameter 'id'`.
    case wrongKind(subject: String, expected: String, found: String, hint: String?)
    case invalidChoice(key: String, value: String, allowed: [String], suggestion: String?)
    case invalidBoolean(key: String, value: String)

    // MARK: Module
    case missingModule
    case invalidModuleName(name: String, reason: String)
    case conflictingSetting(key: String, value: String, other: String, otherLocation: SourceLocation)
    /// Two spec files whose generated files would have the same path (`a.yml`, `a.yaml`).
    case outputPathCollision(path: String, otherFile: String)

    // MARK: Storyboards
    case invalidStoryboardName(name: String, reason: String)
    case duplicateStoryboard(name: String, first: SourceLocation)
    case storyboardCaseCollision(name: String, caseName: String, other: String, otherLocation: SourceLocation)
    case unusedStoryboard(name: String)
    /// Two names that read the same but are different names (`role`: `screen` or
    /// `storyboard`): `Cаrd` with a Cyrillic `а` next to `Card`.
    case confusableName(role: String, name: String, other: String, otherLocation: SourceLocation)

    // MARK: Screens
    case tooManyScreens(count: Int, limit: Int)
    case invalidTypeName(name: String, reason: String)
    case duplicateScreen(type: String, first: SourceLocation)
    /// A `class:` that is not a Swift type name.
    case invalidClassName(name: String, reason: String)
    /// A screen whose class another screen also has, with something only one screen of a
    /// class can have (`reason`); `other` is the other screen.
    case sharedClassRefused(screen: String, typeName: String, other: String, otherLocation: SourceLocation, reason: String)
    case memberNameCollision(member: String, type: String, other: String, otherLocation: SourceLocation?)
    /// A type name from a spec (`role`: `screen` or `class`) that the generated code declares
    /// itself (`reason` says where), or that it declares for another screen, `other`.
    case generatedNameClash(role: String, name: String, reason: String, other: String?, otherLocation: SourceLocation?)
    case undeclaredStoryboard(name: String, screen: String, suggestion: String?)
    case sceneKeyWithoutStoryboard(key: String, screen: String)
    case initialWithIdentifier(screen: String)
    case invalidStoryboardIdentifier(identifier: String, reason: String)
    case duplicateStoryboardIdentifier(identifier: String, storyboard: String, other: String, otherLocation: SourceLocation)
    case duplicateInitialScreen(storyboard: String, other: String, otherLocation: SourceLocation)
    /// Two keys of one screen that describe different ways of making it.
    case incompatibleScreenKeys(screen: String, key: String, other: String, otherLocation: SourceLocation, reason: String)
    case sceneKeyWithoutNib(key: String, screen: String, hasStoryboard: Bool)
    case invalidNibName(name: String, reason: String)
    case storyboardOnVisionOS(name: String, platformLocation: SourceLocation)
    case nibOnVisionOS(screen: String, platformLocation: SourceLocation)
    /// A `presentation:` style the module's platform does not have (or only in a later release).
    case presentationUnavailable(screen: String, style: String, platform: TargetPlatform, reason: String, platformLocation: SourceLocation?)
    /// A screen key the module's platform cannot honour (`swiftUI` on macOS, `windowController` off it).
    case keyUnavailableOnPlatform(screen: String, key: String, platform: TargetPlatform, reason: String, platformLocation: SourceLocation?)

    // MARK: Parameters
    case invalidParameterDeclaration(text: String)
    case invalidParameterName(name: String, role: String, reason: String)
    case invalidParameterType(text: String, reason: String)
    case invalidDefaultValue(text: String, reason: String)
    case duplicateParameter(name: String, screen: String, first: SourceLocation)
    /// A parameter name or label the generated members take themselves or refer to (`reason`).
    case reservedParameterName(name: String, screen: String, reason: String)
    /// An `init` parameter whose label the hand-written initializer already has (`coder`, `nibName`, `bundle`).
    case reservedInitializerLabel(name: String, screen: String, initializer: String)
    /// A non-escaping closure among a storyboard scene's `init` parameters: the creator block keeps it.
    case nonEscapingCreatorParameter(name: String, screen: String, type: String)

    // MARK: Segues (text in DiagnosticKind+Segues.swift)
    case missingSegueDestination(identifier: String)
    /// `segues:` on a screen that is not a storyboard scene; `kind` says how it is made.
    case segueOnNonScene(screen: String, kind: String)
    case invalidSegueIdentifier(identifier: String, screen: String, reason: String)
    /// Two identifiers of one screen that become the same `Segue` case (`ShowNote`, `showNote`).
    case duplicateSegueCase(identifier: String, screen: String, caseName: String, other: String, otherLocation: SourceLocation)
    case undeclaredSegueDestination(destination: String, identifier: String, screen: String, suggestion: String?)
    case segueDestinationNotAScene(destination: String, identifier: String, kind: String, destinationLocation: SourceLocation)
    /// A destination made through `init?(coder:...)` with `init:` parameters, which a segue cannot pass.
    case segueDestinationUsesCreator(destination: String, identifier: String, destinationLocation: SourceLocation)
    // Against the storyboards
    /// The source scene has no segue with the declared identifier; `identifiers` are the ones it has.
    case segueNotFound(identifier: String, screen: String, scene: StoryboardScene, identifiers: [String], suggestion: String?)
    /// The segue leads somewhere else than the declared destination; `navigation` is the
    /// navigation controller it shows when the destination is that controller's root.
    case segueDestinationMismatch(identifier: String, kind: String, destination: String, embedded: Bool, scene: StoryboardScene?,
                                  navigation: StoryboardScene?, file: String, hint: String?)
    /// A declared segue of a kind UIKit performs on its own terms (`unwind`, `embed`), which a
    /// typed `performSegue` and a declared destination cannot stand for.
    case segueKindNotSupported(identifier: String, screen: String, segue: StoryboardSegue, file: String)
    /// A segue through a storyboard reference whose storyboard or scene cannot be found.
    case segueReferenceUnresolved(identifier: String, reference: StoryboardReference, reason: String)
    /// An identified segue of a declared screen's scene that its spec does not declare.
    /// `entry`: the line to add under the screen's `segues:`, when the destination is one declared screen.
    case undeclaredSegue(storyboard: String, segue: StoryboardSegue, screen: String, screenLocation: SourceLocation, entry: String?)

    // MARK: Routes (text in DiagnosticKind+Routes.swift)
    /// A screen of a file with `routes:` that gets no `ScreenRoute` case; `reason` says why.
    case screenNotARoute(screen: String, reason: String)
    /// `url:` on a screen that has no `ScreenRoute` case.
    case urlWithoutRoute(screen: String, reason: String)
    case invalidURLPattern(pattern: String, reason: String)
    /// A `{name}` that names none of the screen's parameters.
    case unknownURLParameter(name: String, pattern: String, screen: String, suggestion: String?)
    /// A screen no declared entry point reaches through segues, routes with `url:` or parents.
    case unreachableScreen(screen: String, entries: [String])
    /// A `redact:` entry that names none of the screen's parameters.
    case unknownRedactedParameter(name: String, screen: String, suggestion: String?)
    /// A parameter without a default value that the screen's `url:` leaves out.
    case urlMissingParameter(name: String, pattern: String, screen: String, parameterLocation: SourceLocation)
    /// Two `url:` patterns that match one path, neither of them by more literal segments.
    case overlappingURLPatterns(pattern: String, screen: String, other: String, otherScreen: String, otherLocation: SourceLocation)
    /// With `routes: {codable: …}`, a route parameter whose type is not known to be `Codable`.
    case routeParameterNotCodable(screen: String, parameter: String, type: String)
    /// `check --links-baseline`: a link of the baseline that no pattern takes any more, or
    /// whose parameters changed; `reason` says how.
    case linkContractBroken(pattern: String, screen: String, reason: String, baselineLocation: SourceLocation)
    /// `parent:` naming no route screen, or on a screen that is no route itself; `reason` says which.
    case invalidParent(screen: String, parent: String, reason: String)
    /// A parameter of the parent without a default that neither `arguments:` nor a
    /// parameter of the screen with its name gives.
    case parentMissingArgument(screen: String, parent: String, parameter: String)
    /// An argument of `parent:` that cannot give the parent's parameter: no such parameter,
    /// not an expression, or a parameter of the screen of another type; `reason` says which.
    case parentArgumentMismatch(screen: String, parent: String, parameter: String, reason: String)
    /// Screens whose `parent:` lead back to themselves, in order, the first repeated last.
    case parentCycle(cycle: [String])
    /// `tab:` naming no screen that can be a tab root, or on a screen that cannot stand on one; `reason` says which.
    case invalidTab(screen: String, tab: String, reason: String)

    // MARK: Previews (`preview:`; text in DiagnosticKind+Previews.swift)
    /// A `preview:` value that is not exactly one Swift expression.
    case invalidPreviewArgument(name: String, text: String, reason: String)
    /// A `preview:` key that names none of the parameters `create` takes.
    case unknownPreviewParameter(name: String, screen: String, parameters: [String], suggestion: String?)
    /// Parameters without a default value that `preview:` gives no value.
    case missingPreviewArguments(names: [String], screen: String)

    // MARK: Several modules (config `modules:` and `support:`; text in DiagnosticKind+Modules.swift)
    /// A config key that `modules:` replaces (`specs`, `output`), or one that needs it (`support`).
    case configKeyConflict(key: String, reason: String)
    /// A `modules:` entry or `support:` without one of its required keys.
    case missingConfigKey(key: String, section: String, example: String)
    /// Two `modules:` entries with the same specs or output folder.
    case moduleFolderListedTwice(key: String, path: String, otherLocation: SourceLocation)
    /// Two `modules:` entries whose specs name the same module.
    case moduleGeneratedTwice(module: String, otherLocation: SourceLocation)
    /// `support: module:` names a module that a `modules:` entry generates.
    case supportModuleIsAModule(name: String, moduleLocation: SourceLocation)
    /// Screens of two modules that share a support module whose create/push/present members
    /// have one name, so importing both modules makes every call to it ambiguous.
    case screenMemberInTwoModules(member: String, type: String, module: String, otherType: String, otherModule: String, otherLocation: SourceLocation)
    /// Public modules of one run that each declare the support declarations: an app that
    /// imports both cannot call `create`, `push` or `present` unambiguously.
    case modulesDeclareSupportTwice(module: String, other: String, framework: String, otherLocation: SourceLocation)
    /// `support:` for modules of both UIKit (iOS, tvOS) and AppKit (macOS): one support
    /// module imports one of the two.
    case supportAcrossFrameworks(module: String, framework: String, other: String, otherFramework: String, otherLocation: SourceLocation)
    /// Two output folders of one run (two `modules:` entries, or one and `support:`) that are
    /// one folder, or one inside the other, once symbolic links are resolved.
    case outputFoldersOverlap(path: String, other: String, relation: String, otherLocation: SourceLocation)

    // MARK: Ignore lists (spec and config `ignore:`; text in DiagnosticKind+Ignore.swift)
    /// An `ignore:` entry whose code is no ``DiagnosticCode``.
    case unknownDiagnosticCode(code: String, suggestion: String?)
    /// An `ignore:` entry naming an error, or `unused-ignore`: what no list may hide.
    case unignorableDiagnostic(code: DiagnosticCode)
    /// An `ignore:` entry that matched no diagnostic of the run.
    case unusedIgnore(rule: IgnoreRule)

    // MARK: Writing (text in OutputWriter.Failure)
    /// A file or folder the write stage refuses or cannot read or write.
    case output(OutputWriter.Failure)
    /// A file `check` finds out of date (text in StaleOutput.swift).
    case staleOutput(StaleOutput)

    // MARK: Storyboard files (cross-check and import; text in DiagnosticKind+Storyboards.swift)
    case storyboardFolderMissing(path: String)
    case invalidStoryboard(reason: String)
    /// A storyboard or XIB (`fileKind`) larger than the XML parser reads.
    case interfaceFileTooLarge(fileKind: String, bytes: Int, limit: Int)
    case unsupportedStoryboardPlatform(file: String, platform: StoryboardPlatform, targetRuntime: String?)
    /// A storyboard of a platform screengen reads, named by a module of another platform.
    case storyboardPlatformMismatch(file: String, platform: TargetPlatform, targetRuntime: String?, modulePlatform: TargetPlatform,
                                    platformLocation: SourceLocation?)
    case storyboardFileNotFound(storyboard: String, searched: [String], suggestion: String?)
    case storyboardPathNotFound(path: String, suggestion: String?)
    case storyboardPathNameMismatch(storyboard: String, path: String)
    case ambiguousStoryboardFile(storyboard: String, files: [String])
    case storyboardFoundTwice(storyboard: String, path: String, others: [String])
    case storyboardIdentifierNotFound(identifier: String, file: String, suggestion: String?, classScene: StoryboardScene?)
    case storyboardIdentifierIsReference(identifier: String, file: String, reference: StoryboardReference)
    case ambiguousStoryboardIdentifier(identifier: String, file: String, scenes: [StoryboardScene])
    case sceneClassMismatch(screen: String, scene: StoryboardScene)
    /// macOS: a window controller scene for a view controller screen, or the reverse.
    case sceneControllerKindMismatch(screen: String, scene: StoryboardScene, isWindowController: Bool)
    case sceneModuleMismatch(screen: String, scene: StoryboardScene, module: String, moduleLocation: SourceLocation?)
    case initialSceneMismatch(screen: String, file: String, initialViewController: String?, scene: StoryboardScene?, classScene: StoryboardScene?)
    case screenInOtherStoryboard(screen: String, storyboard: String, scene: StoryboardScene, otherStoryboard: String)
    /// `declaration`: the screen entry to add under `screens:` (``StoryboardCrossCheck/declaration(of:storyboard:model:segueOnly:)``).
    case unclaimedScene(storyboard: String, scene: StoryboardScene, codeScreen: SourceLocation?, declaration: String?)
    case identifierNeverMatchesType(storyboard: String, scene: StoryboardScene, reason: String, declaration: String?)
    /// A scene with a class of the module and no Storyboard ID, which segues or relationships
    /// show, that no spec declares. `segueOnlyAllowed`: the module's platform has segue-only
    /// screens (UIKit).
    case unclaimedUnnamedScene(storyboard: String, scene: StoryboardScene, segueOnlyAllowed: Bool, declaration: String?)
    /// A `segueOnly: true` screen whose class is on no scene without a Storyboard ID.
    case segueOnlySceneNotFound(screen: String, file: String)
    /// A `segueOnly: true` screen whose class is on a scene that has a Storyboard ID.
    case segueOnlySceneHasIdentifier(screen: String, scene: StoryboardScene)
    // XIBs of `nib:` screens
    case nibFileNotFound(nib: String, screen: String, searched: [String], suggestion: String?)
    case nibOwnerMismatch(screen: String, file: String, ownerClass: String?, ownerLocation: SourceLocation)
    case nibOwnerModuleMismatch(screen: String, file: String, ownerModule: String?, module: String, ownerLocation: SourceLocation)
    /// `connectsWindow`: the owner connects AppKit's `window` outlet instead, as a window controller's XIB does.
    case nibViewOutletMissing(screen: String, file: String, connectsWindow: Bool, ownerLocation: SourceLocation)
    // Outlets and actions of scenes and XIBs
    /// An outlet or action of a declared screen whose name no Swift class can declare.
    /// `storyboard`: the scene's storyboard, nil for a XIB.
    case connectionNameInvalid(connection: String, screen: String, storyboard: String?, reason: String)
    /// A scene whose controller connects outlets or actions, of a class no spec declares.
    case connectionsUnchecked(type: String, storyboard: String, count: Int, first: String)
}
