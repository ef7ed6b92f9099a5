extension SpecImporter {
    /// One module has one platform, and the imported specs describe one module: storyboards
    /// of another platform than the first one (in path order) are named, each once.
    static func platformMix(_ documents: [StoryboardDocument]) -> [Diagnostic] {
        let ordered = documents.sorted { $0.file < $1.file }
        guard let first = ordered.first, let platform = first.platform.modulePlatform else { return [] }
        return ordered.compactMap { document in
            guard let other = document.platform.modulePlatform, other != platform else { return nil }
            return Diagnostic(.mixedStoryboardPlatforms(file: document.file, platform: other, firstFile: first.file, firstPlatform: platform),
                              at: document.location)
        }
    }

    /// Why a storyboard of a platform no module reads is left out of an import.
    static func unsupportedPlatformReason(_ document: StoryboardDocument) -> String {
        let runtime = document.targetRuntime.map { " (targetRuntime '\($0)')" } ?? ""
        let what = document.platform == .watchOS ? "a watchOS storyboard" : "a storyboard of an unknown platform"
        return "\(what)\(runtime); screengen generates code for iOS, tvOS and macOS storyboards only"
    }
}
