/// Import stage, names: the spec key each imported scene gets, decided the same way on every
/// run from the storyboards alone (never from the order files are found in).
///
/// - A class in one importable scene of all the storyboards imported together: the class
///   name (`WebViewController`), with no `class:`.
/// - A class in several: `<Storyboard><Class>` (`MainWebViewController`,
///   `SettingsWebViewController`) with `class: WebViewController`; a class whose name
///   already starts with `<Storyboard>` keeps its name (`AuthNavigationController` of Auth).
/// - A class in several scenes of one storyboard: each of those scenes with a Storyboard ID
///   appends it in UpperCamel (`MainWebViewControllerTerms` for ID `terms`); the initial
///   scene without an ID keeps `<Storyboard><Class>`.
/// - A XIB of a class that is already a screen (of a storyboard, or of a XIB that comes
///   first: the one named after the class, else by path): the nib's name in UpperCamel
///   (`Terms.xib` → `Terms`, with `class: WebViewController`); when another screen has that
///   name (or its member), the XIB is left out with the reason.
///
/// UpperCamel keeps letters, digits and `_`, drops every other character and capitalizes the
/// first letter after each dropped one (`accept-tos` → `AcceptTos`).
extension SpecBuilder {
    /// How many importable scenes each class has, in all storyboards and in each.
    struct ClassUses: Sendable {
        var total: [String: Int] = [:]
        /// By `<storyboard>\0<class>`.
        var perStoryboard: [String: Int] = [:]

        /// The screen name of a scene of `type` in `storyboard` with Storyboard ID
        /// `identifier` (nil: the initial scene), or why it has none.
        func screenName(of type: String, storyboard: String, identifier: String?) -> Result<String, SceneSkip> {
            guard total[type, default: 0] > 1 else { return .success(type) }
            // A class named after its storyboard is not prefixed twice: `AuthNavigationController`
            // of Auth.storyboard stays `AuthNavigationController`, not `AuthAuthNavigationController`.
            let prefix = SpecBuilder.upperCamel(storyboard)
            var name = type.hasPrefix(prefix) ? type : prefix + type
            if perStoryboard[storyboard + "\u{0}" + type, default: 0] > 1, let identifier {
                name += SpecBuilder.upperCamel(identifier)
            }
            if let problem = SwiftIdentifier.screenNameProblem(name) {
                return .failure(SceneSkip(reason: .unnamable(name: type, screen: name, reason: problem)))
            }
            return .success(name)
        }
    }

    /// Counts the importable scenes of each class in `documents`, the storyboards imported
    /// together; call before ``spec(for:path:)``.
    mutating func countClasses(in documents: [StoryboardDocument]) {
        var uses = ClassUses()
        for document in documents {
            let identifierCounts = Dictionary(document.scenes.compactMap(\.storyboardIdentifier).map { ($0, 1) }, uniquingKeysWith: +)
            let shown = Self.shownScenes(document, platform: platform)
            var segueOnlyClasses: Set<String> = []
            for scene in document.scenes {
                guard case let .success(found) = candidate(for: scene, isInitial: scene.id == document.initialViewController,
                                                           isShown: shown.contains(scene.id), identifierCounts: identifierCounts) else { continue }
                // Every scene of a class without an ID is one segue-only screen.
                if found.segueOnly, !segueOnlyClasses.insert(document.name + "\u{0}" + found.type).inserted { continue }
                uses.total[found.type, default: 0] += 1
                uses.perStoryboard[document.name + "\u{0}" + found.type, default: 0] += 1
            }
        }
        classUses = uses
    }

    /// The name of a scene without a custom class: its Storyboard ID in UpperCamel
    /// (`settingsNav` → `SettingsNav`), or nil when that is no type name.
    static func plainScreenName(_ identifier: String) -> String? {
        let name = upperCamel(identifier)
        guard SwiftIdentifier.screenNameProblem(name) == nil else { return nil }
        return name
    }

    /// The name of a XIB's screen whose class is already a screen: the nib's name.
    static func nibScreenName(nib: String) -> String {
        upperCamel(nib)
    }

    /// `accept-tos` → `AcceptTos`, `web view` → `WebView`, `Main` → `Main`.
    static func upperCamel(_ text: String) -> String {
        var result = ""
        var capitalizeNext = true
        for character in text {
            guard character.isLetter || character.isNumber || character == "_" else {
                capitalizeNext = true
                continue
            }
            result += capitalizeNext ? character.uppercased() : String(character)
            capitalizeNext = false
        }
        return result
    }
}
