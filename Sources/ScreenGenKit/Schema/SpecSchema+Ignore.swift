/// `ignore:`, at the top of a spec file and of `screengen.yml` (``IgnoreRule``).
extension SpecSchema {
    static var ignore: JSONValue {
        let codes = JSONValue.array(DiagnosticCode.allCases.filter(\.isIgnorable).map { .string($0.rawValue) })
        let scope: [(String, JSONValue)] = SpecKey.Ignore.allCases.map { key in
            switch key {
            case .code:
                return (key.rawValue, .object([("description", .string("The warning's code, as diagnostics print it.")), ("enum", codes)]))
            case .storyboard:
                return (key.rawValue, .object([
                    ("description", .string("Only the warnings about this storyboard, or about a scene in it.")),
                    ("type", .string("string")),
                ]))
            case .screen:
                return (key.rawValue, .object([
                    ("description", .string("Only the warnings about this screen, or about a storyboard scene of this class.")),
                    ("type", .string("string")),
                ]))
            }
        }
        return .object([
            ("description", .string("Warnings to hide, by code (errors cannot be hidden): a code, or a mapping with `code` and optional `storyboard` and `screen` that narrow it. A spec file's list reaches the diagnostics in that file and about its storyboards and screens; screengen.yml's reaches every module. Hidden warnings are counted, not printed, and `--strict` does not fail on them; an entry that hides nothing in a run without errors is reported (unused-ignore).")),
            ("type", .array([.string("array"), .string("null")])),
            ("items", .object([("oneOf", .array([
                .object([("enum", codes)]),
                .object([
                    ("type", .string("object")),
                    ("properties", .object(scope)),
                    ("required", .array([.string(SpecKey.Ignore.code.rawValue)])),
                    ("additionalProperties", .bool(false)),
                ]),
            ]))])),
            ("examples", .array([.array([
                .string("confusable-name"),
                .object([("code", .string("unused-storyboard")), ("storyboard", .string("Legacy"))]),
            ])])),
        ])
    }
}
