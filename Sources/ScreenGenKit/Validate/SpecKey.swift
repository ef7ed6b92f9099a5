/// Every key a spec file (and `screengen.yml`) may hold, section by section, spelled as the spec spells it. The
/// decoder's allowed keys (and so its did-you-mean), the schema's property lists and the
/// spec reference (Docs/SpecReference.md) all read these enums, so a key is added in one place.
///
/// Each enum lists its keys in the order messages and the reference show them.
enum SpecKey {
    /// Keys at the top of a spec file (besides `x-…` extensions, which are ignored).
    enum TopLevel: String, CaseIterable, Sendable {
        case module, access, callSiteLabels, sourceLocations, platform, tests, routes, storyboards, storyboardPaths, screens, ignore
    }

    /// Keys of one entry under `storyboards:`.
    enum StoryboardEntry: String, CaseIterable, Sendable {
        case bundle, path
    }

    /// Keys of one entry under `screens:`.
    enum Screen: String, CaseIterable, Sendable {
        /// `class:`, the Swift type of the screen when it is not the screen's name.
        case typeName = "class"
        case storyboard, identifier, initial, segueOnly
        /// `init:` (not spelled as the case, which would read as an initializer).
        case initializer = "init"
        case initialize, nib, bundle, swiftUI, presentation, segues, windowController, url, parent
        /// `tab:`, the tab root below a link's back stack: a tab bar's tab, not a pushed screen.
        case tab
        case preview
        /// `analytics:`, the name the navigation observer is told instead of the spec key.
        case analytics
        /// `redact:`, parameters the navigation observer is told of masked or not at all.
        case redact
        /// `entry: true`, a declared entry point of the navigation graph.
        case entry
    }

    /// Keys of `parent:` written as a mapping (`parent: {screen: …, arguments: {…}}`).
    enum Parent: String, CaseIterable, Sendable {
        case screen, arguments
    }

    /// Keys of `routes:` written as a mapping (`routes: {sendable: true}`), in a spec file or
    /// `screengen.yml`.
    enum Routes: String, CaseIterable, Sendable {
        case sendable, codable
    }

    /// Keys of a segue written as a mapping (`identifier: {destination: …, embedded: …}`).
    enum Segue: String, CaseIterable, Sendable {
        case destination, embedded
    }

    /// Keys of `screengen.yml`.
    enum Config: String, CaseIterable, Sendable {
        case specs, output, storyboards, diagnosticsFormat, strict, graph, routes, modules, support, ignore, xcfilelists
    }

    /// Keys of one entry under `modules:` in `screengen.yml`.
    enum ConfigModule: String, CaseIterable, Sendable {
        case specs, output, storyboards, graph
    }

    /// Keys of `support:` in `screengen.yml`.
    enum ConfigSupport: String, CaseIterable, Sendable {
        case module, output
    }

    /// Keys of `xcfilelists:` in `screengen.yml`.
    enum ConfigFileLists: String, CaseIterable, Sendable {
        case inputs, outputs
    }

    /// Keys of an entry of `ignore:` written as a mapping (a spec file's or `screengen.yml`'s).
    enum Ignore: String, CaseIterable, Sendable {
        case code, storyboard, screen
    }

    /// The spellings of a section's keys, in order: what `MappingReader` accepts.
    static func spellings<Key: RawRepresentable & CaseIterable>(_ section: Key.Type) -> [String] where Key.RawValue == String {
        section.allCases.map(\.rawValue)
    }
}
