/// Validate stage, per file: checks the shape of one spec document and reads it into a
/// ``SpecDocument``, reporting every problem it finds rather than stopping at the first.
struct SpecDecoder {
    // Spelled once, in SpecKey; worked out once here, since every entry is read against them.
    static let topLevelKeys = SpecKey.spellings(SpecKey.TopLevel.self)
    static let storyboardKeys = SpecKey.spellings(SpecKey.StoryboardEntry.self)
    static let screenKeys = SpecKey.spellings(SpecKey.Screen.self)

    let file: String
    // Written by this file and its `SpecDecoder+…` extensions.
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    mutating func decode(_ root: YAMLNode) -> SpecDocument {
        var document = SpecDocument(file: file)
        if root.isNull {
            diagnostics.append(Diagnostic(.emptySpecFile, at: .file(file)))
            return document
        }
        guard let top = MappingReader(root, key: "the spec file", section: "the spec file", allowed: Self.topLevelKeys, allowsExtensions: true, diagnostics: &diagnostics) else {
            return document
        }
        document.declaresModule = top.value(SpecKey.TopLevel.module) != nil
        if let module = top.string(SpecKey.TopLevel.module, diagnostics: &diagnostics) {
            if let problem = SwiftIdentifier.moduleNameProblem(module.value) {
                diagnostics.append(Diagnostic(.invalidModuleName(name: module.value, reason: problem), at: module.location))
            } else {
                document.module = module
            }
        }
        document.access = top.choice(SpecKey.TopLevel.access, as: AccessLevel.self, diagnostics: &diagnostics)
        document.callSiteLabels = top.choice(SpecKey.TopLevel.callSiteLabels, as: CallSiteLabels.self, diagnostics: &diagnostics)
        document.sourceLocations = top.choice(SpecKey.TopLevel.sourceLocations, as: SourceLocations.self, diagnostics: &diagnostics)
        document.platform = top.choice(SpecKey.TopLevel.platform, as: TargetPlatform.self, diagnostics: &diagnostics)
        document.tests = top.choice(SpecKey.TopLevel.tests, as: TestFramework.self, diagnostics: &diagnostics)
        if let node = top.value(SpecKey.TopLevel.routes) {
            document.routes = RouteSettingReader.read(node, key: SpecKey.TopLevel.routes.rawValue, diagnostics: &diagnostics)
        }
        if let node = top.value(SpecKey.TopLevel.storyboards) {
            document.storyboards = decodeStoryboards(node)
        }
        if let node = top.value(SpecKey.TopLevel.screens) {
            document.screens = decodeScreens(node)
        }
        if let node = top.value(SpecKey.TopLevel.storyboardPaths) {
            document.storyboardPaths = StoryboardPathList.read(node, diagnostics: &diagnostics)
        }
        if let node = top.value(SpecKey.TopLevel.ignore) {
            document.ignores = IgnoreRule.readList(node, diagnostics: &diagnostics)
        }
        return document
    }

    private mutating func decodeStoryboards(_ node: YAMLNode) -> [SpecDocument.StoryboardEntry] {
        guard let storyboards = MappingReader(node, key: "storyboards", expected: "a mapping of storyboard names to settings", diagnostics: &diagnostics) else {
            return []
        }
        var result: [SpecDocument.StoryboardEntry] = []
        for entry in storyboards.pairs {
            let errorsBefore = errorCount
            guard let settings = MappingReader(entry.value, key: entry.keyText.shownInMessage, section: "storyboard '\(entry.keyText.shownInMessage)'", allowed: Self.storyboardKeys, diagnostics: &diagnostics) else {
                continue
            }
            let bundle = settings.choice(SpecKey.StoryboardEntry.bundle, as: Storyboard.BundleKind.self, diagnostics: &diagnostics)
            let path = settings.string(SpecKey.StoryboardEntry.path, diagnostics: &diagnostics)
            var storyboard = SpecDocument.StoryboardEntry(name: .init(value: entry.keyText, location: entry.key.textLocation), bundle: bundle?.value ?? .main, path: path)
            storyboard.decodedCleanly = errorCount == errorsBefore
            result.append(storyboard)
        }
        return result
    }

