/// The schema of `routes:`, in a spec file or `screengen.yml`.
extension SpecSchema {
    /// `routes:`: true, false, or the options that turn routes on.
    static var routes: JSONValue {
        .object([
            ("description", .string("true for a ScreenRoute enum with a case for each screen of this file (a Hashable value for NavigationStack, parsed from deep links with ScreenRoute(url:), pushed or presented with push.route and present.route, shown in SwiftUI with route.view), or a mapping of options: {sendable: true} for one that is also Sendable (every parameter type must then be), {codable: true} for one that is also Codable. screengen.yml's routes: turns it on for every module; false here turns it off for this file. Default: false.")),
            ("type", .array([.string("boolean"), .string("object")])),
            ("properties", .object([
                ("sendable", .object([
                    ("description", .string("Whether ScreenRoute is also Sendable. Files that turn routes on must agree. Default: false.")),
                    ("type", .string("boolean")),
                    ("default", .bool(false)),
                ])),
                ("codable", .object([
                    ("description", .string("Whether ScreenRoute is also Codable, so a stored navigation stack restores (ScreenRoute.encodeStack and decodeStack): true, or a list of the app's own Codable types that parameters use beside the standard ones (String, the integers, Double, Float, Bool, UUID, URL, Date, Data, Decimal, and optionals, arrays and String- or Int-keyed dictionaries of them). Files that turn routes on must agree. Default: false.")),
                    ("type", .array([.string("boolean"), .string("array")])),
                    ("items", .object([("type", .string("string")), ("minLength", .int(1))])),
                    ("default", .bool(false)),
                ])),
            ])),
            ("additionalProperties", .bool(false)),
            ("default", .bool(false)),
            ("examples", .array([.bool(true), .object([("sendable", .bool(true))]), .object([("codable", .array([.string("Article.ID")]))])])),
        ])
    }
}
