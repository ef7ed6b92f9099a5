/// Validate stage, previews: which screens get a `#Preview` and a catalog entry, and their
/// `preview:` arguments against the parameters `create` takes.
extension SpecValidator {
    /// Decides each screen's ``Screen/preview``: a screen has one when `create` makes it and
    /// every parameter has a value, from `preview:` or its default, unless `preview: false`.
    mutating func validatePreviews(_ documents: [SpecDocument], screens: inout [Screen], platform: TargetPlatform) {
        // The platform's own rule reports a `preview:` it refuses (SpecValidator+Platforms).
        guard ScreenCapabilities.reason(key: .preview, on: platform) == nil else { return }
        // Only the entries with `preview:` are read below; most screens have none.
        var entries: [String: SpecDocument.PreviewEntry] = [:]
        for document in documents {
            for entry in document.screens where entries[entry.name.value] == nil {
                if let preview = entry.preview { entries[entry.name.value] = preview }
            }
        }
        for index in screens.indices {
            let screen = screens[index]
            // A segue-only scene has no create: its kind's rule reports a `preview:` on it.
            guard screen.kind != .segueOnlyScene, !screen.isWindowController else { continue }
            let entry = entries[screen.name]
            if entry?.isOff == true { continue }
            screens[index].preview = entry.map { validatePreview($0, of: screen) } ?? Self.previewFromDefaults(of: screen)
        }
    }

    /// The preview of a screen without `preview:`: every parameter's default, or none when a
    /// parameter has no default.
    private static func previewFromDefaults(of screen: Screen) -> ScreenPreview? {
        screen.allParameters.allSatisfy { $0.defaultValue != nil } ? ScreenPreview(arguments: [:]) : nil
    }

    /// `preview:`'s arguments checked against the screen's parameters: each names one, and
    /// every parameter without a default has one.
    private mutating func validatePreview(_ entry: SpecDocument.PreviewEntry, of screen: Screen) -> ScreenPreview? {
        let parameters = screen.allParameters
        var arguments: [String: String] = [:]
        // The parameters a misspelt key was suggested for: the key's error names them, so
        // they are not reported again as missing.
        var suggested: Set<String> = []
        var valid = true
        for (name, value) in entry.arguments {
            guard parameters.contains(where: { $0.name == name.value }) else {
                let names = parameters.map(\.name)
                let suggestion = Suggestion.closest(to: name.value, in: names)
                diagnostics.append(Diagnostic(.unknownPreviewParameter(name: name.value, screen: screen.name, parameters: names, suggestion: suggestion),
                                              at: name.location))
                if let suggestion { suggested.insert(suggestion) }
                valid = false
                continue
            }
            arguments[name.value] = value.value
        }
        let missing = parameters.filter { $0.defaultValue == nil && arguments[$0.name] == nil && !suggested.contains($0.name) }.map(\.name)
        if !missing.isEmpty {
            diagnostics.append(Diagnostic(.missingPreviewArguments(names: missing, screen: screen.name), at: entry.location))
            valid = false
        }
        return valid ? ScreenPreview(arguments: arguments) : nil
    }
}