    private mutating func decodeScreens(_ node: YAMLNode) -> [SpecDocument.ScreenEntry] {
        guard let screens = MappingReader(node, key: "screens", expected: "a mapping of view controller types to settings", diagnostics: &diagnostics) else {
            return []
        }
        // One file over the limit is reported before its screens are read, so it costs
        // no more than reading its YAML (the validator checks the sum over all files).
        let limit = SpecValidator.screenLimit
        if screens.pairs.count > limit {
            diagnostics.append(Diagnostic(.tooManyScreens(count: screens.pairs.count, limit: limit), at: screens.pairs[limit].key.textLocation))
            return []
        }
        // Sized once: every file's array lives until validation ends.
        var result: [SpecDocument.ScreenEntry] = []
        result.reserveCapacity(screens.pairs.count)
        // By index: `for pair in` copied each pair, both of its nodes.
        let pairs = screens.pairs
        for index in pairs.indices {
            let errorsBefore = errorCount
            guard let settings = MappingReader(pairs[index].value, key: pairs[index].keyText.shownInMessage, section: "screen '\(pairs[index].keyText.shownInMessage)'", allowed: Self.screenKeys,
                                               parameterLists: Self.parameterLists, diagnostics: &diagnostics) else {
                continue
            }
            var screen = SpecDocument.ScreenEntry(name: .init(value: pairs[index].keyText, location: pairs[index].key.textLocation))
            screen.typeName = decodeClass(settings)
            screen.storyboard = settings.string(SpecKey.Screen.storyboard, diagnostics: &diagnostics)
            screen.identifier = settings.string(SpecKey.Screen.identifier, diagnostics: &diagnostics)
            screen.initial = settings.bool(SpecKey.Screen.initial, diagnostics: &diagnostics)
            screen.segueOnly = settings.bool(SpecKey.Screen.segueOnly, diagnostics: &diagnostics)
            if let initialize = settings.entry(SpecKey.Screen.initialize) {
                screen.parameters = decodeParameters(initialize.value, key: SpecKey.Screen.initialize.rawValue, misplaced: settings.misplacedParameters)
                screen.initializeLocation = initialize.key.textLocation
            }
            if let initializer = settings.entry(SpecKey.Screen.initializer) {
                screen.initParameters = decodeParameters(initializer.value, key: SpecKey.Screen.initializer.rawValue, misplaced: settings.misplacedParameters)
                screen.initLocation = initializer.key.textLocation
            }
            screen.nib = decodeNib(settings, typeName: screen.typeName ?? screen.name)
            screen.bundle = settings.choice(SpecKey.Screen.bundle, as: Storyboard.BundleKind.self, diagnostics: &diagnostics)
            screen.swiftUI = settings.bool(SpecKey.Screen.swiftUI, diagnostics: &diagnostics)
            if let presentation = settings.string(SpecKey.Screen.presentation, diagnostics: &diagnostics) {
                if let style = PresentationStyle(rawValue: presentation.value) {
                    screen.presentation = .init(value: style, location: presentation.location)
                } else {
                    screen.unknownPresentation = presentation
                }
            }
            if let segues = settings.entry(SpecKey.Screen.segues) {
                screen.segues = decodeSegues(segues.value)
                screen.seguesLocation = segues.key.textLocation
            }
            screen.windowController = settings.bool(SpecKey.Screen.windowController, diagnostics: &diagnostics)
            screen.url = settings.string(SpecKey.Screen.url, diagnostics: &diagnostics)
            if let parent = settings.value(SpecKey.Screen.parent) {
                screen.parent = decodeParent(parent)
            }
            screen.tab = settings.string(SpecKey.Screen.tab, diagnostics: &diagnostics)
            screen.analytics = decodeAnalytics(settings)
            if let redact = settings.entry(SpecKey.Screen.redact) {
                screen.redact = decodeRedact(redact.value)
                screen.redactLocation = redact.key.textLocation
            }
            screen.entry = settings.bool(SpecKey.Screen.entry, diagnostics: &diagnostics)
            if let preview = settings.entry(SpecKey.Screen.preview) {
                screen.preview = decodePreview(preview)
            }
            screen.decodedCleanly = errorCount == errorsBefore && screen.unknownPresentation == nil
            result.append(screen)
        }
        return result
    }

