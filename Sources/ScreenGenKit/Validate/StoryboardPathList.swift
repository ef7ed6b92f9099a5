/// Reads the top-level `storyboardPaths:` list: folders searched (recursively, `.lproj`
/// folders included) for the storyboards the specs declare.
enum StoryboardPathList {
    static func read(_ node: YAMLNode, diagnostics: inout [Diagnostic]) -> [SpecDocument.Located<String>] {
        if node.isNull { return [] }
        // One folder may be written without the list, as in screengen.yml.
        if let text = node.oneLineScalar, !text.isEmpty {
            return [.init(value: text, location: node.textLocation)]
        }
        guard case let .sequence(items) = node.content else {
            diagnostics.append(Diagnostic(.wrongKind(subject: "'storyboardPaths'", expected: "a list of folders, relative to this spec file's folder", found: node.kindDescription, hint: nil), at: node.location))
            return []
        }
        var result: [SpecDocument.Located<String>] = []
        for item in items {
            guard let text = item.oneLineScalar, !item.isNull, !text.isEmpty else {
                diagnostics.append(Diagnostic(.wrongKind(subject: "an entry of 'storyboardPaths'", expected: "a folder path", found: item.kindDescription, hint: nil), at: item.location))
                continue
            }
            result.append(.init(value: text, location: item.textLocation))
        }
        return result
    }
}
