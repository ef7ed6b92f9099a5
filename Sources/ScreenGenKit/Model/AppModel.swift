/// Model stage: everything the renderer needs, validated, sorted, and free of YAML.
public struct AppModel: Sendable, Equatable {
    /// The module that owns the screens; the generated tests `@testable import` it.
    public var module: String
    public var access: AccessLevel
    /// Whether create, push and present take `initialize`'s labels.
    public var callSiteLabels: CallSiteLabels = .initialize
    /// Whether generated code points the compiler at spec lines (`sourceLocations: spec`).
    public var sourceLocations: SourceLocations = .none
    /// The platform the module is built for (`platform:`): which storyboards it reads and
    /// which framework the generated code uses.
    public var platform: TargetPlatform = .iOS
    /// The framework of the generated tests (`tests:`).
    public var tests: TestFramework = .xctest
    /// Paths of the spec files the model came from, sorted, as shown in headers.
    public var specFiles: [String]
    /// The folder the spec files were read from, as shown in headers.
    public var specsFolder: String
    /// Sorted by name.
    public var storyboards: [Storyboard]
    /// Sorted by type name.
    public var screens: [Screen]
    /// `routes:` in a spec file or the config: the module has a `ScreenRoute` enum. Nil
    /// without one.
    public var routes: RouteOptions?
    /// The module that declares what every module of a multi-module run shares (config
    /// `support:`), or nil when this module declares it itself (see SupportModuleRenderer).
    public var supportModule: String?
    /// Where the first `module:` and `platform:` keys are, for the notes of problems the
    /// cross-check finds with them.
    public var moduleLocation: SourceLocation?
    public var platformLocation: SourceLocation?
    /// The folders `storyboardPaths:` names, each relative to its spec file's folder, in
    /// spec file order.
    public var storyboardPaths: [Located<String>] = []
    /// Whether a storyboard's first entry names its file (`path:`), valid or not: that turns
    /// the cross-check on, so that an entry with a mistake does not hide the other
    /// storyboards' problems with their files.
    public var namesStoryboardFiles = false

    public init(module: String, access: AccessLevel, specFiles: [String], specsFolder: String,
                storyboards: [Storyboard], screens: [Screen]) {
        self.module = module
        self.access = access
        self.specFiles = specFiles
        self.specsFolder = specsFolder
        self.storyboards = storyboards
        self.screens = screens
    }
}

/// The argument labels of create, push and present (`callSiteLabels:`).
public enum CallSiteLabels: String, Sendable, CaseIterable {
    /// The labels of the hand-written `initialize(...)`.
    case initialize
    /// No labels, as the Sourcery create/push/present templates generated; `initialize`
    /// is still called with its labels.
    case none
}

/// Whether generated files carry spec line numbers (`sourceLocations:`).
public enum SourceLocations: String, Sendable, CaseIterable {
    /// No spec line number anywhere in generated code: a spec edit changes exactly the
    /// generated lines its meaning changes. Compiler errors in generated code are reported
    /// there, and run-time messages name the spec file and the screen.
    case none
    /// `#sourceLocation` directives put each parameter list on its spec lines, so the
    /// compiler reports a mistyped type or label at the spec line; comments and run-time
    /// messages show `file:line:column`. Any edit that moves spec lines changes the output.
    case spec
}

/// The platform the module is built for (`platform:`).
public enum TargetPlatform: String, Sendable, CaseIterable {
    /// iPhone, iPad and Mac Catalyst: storyboards and code-built screens.
    case iOS
    /// Apple TV: UIKit as on iOS, with tvOS storyboards (`targetRuntime="AppleTV"`).
    case tvOS
    /// The Mac with AppKit: view and window controllers, macOS storyboards
    /// (`targetRuntime="MacOSX.Cocoa"`). (Mac Catalyst is `iOS`.)
    case macOS
    /// visionOS, where `UIStoryboard` is deprecated
    /// (https://developer.apple.com/documentation/uikit/uistoryboard): code-built screens only.
    case visionOS
}

/// Access level of everything generated.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`
    case `public`
}
