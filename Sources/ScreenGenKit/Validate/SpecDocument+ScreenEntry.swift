extension SpecDocument {
    /// One entry of `screens:`, each value with its location.
    ///
    /// A value whose fields live in one shared box (``Storage``), copied only when a copy is
    /// changed: every rule that reads an entry used to copy its dozen references one by one
    /// (names, paths, lists), and those reference counts were the largest cost of
    /// validation after parsing. The keys few screens have (a XIB, SwiftUI, segues, a
    /// route, …) share a second box, made only for an entry that has one of them. Every
    /// entry of every file is held until validation ends, and with each key stored inline
    /// an entry took about 700 bytes: most of validation's memory peak.
    struct ScreenEntry {
        /// The fields, shared between copies until one of them changes (``fields``).
        private var storage: Storage

        /// The key: the screen's name, which names its create/push/present member, its test
        /// and its graph node, and which segue destinations write.
        var name: Located<String> {
            get { storage.fields.name }
            set { fields.name = newValue }
        }

        /// `class:`, the Swift type; nil when the screen's name is its type.
        var typeName: Located<String>? {
            get { storage.fields.typeName }
            set { fields.typeName = newValue }
        }

        var storyboard: Located<String>? {
            get { storage.fields.storyboard }
            set { fields.storyboard = newValue }
        }

        var identifier: Located<String>? {
            get { storage.fields.identifier }
            set { fields.identifier = newValue }
        }

        var initial: Located<Bool>? {
            get { storage.fields.initial }
            set { fields.initial = newValue }
        }

        var parameters: ParameterEntries? {
            get { storage.fields.parameters }
            set { fields.parameters = newValue }
        }

        /// Where the `initialize` key is, when there is one.
        var initializeLocation: SourceLocation? {
            get { storage.fields.initializeLocation }
            set { fields.initializeLocation = newValue }
        }

        /// False when one of its keys had an error (see ``StoryboardEntry/decodedCleanly``).
        var decodedCleanly: Bool {
            get { storage.fields.decodedCleanly }
            set { fields.decodedCleanly = newValue }
        }

        /// The box of the rare keys, read; ``modifyRare(creating:_:)`` changes it.
        private var rare: RareKeysBox? {
            storage.fields.rare
        }

        /// The fields to change in place: the box is copied first when another entry shares it,
        /// so entries stay values.
        private var fields: Fields {
            get { storage.fields }
            _modify {
                if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
                yield &storage.fields
            }
        }

        init(name: Located<String>) {
            storage = Storage(Fields(name: name))
        }

        /// `segueOnly:`: a scene with no Storyboard ID that segues and relationships show.
        var segueOnly: Located<Bool>? {
            get { rare?.keys.segueOnly }
            set { setRare(newValue, current: segueOnly) { $0.segueOnly = newValue } }
        }

        /// Parameters of the hand-written initializer (`init:`), and where the key is.
        var initParameters: ParameterEntries? {
            get { rare?.keys.initParameters }
            set { setRare(newValue, current: initParameters) { $0.initParameters = newValue } }
        }

        var initLocation: SourceLocation? {
            get { rare?.keys.initLocation }
            set { setRare(newValue, current: initLocation) { $0.initLocation = newValue } }
        }

        /// The nib's name; `nib: true` gives the type name.
        var nib: Located<String>? {
            get { rare?.keys.nib }
            set { setRare(newValue, current: nib) { $0.nib = newValue } }
        }

        /// Whether the entry has `nib:`, `storyboard:`, `swiftUI: true`: asked where the value
        /// itself is not needed, without copying it out.
        var hasNib: Bool {
            guard let rare, case .some = rare.keys.nib else { return false }
            return true
        }

        var hasStoryboard: Bool {
            if case .some = storage.fields.storyboard { return true }
            return false
        }

        var isSwiftUI: Bool {
            guard let rare, case let .some(swiftUI) = rare.keys.swiftUI else { return false }
            return swiftUI.value
        }

        var bundle: Located<Storyboard.BundleKind>? {
            get { rare?.keys.bundle }
            set { setRare(newValue, current: bundle) { $0.bundle = newValue } }
        }

        var swiftUI: Located<Bool>? {
            get { rare?.keys.swiftUI }
            set { setRare(newValue, current: swiftUI) { $0.swiftUI = newValue } }
        }

        var presentation: Located<PresentationStyle>? {
            get { rare?.keys.presentation }
            set { setRare(newValue, current: presentation) { $0.presentation = newValue } }
        }

        /// A `presentation:` that is no style at all; the validator names the styles of the
        /// module's platform, which another spec file may set.
        var unknownPresentation: Located<String>? {
            get { rare?.keys.unknownPresentation }
            set { setRare(newValue, current: unknownPresentation) { $0.unknownPresentation = newValue } }
        }

        /// `segues:`, and where its key is; nil without the key.
        var segues: [SegueEntry]? {
            get { rare?.keys.segues }
            set { setRare(newValue, current: segues) { $0.segues = newValue } }
        }

        var seguesLocation: SourceLocation? {
            get { rare?.keys.seguesLocation }
            set { setRare(newValue, current: seguesLocation) { $0.seguesLocation = newValue } }
        }

        /// macOS: the screen is a window controller.
        var windowController: Located<Bool>? {
            get { rare?.keys.windowController }
            set { setRare(newValue, current: windowController) { $0.windowController = newValue } }
        }

        /// `url:`, as written; the validator parses it against the screen's parameters.
        var url: Located<String>? {
            get { rare?.keys.url }
            set { setRare(newValue, current: url) { $0.url = newValue } }
        }

        /// `parent:`, as written; the validator resolves it against the routes.
        var parent: ParentEntry? {
            get { rare?.keys.parent }
            set { setRare(newValue, current: parent) { $0.parent = newValue } }
        }

        /// `tab:`, as written: the tab root the screen's back stack stands on.
        var tab: Located<String>? {
            get { rare?.keys.tab }
            set { setRare(newValue, current: tab) { $0.tab = newValue } }
        }

        /// `analytics:`, the name the navigation observer is told.
        var analytics: Located<String>? {
            get { rare?.keys.analytics }
            set { setRare(newValue, current: analytics) { $0.analytics = newValue } }
        }

        /// `redact:`, each parameter name with its policy, in spec order, and where the key is.
        var redact: [(name: Located<String>, policy: Redaction)]? {
            get { rare?.keys.redact }
            set { setRare(newValue.map { _ in true }, current: redact.map { _ in true }) { $0.redact = newValue } }
        }

        var redactLocation: SourceLocation? {
            get { rare?.keys.redactLocation }
            set { setRare(newValue, current: redactLocation) { $0.redactLocation = newValue } }
        }

        /// `entry: true`: a declared entry point of the navigation graph.
        var entry: Located<Bool>? {
            get { rare?.keys.entry }
            set { setRare(newValue, current: entry) { $0.entry = newValue } }
        }

        /// `preview:`, as written; the validator checks it against the screen's parameters.
        var preview: PreviewEntry? {
            get { rare?.keys.preview }
            set { setRare(newValue, current: preview) { $0.preview = newValue } }
        }

        /// Sets one rare key to `value` through ``modifyRare(creating:_:)``; clearing a key that
        /// is not set changes nothing and is skipped (the decoder clears the absent keys of
        /// every screen, and going through the box cost a few hundred instructions each).
        private mutating func setRare<Value>(_ value: Value?, current: Value?, _ change: (inout RareKeys) -> Void) {
            if value == nil, current == nil { return }
            modifyRare(creating: value != nil, change)
        }

        /// Changes the rare keys, making the box when `creating` (a key is set, not cleared)
        /// and copying it when another entry shares it, so entries stay values. A closure
        /// rather than a key path: key paths cost more to make than the change itself.
        private mutating func modifyRare(creating: Bool, _ change: (inout RareKeys) -> Void) {
            // Not bound to a name: a second reference would make the box never unique.
            if rare == nil {
                guard creating else { return }
                var keys = RareKeys()
                change(&keys)
                fields.rare = RareKeysBox(keys)
                return
            }
            if !isKnownUniquelyReferenced(&fields.rare) { fields.rare = RareKeysBox(rare!.keys) }
            change(&fields.rare!.keys)
        }
    }

    /// The stored fields of a ``ScreenEntry``.
    struct Fields {
        var name: Located<String>
        var typeName: Located<String>?
        var storyboard: Located<String>?
        var identifier: Located<String>?
        var initial: Located<Bool>?
        var parameters: ParameterEntries?
        var initializeLocation: SourceLocation?
        var decodedCleanly = true
        var rare: RareKeysBox?

        init(name: Located<String>) {
            self.name = name
        }
    }

    /// The box of an entry's fields: shared by copies of the entry until one of them
    /// changes a field, and never changed once entries are shared between threads.
    final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// The keys of a screen entry that few screens have.
    struct RareKeys {
        var segueOnly: Located<Bool>?
        var initParameters: ParameterEntries?
        var initLocation: SourceLocation?
        var nib: Located<String>?
        var bundle: Located<Storyboard.BundleKind>?
        var swiftUI: Located<Bool>?
        var presentation: Located<PresentationStyle>?
        var unknownPresentation: Located<String>?
        var segues: [SegueEntry]?
        var seguesLocation: SourceLocation?
        var windowController: Located<Bool>?
        var url: Located<String>?
        var parent: ParentEntry?
        var tab: Located<String>?
        var analytics: Located<String>?
        var redact: [(name: Located<String>, policy: Redaction)]?
        var redactLocation: SourceLocation?
        var entry: Located<Bool>?
        var preview: PreviewEntry?
    }

    /// The box of an entry's rare keys: shared between copies of the entry until one of
    /// them changes a key (``ScreenEntry/modifyRare(creating:_:)``), and never changed once entries
    /// are shared between threads.
    final class RareKeysBox: @unchecked Sendable {
        var keys: RareKeys

        init(_ keys: RareKeys) {
            self.keys = keys
        }
    }
}
