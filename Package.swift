// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "screengen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "screengen", targets: ["screengen"]),
        // `swift package --allow-writing-to-package-directory screengen generate` in a
        // package that depends on this one.
        .plugin(name: "ScreenGenPlugin", targets: ["ScreenGenPlugin"]),
        // For the fuzzing package in Tests/Fuzz, which builds the kit with sanitizers.
        .library(name: "ScreenGenKit", targets: ["ScreenGenKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "602.0.0"),
    ],
    targets: [
        .target(
            name: "ScreenGenKit",
            dependencies: [
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "screengen",
            dependencies: [
                "ScreenGenKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "ScreenGenPlugin",
            capability: .command(
                intent: .custom(verb: "screengen", description: "Run screengen (generate, lint, check, ...) in the package root"),
                permissions: [.writeToPackageDirectory(reason: "screengen generate writes the generated Swift into the package")]
            ),
            dependencies: ["screengen"]
        ),
        .testTarget(
            name: "ScreenGenKitTests",
            dependencies: [
                "ScreenGenKit", "screengen",
                // The injection tests parse the generated Swift to prove where spec values land.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Compiles Interface Builder storyboards into the folders the UIKit stand-in loads.
        .executableTarget(
            name: "storyboardc",
            path: "Tests/Support/StoryboardCompiler"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: Example app and its Linux test support (not part of the product)

let standInSettings: [SwiftSetting] = [.unsafeFlags(["-enable-library-evolution", "-suppress-warnings"])]

// Only on Linux, where Apple's frameworks are absent: modules named UIKit, AppKit and SwiftUI
// elsewhere would shadow the real ones, and the UIKit examples build for iOS, not for the Mac
// (there `make sdk-check` compiles them against the iOS SDK, or xcodebuild builds them for iOS).
#if os(Linux)
package.targets += [
    // A module named UIKit so that generated code keeps a plain `import UIKit` on Linux. Built
    // with library evolution, as Apple's frameworks are, so that its enums are not frozen: a
    // `switch` over one needs `@unknown default` here too. (Its one warning, that Linux's
    // Foundation is not built that way, is silenced: nothing ships this module.)
    .target(
        name: "UIKit",
        path: "Tests/Support/UIKit",
        swiftSettings: standInSettings
    ),
    // A module named AppKit, so that generated macOS code keeps a plain `import AppKit` on Linux.
    .target(
        name: "AppKit",
        path: "Tests/Support/AppKit",
        swiftSettings: standInSettings
    ),
    // What a file importing both Testing and AppKit implicitly imports (see the file inside).
    .target(
        name: "_Testing_AppKit",
        dependencies: ["AppKit"],
        path: "Tests/Support/TestingAppKitOverlay"
    ),
    // The expansion of the SwiftUI stand-in's `#Preview` (Xcode's own is part of Xcode alone).
    .macro(
        name: "StandInPreviewsMacros",
        dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ],
        path: "Tests/Support/PreviewsMacros"
    ),
    // A module named SwiftUI with `View` and `UIHostingController`, for SwiftUI screens.
    .target(
        name: "SwiftUI",
        dependencies: ["UIKit", "StandInPreviewsMacros"],
        path: "Tests/Support/SwiftUI",
        swiftSettings: standInSettings
    ),
    .testTarget(
        name: "SupportTests",
        dependencies: [
            "storyboardc",
            "UIKit",
            "AppKit",
            "_Testing_AppKit",
        ],
        path: "Tests/Support/SupportTests"
    ),
    // Hand-written screens plus the code screengen generates for them. `Generated` in each
    // folder is a symlink into the top-level Generated/: rooting the targets at the package
    // root instead would make SwiftPM warn about every other root entry.
    .target(
        name: "ExampleApp",
        dependencies: [
            "UIKit",
            "SwiftUI",
        ],
        path: "Example/ExampleApp",
        // Navigation.md is the generated navigation chart (`graph: true` in screengen.yml).
        exclude: ["Storyboards", "Generated/Navigation.md"],
        sources: ["Sources", "Generated"],
        resources: [.process("Resources")],
        // Generated code must compile without a single warning in Swift 6 mode.
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .testTarget(
        name: "ExampleAppTests",
        dependencies: [
            "ExampleApp",
            "UIKit",
        ],
        path: "Example/ExampleAppTests",
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    // A second example module, for Apple TV (`platform: tvOS`), whose generated tests are
    // Swift Testing (`tests: swift-testing`). Its specs are in Example/TVGuide/Specs and
    // `make generate` writes Example/TVGuide/Generated.
    .target(
        name: "TVGuide",
        dependencies: [
            "UIKit",
            // Its generated previews and screen catalog (debug builds only).
            "SwiftUI",
        ],
        path: "Example/TVGuide",
        exclude: ["Specs", "Generated/TVGuideTests", "Generated/TVGuide/Navigation.md"],
        sources: ["Sources", "Generated/TVGuide"],
        resources: [.process("Resources")],
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    // A third example module, for the Mac (`platform: macOS`): AppKit code on the AppKit
    // stand-in. Its specs are in Example/MacNotes/Specs and `make generate` writes
    // Example/MacNotes/Generated; its test target runs the generated tests and tests of
    // the generated API (Tests/Generated is a symlink to the generated tests).
    .target(
        name: "MacNotes",
        dependencies: [
            "AppKit",
        ],
        path: "Example/MacNotes",
        exclude: ["Specs", "Tests", "Generated/MacNotesTests", "Generated/MacNotes/Navigation.md"],
        sources: ["Sources", "Generated/MacNotes"],
        resources: [.process("Resources")],
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .testTarget(
        name: "MacNotesTests",
        dependencies: [
            "MacNotes",
            "AppKit",
        ],
        path: "Example/MacNotes/Tests",
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    // What a file importing both Testing and UIKit implicitly imports (see the file inside).
    .target(
        name: "_Testing_UIKit",
        dependencies: ["UIKit"],
        path: "Tests/Support/TestingUIKitOverlay"
    ),
    .testTarget(
        name: "TVGuideTests",
        dependencies: [
            "TVGuide",
            "UIKit",
            "_Testing_UIKit",
        ],
        path: "Example/TVGuide/Generated/TVGuideTests",
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    // The multi-module fixture (Tests/Fixtures/Modules, config `modules:` and `support:`):
    // the support module and three feature modules built as an app's modules are, each
    // from its hand-written screens and the code screengen generated for it, and a test
    // target that runs their generated tests and tests their call sites. ModulesTests
    // checks that the generated folders are what the fixture's specs give.
    .target(
        name: "ScreenGenSupport",
        dependencies: ["UIKit"],
        path: "Tests/Fixtures/Modules/Support/Generated/ScreenGenSupport",
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .target(
        name: "Feed",
        // SwiftUI for the generated previews and screen catalog (debug builds only).
        dependencies: ["ScreenGenSupport", "UIKit", "SwiftUI"],
        path: "Tests/Fixtures/Modules/Features/Feed",
        exclude: ["Specs", "Generated/FeedTests"],
        sources: ["Sources", "Generated/Feed"],
        resources: [.process("Resources")],
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .target(
        name: "Settings",
        dependencies: ["ScreenGenSupport", "Feed", "UIKit", "SwiftUI"],
        path: "Tests/Fixtures/Modules/Features/Settings",
        exclude: ["Specs", "Generated/SettingsTests"],
        sources: ["Sources", "Generated/Settings"],
        resources: [.process("Resources")],
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .target(
        name: "Onboarding",
        dependencies: ["ScreenGenSupport", "Feed", "UIKit", "SwiftUI"],
        path: "Tests/Fixtures/Modules/Features/Onboarding",
        exclude: ["Specs", "Generated/OnboardingTests"],
        sources: ["Sources", "Generated/Onboarding"],
        resources: [.process("Resources")],
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .testTarget(
        name: "ModulesFixtureTests",
        dependencies: ["Feed", "Settings", "Onboarding", "UIKit"],
        path: "Tests/Fixtures/Modules/Tests",
        swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
]
#endif
