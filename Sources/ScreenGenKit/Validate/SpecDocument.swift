/// One spec file after its shape is checked: typed values, each with its location.
/// Cross-file rules are the ``SpecValidator``'s job.
struct SpecDocument: Sendable {
    typealias Located<Value: Sendable> = ScreenGenKit.Located<Value>

    struct StoryboardEntry {
        var name: Located<String>
        var bundle: Storyboard.BundleKind
        /// The storyboard file, relative to the spec file's folder (turns on the cross-check).
        var path: Located<String>? = nil
        /// False when one of its keys had an error: the cross-check then leaves it out,
        /// since what it would compare is not what the user meant.
        var decodedCleanly = true
    }

    /// One entry of `segues:`: `identifier: Destination`, or `identifier: {destination, embedded}`.
    struct SegueEntry {
        var identifier: Located<String>
        var destination: Located<String>
        var embedded: Located<Bool>?
    }

    /// A screen's `parent: Screen` or `parent: {screen: Screen, arguments: {name: expression}}`.
    struct ParentEntry {
        /// The parent screen's name, where it is written (on the `parent:` line).
        var screen: Located<String>
        /// Each argument: the parent's parameter name and the Swift expression giving it.
        var arguments: [(name: Located<String>, value: Located<String>)]
    }

    /// `routes: true`, `routes: false` or `routes: {sendable: …}`.
    enum RouteSetting: Sendable, Equatable {
        case off
        case on(RouteOptions)

        var options: RouteOptions? {
            switch self {
            case .off: return nil
            case let .on(options): return options
            }
        }
    }

    struct ParameterEntry {
        var parameter: Parameter
        /// Where the `[label] name` key is.
        var location: SourceLocation
    }

    /// A parameter list as entries, stored as the parameters and their locations side by
    /// side: a list that validates whole becomes the model's list without being copied
    /// (the parameters were the second-largest part of validation's memory peak).
    struct ParameterEntries: RandomAccessCollection, ExpressibleByArrayLiteral {
        private(set) var parameters: [Parameter] = []
        private(set) var locations: [SourceLocation] = []

        init() {}

        init(arrayLiteral entries: ParameterEntry...) {
            for entry in entries { append(entry) }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { parameters.count }

        subscript(index: Int) -> ParameterEntry {
            ParameterEntry(parameter: parameters[index], location: locations[index])
        }

        mutating func reserveCapacity(_ count: Int) {
            parameters.reserveCapacity(count)
            locations.reserveCapacity(count)
        }

        mutating func append(_ entry: ParameterEntry) {
            parameters.append(entry.parameter)
            locations.append(entry.location)
        }

        /// Appends a parameter made for the list, moved in rather than copied.
        mutating func append(_ parameter: consuming Parameter, at location: SourceLocation) {
            parameters.append(parameter)
            locations.append(location)
        }

        /// The entries at whose index `isKept` holds, asked once for each entry in order; the
        /// same storage when it holds for all. Asked by index: the caller reads what it needs
        /// where it is stored (an entry made for each question, or each parameter handed to
        /// it, copied all four of its strings).
        func filter(_ isKept: (Int) -> Bool) -> ParameterEntries {
            guard let first = indices.first(where: { !isKept($0) }) else { return self }
            var kept = ParameterEntries()
            for index in indices where index < first || (index > first && isKept(index)) {
                kept.parameters.append(parameters[index])
                kept.locations.append(locations[index])
            }
            return kept
        }
    }

    var file: String
    var module: Located<String>?
    /// Whether the file has a `module` key at all, valid or not (so a bad value is not
    /// also reported as a missing one).
    var declaresModule = false
    var access: Located<AccessLevel>?
    var callSiteLabels: Located<CallSiteLabels>?
    var sourceLocations: Located<SourceLocations>?
    var platform: Located<TargetPlatform>?
    var tests: Located<TestFramework>?
    /// `routes:`: nil without the key, `.off` for `routes: false`.
    var routes: Located<RouteSetting>?
    var storyboards: [StoryboardEntry] = []
    var screens: [ScreenEntry] = []
    /// Folders searched for `*.storyboard` files, relative to the spec file's folder.
    var storyboardPaths: [Located<String>] = []
    /// `ignore:`: warnings the file hides (``IgnoreList``).
    var ignores: [IgnoreRule] = []
}

extension SpecDocument {
    /// The screen entries of several files, file by file, read in place.
    typealias ScreenEntries = FlattenSequence<LazyMapSequence<[SpecDocument], [ScreenEntry]>>
}

extension [SpecDocument] {
    /// Every screen entry of the files, in file order, without copying them into one array
    /// (when entries held their keys inline, such a copy was most of validation's memory peak).
    var screenEntries: SpecDocument.ScreenEntries {
        lazy.map(\.screens).joined()
    }
}

extension SpecDocument.ScreenEntry {
    /// Where `key` is written in the entry (its value, or the key for a mapping), or nil
    /// when the entry does not have it.
    func location(of key: SpecKey.Screen) -> SourceLocation? {
        switch key {
        case .typeName: return typeName?.location
        case .storyboard: return storyboard?.location
        case .identifier: return identifier?.location
        case .initial: return initial?.location
        case .segueOnly: return segueOnly?.location
        case .initializer: return initLocation
        case .initialize: return initializeLocation
        case .nib: return nib?.location
        case .bundle: return bundle?.location
        case .swiftUI: return swiftUI?.location
        case .presentation: return presentation?.location ?? unknownPresentation?.location
        case .segues: return seguesLocation
        case .windowController: return windowController?.location
        case .url: return url?.location
        case .parent: return parent?.screen.location
        case .tab: return tab?.location
        case .analytics: return analytics?.location
        case .redact: return redactLocation
        case .entry: return entry?.location
        case .preview: return preview?.location
        }
    }
}
