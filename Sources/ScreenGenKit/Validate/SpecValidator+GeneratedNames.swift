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
        guard !types.isEmpty else { return }
        var byName = [String: Int](minimumCapacity: types.count)
        for index in types.indices where byName[types[index].name] == nil {
            byName[types[index].name] = index
        }
        for screen in screens {
            for generated in GeneratedNames.perScreen(screen.value) {
                guard let index = byName[generated] else { continue }
                let type = types[index]
                let reason = "the generated code declares '\(generated)' for screen '\(screen.value)' (the protocol of its initialize)"
                diagnostics.append(Diagnostic(.generatedNameClash(role: type.role, name: type.name, reason: reason, other: screen.value, otherLocation: screen.location),
                                              at: type.location))
            }
        }
    }
}
