/// Names the cross-check compares: a storyboard's group of localized copies, and Storyboard
/// IDs that can never be a screen's default identifier.
extension StoryboardCrossCheck {
    /// The file path with any `.lproj` folder left out: the same for every localized copy.
    static func group(of document: StoryboardDocument) -> String {
        guard document.localization != nil else { return document.file }
        let parts = document.file.split(separator: "/", omittingEmptySubsequences: false)
        return (parts.dropLast(2) + [parts.last ?? ""]).joined(separator: "/")
    }

    /// Why a Storyboard ID can never be the default identifier (the type name) of a screen.
    static func typeNameProblem(_ identifier: String) -> String? {
        if identifier.hasPrefix("`") { return "it starts with a backtick" }
        return SwiftIdentifier.screenNameProblem(identifier)
    }
}
