extension SpecDocument {
    /// One entry of `screens:`, each value with its location.
    ///
    /// The keys most screens have are stored in the entry; the keys few screens have (a
    /// XIB, SwiftUI, segues, a route, …) share one box, made only for an entry that has
    /// one of them. Every entry of every file is held until validation ends, and with each
    /// key stored inline an entry took about 700 bytes: most of validation's memory peak.
    struct ScreenEntry {
        /// The key: the screen's name, which names its create/push/present member, its test
        /// and its graph node, and which segue destinations write.
        var name: Located<String>
        /// `class:`, the Swift type; nil when the screen's name is its type.
        var typeName: Located<String>?
        var storyboard: Located<String>?
        var identifier: Located<String>?
        var initial: Located<Bool>?
        var parameters: ParameterEntries?
        /// Where the `initialize` key is, when there is one.
        var initializeLocation: SourceLocation?
        /// False when one of its keys had an error (see ``StoryboardEntry/decodedCleanly``).
        var decodedCleanly = true
        private var rare: RareKeysBox?

        init(name: Located<String>) {
            self.name = name
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
            if case .some = storyboard { return true }
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
            guard let box = rare else {
                guard creating else { return }
                var keys = RareKeys()
                change(&keys)
                rare = RareKeysBox(keys)
                return
            }
            if !isKnownUniquelyReferenced(&rare) { rare = RareKeysBox(box.keys) }
            change(&rare!.keys)
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
