/// The JSON Schema (draft 2020-12) of `screengen.yml`, for editor completion and checks.
/// `screengen schema config` prints it; a copy is committed in `Schemas/`, and a test keeps
/// the two, and the keys ``ConfigFile`` accepts, in step.
public enum ConfigSchema {
    public static func json() -> String {
        schema.rendered() + "\n"
    }

    static var schema: JSONValue {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("ScreenGen config")),
            ("description", .string("screengen.yml: the settings screengen uses when no command-line flag says otherwise. Paths are relative to this file's folder.")),
            ("type", .array([.string("object"), .string("null")])),
            ("properties", .object(SpecKey.Config.allCases.map { ($0.rawValue, property($0)) })),
            ("additionalProperties", .bool(false)),
            ("$defs", .object([
                ("folders", .object([
                    ("description", .string("Folders searched (recursively) for storyboards, besides the specs' own storyboardPaths.")),
                    ("type", .array([.string("array"), .string("string")])),
                    ("items", .object([("type", .string("string")), ("minLength", .int(1))])),
                    ("examples", .array([.array([.string("App/Resources")])])),
                ])),
                ("module", module),
            ])),
        ])
    }

    private static func property(_ key: SpecKey.Config) -> JSONValue {
        switch key {
        case .specs:
            return path("The specs folder (--specs). Not with `modules`. Default: Specs.", example: "Specs")
        case .output:
            return path("The folder generate writes into (--output). Not with `modules`. Default: Generated.", example: "Generated")
        case .storyboards:
            return .object([("$ref", .string("#/$defs/folders"))])
        case .routes:
            return SpecSchema.routes
        case .diagnosticsFormat:
            return .object([
                ("description", .string("How diagnostics are printed (--diagnostics-format). Default: xcode.")),
                ("enum", .array(DiagnosticFormatter.Format.allCases.map { .string($0.rawValue) })),
                ("default", .string("xcode")),
                ("examples", .array([.string("github")])),
            ])
        case .strict:
            return flag("true: warnings that no `ignore` entry hides are errors (--strict). Default: false.")
        case .graph:
            return flag("true: generate also writes <Module>/Navigation.md, and check verifies it. Default: false.")
        case .modules:
            return .object([
                ("description", .string("Several modules in one run, instead of specs and output: each entry's specs generate into its output.")),
                ("type", .string("array")),
                ("minItems", .int(1)),
                ("items", .object([("$ref", .string("#/$defs/module"))])),
                ("examples", .array([.array([.object([("specs", .string("Features/Feed/Specs")), ("output", .string("Features/Feed/Generated"))])])])),
            ])
        case .support:
            return .object([
                ("description", .string("With modules: the module that declares what the modules share, once.")),
                ("type", .string("object")),
                ("properties", .object(SpecKey.ConfigSupport.allCases.map { key in
                    switch key {
                    case .module: return (key.rawValue, .object([("description", .string("The support module's name.")), ("type", .string("string")), ("minLength", .int(1))]))
                    case .output: return (key.rawValue, path("The folder its files are written into.", example: "Support/Generated"))
                    }
                })),
                ("required", .array(SpecKey.ConfigSupport.allCases.map { .string($0.rawValue) })),
                ("additionalProperties", .bool(false)),
                ("examples", .array([.object([("module", .string("ScreenGenSupport")), ("output", .string("Support/Generated"))])])),
            ])
        case .ignore:
            return SpecSchema.ignore
        case .xcfilelists:
            return .object([
                ("description", .string("Where screengen xcfilelist writes the Xcode build phase's input and output file lists, and where check compares them. Default: screengen-inputs.xcfilelist and screengen-outputs.xcfilelist beside this file.")),
                ("type", .string("object")),
                ("properties", .object(SpecKey.ConfigFileLists.allCases.map { key in
                    switch key {
                    case .inputs: return (key.rawValue, path("The input file list (--inputs).", example: "App/screengen-inputs.xcfilelist"))
                    case .outputs: return (key.rawValue, path("The output file list (--outputs).", example: "App/screengen-outputs.xcfilelist"))
                    }
                })),
                ("additionalProperties", .bool(false)),
                ("examples", .array([.object([("inputs", .string("App/screengen-inputs.xcfilelist")), ("outputs", .string("App/screengen-outputs.xcfilelist"))])])),
            ])
        }
    }

    private static var module: JSONValue {
        .object([
            ("description", .string("One module of the run.")),
            ("type", .string("object")),
            ("properties", .object(SpecKey.ConfigModule.allCases.map { key in
                switch key {
                case .specs: return (key.rawValue, path("The module's specs folder.", example: "Features/Feed/Specs"))
                case .output: return (key.rawValue, path("The module's output folder.", example: "Features/Feed/Generated"))
                case .storyboards: return (key.rawValue, .object([("$ref", .string("#/$defs/folders"))]))
                case .graph: return (key.rawValue, flag("Overrides the top-level graph for this module."))
                }
            })),
            ("required", .array([.string(SpecKey.ConfigModule.specs.rawValue), .string(SpecKey.ConfigModule.output.rawValue)])),
            ("additionalProperties", .bool(false)),
        ])
    }

    private static func path(_ description: String, example: String) -> JSONValue {
        .object([("description", .string(description)), ("type", .string("string")), ("minLength", .int(1)), ("examples", .array([.string(example)]))])
    }

    private static func flag(_ description: String) -> JSONValue {
        .object([("description", .string(description)), ("type", .string("boolean")), ("examples", .array([.bool(true)]))])
    }
}
