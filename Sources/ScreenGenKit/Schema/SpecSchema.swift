/// The JSON Schema (draft 2020-12) of the spec format, for editor completion and checks
/// (`# yaml-language-server: $schema=…`). `screengen schema` prints it; a copy is
/// committed in `Schemas/`, and a test keeps the two, and the keys the decoder accepts,
/// in step.
public enum SpecSchema {
    public static func json() -> String {
        schema.rendered() + "\n"
    }

    static var schema: JSONValue {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("ScreenGen spec")),
            ("description", .string("A ScreenGen spec file: the storyboards an iOS app ships and its UIViewController subclasses. All *.yml files under the specs folder are merged.")),
            ("type", .string("object")),
            ("properties", .object(topLevelProperties)),
            ("patternProperties", .object([
                ("^x-", .object([
                    ("description", .string("Ignored by screengen: a place for YAML anchors that screens merge in with `<<: *name`.")),
                    ("examples", .array([.object([("storyboard", .string("Main"))])])),
                ])),
            ])),
            ("additionalProperties", .bool(false)),
            ("$defs", .object([
                ("storyboard", storyboard),
                ("screen", screen),
                ("initialize", initialize),
                ("init", initializer),
                ("segues", segues),
            ])),
        ])
    }

    static var topLevelProperties: [(String, JSONValue)] {
        [
            ("module", .object([
                ("description", .string("The Swift module that owns the screens; the generated tests `@testable import` it. Required in at least one spec file; files that repeat it must agree.")),
                ("type", .string("string")),
                ("minLength", .int(1)),
                ("examples", .array([.string("ExampleApp")])),
            ])),
            ("access", .object([
                ("description", .string("Access level of everything generated. Default: internal.")),
                ("enum", .array([.string("internal"), .string("public")])),
                ("default", .string("internal")),
                ("examples", .array([.string("public")])),
            ])),
            ("callSiteLabels", .object([
                ("description", .string("Argument labels of create, push and present: initialize (the labels of the hand-written initialize) or none (no labels, as the create/push/present templates generated; initialize is still called with its labels). Files that repeat it must agree. Default: initialize.")),
                ("enum", .array([.string("initialize"), .string("none")])),
                ("default", .string("initialize")),
                ("examples", .array([.string("none")])),
            ])),
            ("sourceLocations", .object([
                ("description", .string("Whether generated code carries spec line numbers: none (no line number anywhere: a spec edit changes exactly the generated lines its meaning changes; run-time failures name the spec file and the screen) or spec (#sourceLocation directives make the compiler report a mistyped parameter type or label at its spec line, and comments and run-time messages show file:line:column; every edit that moves spec lines then changes generated files, so pull requests that touch one spec conflict in Generated/). Files that repeat it must agree. Default: none.")),
                ("enum", .array(SourceLocations.allCases.map { .string($0.rawValue) })),
                ("default", .string("none")),
                ("examples", .array([.string("spec")])),
            ])),
            ("platform", .object([
                ("description", .string("The platform the module is built for: iOS (iPhone, iPad, Mac Catalyst), tvOS (UIKit as on iOS, with tvOS storyboards; no pageSheet or formSheet presentation), macOS (AppKit: NSStoryboard, view and window controllers, XIB view controllers, present as a sheet or modal window; no swiftUI or segueOnly screens, no preview, and no segues: typed segues are UIKit's) or visionOS, where UIStoryboard is deprecated, so storyboards are rejected and screens are built in code. The storyboard check reads storyboards of this platform only. Files that repeat it must agree. Default: iOS.")),
                ("enum", .array(TargetPlatform.allCases.map { .string($0.rawValue) })),
                ("default", .string("iOS")),
                ("examples", .array([.string("tvOS")])),
            ])),
            ("tests", .object([
                ("description", .string("The framework of the generated tests: xctest (an XCTestCase subclass) or swift-testing (a @Suite of @Test functions that record issues with #expect and Issue.record). Either way a storyboard that does not match the spec fails exactly the affected test, naming the spec line. Files that repeat it must agree. Default: xctest.")),
                ("enum", .array(TestFramework.allCases.map { .string($0.rawValue) })),
                ("default", .string("xctest")),
                ("examples", .array([.string("swift-testing")])),
            ])),
            ("routes", routes),
            ("storyboards", .object([
                ("description", .string("The storyboards the app ships, keyed by file name without extension; each becomes a UIStoryboard.Name case.")),
                ("type", .array([.string("object"), .string("null")])),
                ("additionalProperties", .object([("$ref", .string("#/$defs/storyboard"))])),
                ("examples", .array([.object([("Main", .object([])), ("Settings", .object([("bundle", .string("module"))]))])])),
            ])),
            ("screens", .object([
                ("description", .string("The app's UIViewController subclasses, keyed by type name; each gets create, push and present members.")),
                ("type", .array([.string("object"), .string("null")])),
                ("additionalProperties", .object([("$ref", .string("#/$defs/screen"))])),
                ("examples", .array([.object([("SettingsViewController", .object([("storyboard", .string("Settings"))]))])])),
            ])),
            ("storyboardPaths", .object([
                ("description", .string("Folders searched (recursively, .lproj folders included) for the storyboards' files, relative to this spec file's folder. Turns on the check of the specs against the storyboards: Storyboard IDs, classes, modules and initial scenes.")),
                ("type", .array([.string("array"), .string("string")])),
                ("items", .object([("type", .string("string")), ("minLength", .int(1))])),
                ("examples", .array([.array([.string("../App/Storyboards")])])),
            ])),
            ("ignore", ignore),
        ]
    }

    static var storyboard: JSONValue {
        .object([
            ("description", .string("One storyboard. `{}` (or nothing) takes every default.")),
            ("type", .array([.string("object"), .string("null")])),
            ("properties", .object([
                ("bundle", .object([
                    ("description", .string("Where the compiled storyboard is found: main (Bundle.main, default), module (SwiftPM Bundle.module) or class (Bundle(for: <screen>.self)).")),
                    ("enum", .array(Storyboard.BundleKind.allCases.map { .string($0.rawValue) })),
                    ("default", .string("main")),
                    ("examples", .array([.string("module")])),
                ])),
                ("path", .object([
                    ("description", .string("The storyboard file, relative to this spec file's folder; its name must be the storyboard's. Turns on the check of the specs against the storyboard (other .lproj copies next to it are checked too).")),
                    ("type", .string("string")),
                    ("pattern", .string("\\.storyboard$")),
                    ("examples", .array([.string("../App/Base.lproj/Main.storyboard")])),
                ])),
            ])),
            ("additionalProperties", .bool(false)),
        ])
    }

    static var screen: JSONValue {
        .object([
            ("description", .string("One screen: a storyboard scene (`storyboard`), a XIB (`nib`), a SwiftUI view (`swiftUI: true`), or else built in code with init(...).")),
            ("type", .array([.string("object"), .string("null")])),
            ("properties", .object([
                ("class", .object([
                    ("description", .string("The screen's Swift type, when it is not the screen's name (the key): several screens may share a class, each with its own create/push/present member, scene or XIB, test and graph node. A type name, optionally module-qualified (Shared.WebViewController). Default: the key.")),
                    ("type", .string("string")),
                    ("pattern", .string("^[^.\\s`]+(\\.[^.\\s`]+)*$")),
                    ("examples", .array([.string("WebViewController"), .string("Shared.WebViewController")])),
                ])),
                ("storyboard", .object([
                    ("description", .string("The storyboard (declared under `storyboards`) that holds the scene.")),
                    ("type", .string("string")),
                    ("examples", .array([.string("Main")])),
                ])),
                ("identifier", .object([
                    ("description", .string("The scene's Storyboard ID, when it is not the screen's name (the key). Not with `initial: true`.")),
                    ("type", .string("string")),
                    ("minLength", .int(1)),
                    ("examples", .array([.string("SettingsScene")])),
                ])),
                ("initial", .object([
                    ("description", .string("true when the scene is the storyboard's initial view controller (found without a Storyboard ID). Default: false.")),
                    ("type", .string("boolean")),
                    ("default", .bool(false)),
                    ("examples", .array([.bool(true)])),
                ])),
                ("segueOnly", .object([
                    ("description", .string("true for a scene with no Storyboard ID that only segues and relationships show (a navigation controller's root, a tab's child): no create, push or present, but a segue's destination, whose `initialize` the typed prepare forwards. Needs `storyboard`; not with identifier, initial, init or presentation. Default: false.")),
                    ("type", .string("boolean")),
                    ("default", .bool(false)),
                    ("examples", .array([.bool(true)])),
                ])),
                ("init", .object([("$ref", .string("#/$defs/init"))])),
                ("initialize", .object([("$ref", .string("#/$defs/initialize"))])),
                ("nib", .object([
                    ("description", .string("The screen's XIB: `create` calls init(nibName: \"<nib>\", bundle: <bundle>, <init parameters>). A file name without extension, or true for the type name. Not with `storyboard`, nor on macOS with windowController: true.")),
                    ("type", .array([.string("string"), .string("boolean")])),
                    ("minLength", .int(1)),
                    ("pattern", .string("^(?!.*\\.(xib|nib)$)[^/]+$")),
                    ("examples", .array([.string("Composer"), .bool(true)])),
                ])),
                ("bundle", .object([
                    ("description", .string("Where the compiled XIB is found: main (Bundle.main, default), module (SwiftPM Bundle.module) or class (Bundle(for: <screen>.self)). Only with `nib`.")),
                    ("enum", .array(Storyboard.BundleKind.allCases.map { .string($0.rawValue) })),
                    ("default", .string("main")),
                    ("examples", .array([.string("module")])),
                ])),
                ("swiftUI", .object([
                    ("description", .string("true for a SwiftUI view: `create` returns UIHostingController<View> around View(<init parameters>). Not with storyboard, identifier, initial, segueOnly, nib, bundle or initialize. Default: false.")),
                    ("type", .string("boolean")),
                    ("default", .bool(false)),
                    ("examples", .array([.bool(true)])),
                ])),
                ("parent", .object([
                    ("description", .string("With `routes`: the screen below this one when reached by link, for ScreenRoute.stack(url:) and route.stack (root first): a route screen's name, or {screen: Name, arguments: {name: expression}}. Each of the parent's parameters comes from its argument (a Swift expression in which this screen's parameters are in scope by name), else from this screen's parameter of the same name and type, else from its default value.")),
                    ("oneOf", .array([
                        .object([("type", .string("string"))]),
                        .object([
                            ("type", .string("object")),
                            ("properties", .object([
                                ("screen", .object([("type", .string("string"))])),
                                ("arguments", .object([
                                    ("type", .string("object")),
                                    ("additionalProperties", .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])),
                                ])),
                            ])),
                            ("required", .array([.string("screen")])),
                            ("additionalProperties", .bool(false)),
                        ]),
                    ])),
                    ("examples", .array([.string("TeamViewController")])),
                ])),
                ("tab", .object([
                    ("description", .string("With `routes`: the root of the tab this screen's back stack stands on, for an app with tabs: a screen's name (its own `tab:` and `parent:` unset). route.tab names the tab (a ScreenTab case); a link selects it and shows route.stack above the tab's root, which stays as the tab holds it. Instead of `parent`, on the root of a `parent` chain.")),
                    ("type", .string("string")),
                    ("minLength", .int(1)),
                    ("examples", .array([.string("LibraryViewController")])),
                ])),
                ("presentation", .object([
                    ("description", .string("How `present` shows the screen. UIKit platforms: the UIModalPresentationStyle it sets before presenting (default: UIKit's own, automatic). macOS: sheet (presentAsSheet, the default) or modalWindow (presentAsModalWindow); not for window controllers.")),
                    ("enum", .array(PresentationStyle.allCases.map { .string($0.rawValue) })),
                    ("examples", .array([.string("fullScreen")])),
                ])),
                ("segues", .object([("$ref", .string("#/$defs/segues"))])),
                ("url", .object([
                    ("description", .string("With `routes`: the path of deep links to the screen, e.g. /articles/{id}. Each segment is literal text or one {name} naming an init or initialize parameter; parameters with a default value may be left out. An http or https URL matches by its path on any host; a custom scheme by host and path (myapp://articles/3). ScreenRoute(url:) parses it and route.path writes it.")),
                    ("type", .string("string")),
                    ("pattern", .string("^/")),
                    ("examples", .array([.string("/articles/{id}"), .string("/users/{name}")])),
                ])),
                ("preview", .object([
                    ("description", .string("The arguments of the screen's #Preview and ScreenCatalog entry (UIKit platforms): a mapping of parameter names (init's and initialize's) to Swift expressions, each on one line; a parameter left out takes its default. A screen without `preview` whose parameters all have defaults is previewed with them. false: no preview. Not with segueOnly: true. YAML takes a quoted value's quotes away: write a Swift string as '\"text\"'.")),
                    ("type", .array([.string("object"), .string("boolean")])),
                    ("additionalProperties", .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])),
                    ("not", .object([("const", .bool(true))])),
                    ("examples", .array([.object([("version", .string("\"1.0\"")), ("build", .string("42"))]), .bool(false)])),
                ])),
                ("windowController", .object([
                    ("description", .string("macOS only: true when the screen is an NSWindowController (a windowController scene, or built in code) rather than an NSViewController. Window controllers get create and show (showWindow), not present; not with `nib` (a XIB screen is a view controller). Default: false.")),
                    ("type", .string("boolean")),
                    ("default", .bool(false)),
                    ("examples", .array([.bool(true)])),
                ])),
                ("analytics", .object([
                    ("description", .string("The name the navigation observer (ScreenNavigation.observer) is told for this screen, instead of its key.")),
                    ("type", .string("string")),
                    ("minLength", .int(1)),
                    ("examples", .array([.string("article_detail")])),
                ])),
                ("redact", .object([
                    ("description", .string("What the navigation observer is told of some parameters, by parameter name: omit (left out) or mask (named, its value \"<redacted>\"). Other parameters are told as String(describing:).")),
                    ("type", .string("object")),
                    ("additionalProperties", .object([("enum", .array(Redaction.allCases.map { .string($0.rawValue) }))])),
                    ("examples", .array([.object([("token", .string("omit")), ("email", .string("mask"))])])),
                ])),
                ("entry", .object([
                    ("description", .string("true for a declared entry point of the navigation graph. When a module declares one, every screen must be reachable from an entry point through segues, routes with url: or their parent: chains; lint warns at a screen that is not, and the generated tests fail. Default: false.")),
                    ("type", .string("boolean")),
                    ("default", .bool(false)),
                    ("examples", .array([.bool(true)])),
                ])),
            ])),
            ("additionalProperties", .bool(false)),
            ("dependentRequired", .object(SpecKey.Screen.allCases.compactMap { key in
                ScreenCapabilities.keyRequired(by: key).map { (key.rawValue, .array([.string($0.rawValue)])) }
            })),
            ("allOf", .array([
                .object([("not", .object([
                    ("description", .string("An initial scene has no Storyboard ID.")),
                    ("type", .string("object")),
                    ("required", .array([.string("initial"), .string("identifier")])),
                    ("properties", .object([("initial", .object([("const", .bool(true))]))])),
                ]))]),
                .object([("not", .object([
                    ("description", .string("A XIB screen is not a storyboard scene.")),
                    ("type", .string("object")),
                    ("required", .array([.string("nib"), .string("storyboard")])),
                ]))]),
                .object([
                    ("if", .object([
                        ("type", .string("object")),
                        ("required", .array([.string("swiftUI")])),
                        ("properties", .object([("swiftUI", .object([("const", .bool(true))]))])),
                    ])),
                    ("then", .object([
                        ("description", .string("A SwiftUI view is hosted in code: no storyboard, XIB or initialize.")),
                        ("not", .object([("anyOf", .array(ScreenCapabilities.keysRefused(by: .swiftUI).map {
                            .object([("required", .array([.string($0.key.rawValue)]))])
                        }))])),
                    ])),
                ]),
                .object([("not", .object([
                    ("description", .string("A XIB screen is a view controller, not a window controller.")),
                    ("type", .string("object")),
                    ("required", .array([.string("nib")] + ScreenCapabilities.keysRefused(by: .nib).map { .string($0.key.rawValue) })),
                    ("properties", .object(ScreenCapabilities.keysRefused(by: .nib).map { ($0.key.rawValue, .object([("const", .bool(true))])) })),
                ]))]),
                .object([
                    ("if", .object([
                        ("type", .string("object")),
                        ("required", .array([.string("segueOnly")])),
                        ("properties", .object([("segueOnly", .object([("const", .bool(true))]))])),
                    ])),
                    ("then", .object([
                        ("description", .string("A segue-only scene has no Storyboard ID and is never made in code: no identifier, initial: true, init or presentation.")),
                        ("not", .object([("anyOf", .array(ScreenCapabilities.keysRefused(by: .segueOnlyScene).map { refused in
                            refused.key == .initial
                                ? .object([("required", .array([.string(refused.key.rawValue)])), ("properties", .object([(refused.key.rawValue, .object([("const", .bool(true))]))]))])
                                : .object([("required", .array([.string(refused.key.rawValue)]))])
                        }))])),
                    ])),
                ]),
            ])),
        ])
    }
}
