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
}
