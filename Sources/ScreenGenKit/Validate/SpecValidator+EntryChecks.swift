/// Validate stage, the part of each screen entry's checks that reads that entry alone: its
/// name, its member, its parameter lists and where its keys are, worked out before the
/// rules between entries.
extension SpecValidator {
    /// What one screen entry says on its own.
    struct EntryChecks: Sendable {
        /// Whether the name keeps the entry from being a screen at all; the error is then
        /// the one diagnostic. (Kept small: there is one of these per screen at the stage's
        /// memory peak.)
        var nameIsInvalid = false
        var member = ""
        /// The parameter lists as ``validateAllParameters(_:source:)`` leaves them for a
        /// screen made as ``ParameterContext`` `context` says, and what it reported.
        var context = ParameterContext.none
        var initParameters: [Parameter]?
        var parameters: [Parameter]?
        var diagnostics: [Diagnostic] = []
        var keyLocations = ScreenKeyLocations()

        init(_ entry: SpecDocument.ScreenEntry) {
            let type = entry.name
            if let problem = SwiftIdentifier.screenNameProblem(type.value) {
                nameIsInvalid = true
                diagnostics = [Diagnostic(.invalidTypeName(name: type.value, reason: problem), at: type.location)]
                return
            }
            member = SwiftIdentifier.lowerCamel(type.value)
            context = ParameterContext(expectedFor: entry)
            var validator = SpecValidator()
            (initParameters, parameters) = validator.validateAllParameters(entry, source: context.source)
            diagnostics = validator.diagnostics
            keyLocations = ScreenKeyLocations(entry)
        }
    }

    /// What the parameter rules need to know of how a screen is made: whether UIKit's own
    /// initializer takes a coder or a nib first (``initializer(taking:source:)``), and whether
    /// a storyboard's creator block keeps the arguments.
    enum ParameterContext: Sendable, Equatable {
        case scene, nib, code, swiftUI, none

        init(_ source: Screen.Source?) {
            switch source {
            case .storyboardScene, .initialScene, .segueOnlyScene: self = .scene
            case .nib: self = .nib
            case .code: self = .code
            case .swiftUI: self = .swiftUI
            case nil: self = .none
            }
        }

        /// How the entry's keys make the screen when nothing else is wrong with it
        /// (``validateSource``); where something is, the source differs and the parameters
        /// are checked again for it.
        init(expectedFor entry: SpecDocument.ScreenEntry) {
            // Asked of the keys' presence, not their values: comparing the optional values
            // with nil copied both into a tuple that the runtime then destroyed generically,
            // 1.3 M instructions over 1,000 screens.
            if entry.isSwiftUI {
                self = .swiftUI
            } else if entry.hasStoryboard {
                self = entry.hasNib ? .none : .scene
            } else {
                self = entry.hasNib ? .nib : .code
            }
        }

        /// A source of this kind, for the parameter rules, which read nothing else of it.
        var source: Screen.Source? {
            switch self {
            case .scene: return .storyboardScene(storyboard: "", identifier: "")
            case .nib: return .nib(name: "", bundle: .main)
            case .code: return .code
            case .swiftUI: return .swiftUI
            case .none: return nil
            }
        }
    }
}
