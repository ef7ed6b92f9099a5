/// Validate stage, the names the generated code declares itself (``GeneratedNames``): no
/// screen's type may be one of them, or the one generated for another screen.
extension SpecValidator {
    /// A type of the module that a screen entry declares: the screen's name, or its `class:`
    /// when that names a type of the module. `role` is how messages call it.
    struct DeclaredType {
        var name: String
        var role: String
        var location: SourceLocation
    }

    /// The type `entry` makes the module declare, when it is one of the module's own: a
    /// `class:` qualified by another module names that module's type, and a framework class
    /// (`UINavigationController`) the framework's.
    static func declaredType(of entry: SpecDocument.ScreenEntry, module: String?, platform: TargetPlatform) -> DeclaredType? {
        let type: DeclaredType
        if let typeName = entry.typeName {
            let qualifier = SwiftIdentifier.qualifier(typeName.value)
            guard qualifier == nil || qualifier == module else { return nil }
            type = DeclaredType(name: SwiftIdentifier.unqualified(typeName.value), role: "class", location: typeName.location)
        } else {
            type = DeclaredType(name: entry.name.value, role: "screen", location: entry.name.location)
        }
        return platform.uiFramework.isPlainSceneClass(type.name) ? nil : type
    }

    /// Reports `type` when the generated code declares a type of its name itself.
    mutating func checkGeneratedName(_ type: DeclaredType, module: String?, platform: TargetPlatform) {
        guard let reason = GeneratedNames.typeProblem(type.name, module: module, framework: platform.uiFramework) else { return }
        diagnostics.append(Diagnostic(.generatedNameClash(role: type.role, name: type.name, reason: reason, other: nil, otherLocation: nil), at: type.location))
    }

    /// Reports each declared type that is a name generated for one of `screens`
    /// (`<Screen>Initializing`).
    mutating func checkPerScreenNames(_ types: [DeclaredType], screens: [SpecDocument.Located<String>]) {
        // Each type is read back as the screen it would be generated for; only those that
        // read as one are looked up, so the screens' names are not built one by one.
        let candidates = types.compactMap { type in GeneratedNames.screen(generating: type.name).map { (type, $0) } }
        guard !candidates.isEmpty else { return }
        let byName = Dictionary(screens.map { ($0.value, $0.location) }, uniquingKeysWith: { first, _ in first })
        for (type, screen) in candidates {
            guard let location = byName[screen] else { continue }
            let reason = "the generated code declares '\(type.name)' for screen '\(screen)' (the protocol of its initialize)"
            diagnostics.append(Diagnostic(.generatedNameClash(role: type.role, name: type.name, reason: reason, other: screen, otherLocation: location),
                                          at: type.location))
        }
    }
}