    private var errorCount: Int {
        diagnostics.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
    }

    /// `class: Type`, or `class: Module.Type`: a Swift type name, each dotted part an identifier.
    private mutating func decodeClass(_ settings: MappingReader) -> SpecDocument.Located<String>? {
        guard let typeName = settings.string(SpecKey.Screen.typeName, diagnostics: &diagnostics) else { return nil }
        if let problem = SwiftIdentifier.typeNameProblem(typeName.value) {
            diagnostics.append(Diagnostic(.invalidClassName(name: typeName.value, reason: problem), at: typeName.location))
            return nil
        }
        return typeName
    }

    /// `nib: Name`, or `nib: true` for a XIB named after the type (its last dotted part);
    /// `nib: false` is no XIB.
    private mutating func decodeNib(_ settings: MappingReader, typeName: SpecDocument.Located<String>) -> SpecDocument.Located<String>? {
        guard let node = settings.value(SpecKey.Screen.nib) else { return nil }
        if case let .scalar(text, .plain) = node.content {
            switch text {
            case "true", "True", "TRUE": return .init(value: SwiftIdentifier.unqualified(typeName.value), location: node.textLocation)
            case "false", "False", "FALSE": return nil
            default: break
            }
        }
        return settings.string(SpecKey.Screen.nib, diagnostics: &diagnostics)
    }

    /// `analytics: name`: any text but an empty one, which no analytics tool takes.
    private mutating func decodeAnalytics(_ settings: MappingReader) -> SpecDocument.Located<String>? {
        guard let name = settings.string(SpecKey.Screen.analytics, diagnostics: &diagnostics) else { return nil }
        guard !name.value.isEmpty else {
            diagnostics.append(Diagnostic(.wrongKind(subject: "'\(SpecKey.Screen.analytics.rawValue)'", expected: "a name", found: "an empty string", hint: nil),
                                          at: name.location))
            return nil
        }
        return name
    }

    /// `redact: {token: omit, email: mask}`: each parameter name with what the navigation
    /// observer is told of its value; the validator checks the names against the parameters.
    private mutating func decodeRedact(_ node: YAMLNode) -> [(name: SpecDocument.Located<String>, policy: Redaction)] {
        let expected = "a mapping of parameter names to \(SpecKey.spellings(Redaction.self).joined(separator: " or "))"
        guard let reader = MappingReader(node, key: SpecKey.Screen.redact.rawValue, expected: expected, diagnostics: &diagnostics) else {
            return []
        }
        return reader.pairs.compactMap { pair in
            guard let policy = reader.choice(pair.keyText, as: Redaction.self, diagnostics: &diagnostics) else { return nil }
            return (.init(value: pair.keyText, location: pair.key.textLocation), policy.value)
        }
    }

    /// The keys whose values are parameter lists.
    static let parameterLists = [SpecKey.Screen.initialize.rawValue, SpecKey.Screen.initializer.rawValue]

    /// The parameters of the list `key`, those indented as keys of the screen after it
    /// (`misplaced`, already reported) included: they are read as the author meant them, so
    /// nothing else is reported only because they were indented too little (a `url:`
    /// placeholder naming one).
    private mutating func decodeParameters(_ node: YAMLNode, key: String, misplaced: [(list: String, pair: YAMLNode.Pair)] = []) -> SpecDocument.ParameterEntries {
        guard let parameters = MappingReader(node, key: key, expected: "a mapping of parameters ('[label] name: Type [= default]'), or {} for none", diagnostics: &diagnostics) else {
            return []
        }
        var result = SpecDocument.ParameterEntries()
        result.reserveCapacity(parameters.pairs.count)
        // By index: `for pair in` copied each pair, both of its nodes.
        let pairs = misplaced.isEmpty ? parameters.pairs : parameters.pairs + misplaced.filter { $0.list == key }.map(\.pair)
        for index in pairs.indices {
            var parser = ParameterParser(file: file)
            if let parameter = parser.parse(key: pairs[index].key, value: pairs[index].value) {
                result.append(parameter, at: pairs[index].key.textLocation)
            }
            if !parser.diagnostics.isEmpty { diagnostics += parser.diagnostics }
        }
        return result
    }
}
