/// The schema of a screen's `segues:`.
extension SpecSchema {
    static var segues: JSONValue {
        .object([
            ("description", .string("The segues this storyboard scene performs, keyed by the segue's identifier in the storyboard; the value is the destination screen. Each becomes a case of the screen's `Segue` enum, with `performSegue(_:sender:)` and a typed `prepareSegue(_:_:)` that forwards the destination's initialize parameters. Only on storyboard scenes, and not with `platform: macOS`.")),
            ("type", .array([.string("object"), .string("null")])),
            ("propertyNames", .object([
                ("description", .string("The segue's identifier: a Swift identifier, since it becomes a `Segue` case (lower camel case: `ShowNote` → `.showNote`).")),
                ("pattern", .string("^[^\\s0-9`.\\-/:][^\\s`.\\-/:]*$")),
            ])),
            ("additionalProperties", .object([
                ("oneOf", .array([
                    .object([
                        ("description", .string("The destination screen: a storyboard scene declared under `screens`.")),
                        ("type", .string("string")),
                        ("minLength", .int(1)),
                        ("examples", .array([.string("NoteViewController")])),
                    ]),
                    .object([
                        ("description", .string("The destination screen, and whether the segue shows it embedded in a navigation controller.")),
                        ("type", .string("object")),
                        ("properties", .object([
                            ("destination", .object([
                                ("description", .string("The destination screen: a storyboard scene declared under `screens`.")),
                                ("type", .string("string")),
                                ("minLength", .int(1)),
                                ("examples", .array([.string("SettingsViewController")])),
                            ])),
                            ("embedded", .object([
                                ("description", .string("true when the segue shows a navigation controller whose root view controller is the destination; the typed prepare unwraps it. Default: false.")),
                                ("type", .string("boolean")),
                                ("default", .bool(false)),
                                ("examples", .array([.bool(true)])),
                            ])),
                        ])),
                        ("required", .array([.string("destination")])),
                        ("additionalProperties", .bool(false)),
                    ]),
                ])),
            ])),
            ("examples", .array([.object([
                ("showNote", .string("NoteViewController")),
                ("editSettings", .object([("destination", .string("SettingsViewController")), ("embedded", .bool(true))])),
            ])])),
        ])
    }
}
