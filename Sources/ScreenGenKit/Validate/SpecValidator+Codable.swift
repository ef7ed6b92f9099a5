/// Validate stage, routes: with `routes: {codable: …}`, every route parameter's type must be
/// one the spec knows is `Codable`, so that a stored navigation stack cannot fail to encode
/// or restore because of a type found out only at run time.
extension SpecValidator {
    /// The standard types that are `Codable`, without `Swift.` or `Foundation.`.
    static let codableStandardTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "UUID", "URL", "Date", "Data", "Decimal",
    ]

    /// Reports each route parameter whose type is not known to be `Codable`, at its spec line.
    mutating func validateCodable(_ documents: [SpecDocument], screens: [Screen], options: RouteOptions) {
        let routeScreens = Set(screens.filter { $0.route != nil }.map(\.name))
        let listed = Set(options.codableTypes)
        for document in documents {
            for entry in document.screens where routeScreens.contains(entry.name.value) {
                for declared in Array(entry.initParameters ?? []) + Array(entry.parameters ?? []) {
                    let parameter = declared.parameter
                    guard !listed.contains(parameter.type.trimmingWhitespace), !Self.isKnownCodable(TypeShape.of(parameter.type), listed: listed) else { continue }
                    diagnostics.append(Diagnostic(.routeParameterNotCodable(screen: entry.name.value, parameter: parameter.name, type: parameter.type), at: declared.location))
                }
            }
        }
    }

    /// Whether a type is a standard Codable type, one the spec lists, or an optional, array or
    /// dictionary (keyed by String or Int) of such types.
    static func isKnownCodable(_ shape: TypeShape, listed: Set<String>) -> Bool {
        switch shape {
        case let .optional(wrapped), let .array(wrapped):
            return isKnownCodable(wrapped, listed: listed)
        case let .dictionary(key, value):
            guard let name = key.standardName, name == "String" || name == "Int" else { return false }
            return isKnownCodable(value, listed: listed)
        case let .named(text):
            return listed.contains(text) || shape.standardName.map(codableStandardTypes.contains) == true
        }
    }
}
