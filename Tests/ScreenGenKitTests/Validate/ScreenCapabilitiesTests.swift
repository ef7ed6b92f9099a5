import Foundation
@testable import ScreenGenKit
import XCTest

/// The validator refuses exactly what ScreenCapabilities says, platform by platform, so the
/// reference tables rendered from it (Docs/SpecReference.md) describe what screengen does.
final class ScreenCapabilitiesTests: XCTestCase {
    private func validate(_ yaml: String) -> Pipeline.Result {
        Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(yaml.utf8))], specsFolder: "Specs")
    }

    /// The keys a platform may refuse, each with a spec line that uses it on a storyboard scene.
    private let platformKeys: [(SpecKey.Screen, String)] = [
        (.nib, "nib: Composer"), (.swiftUI, "swiftUI: true"), (.segues, "segues: {}"), (.windowController, "windowController: true"),
        (.segueOnly, "segueOnly: true"),
    ]

    func testPlatformsRefuseTheKeysTheTableRefuses() {
        for platform in TargetPlatform.allCases {
            for (key, line) in platformKeys {
                let scene = key == .nib || key == .swiftUI ? "" : "    storyboard: Main\n"
                let result = validate("module: App\nplatform: \(platform.rawValue)\nstoryboards:\n  Main: {}\nscreens:\n  AViewController:\n\(scene)    \(line)\n")
                let refused = result.diagnostics.compactMap { diagnostic -> String? in
                    if case let .keyUnavailableOnPlatform(_, refusedKey, _, reason, _) = diagnostic.kind, refusedKey == key.rawValue { return reason }
                    return nil
                }
                XCTAssertEqual(refused, ScreenCapabilities.reason(key: key, on: platform).map { [$0] } ?? [], "\(key.rawValue) on \(platform.rawValue)")
            }
        }
    }

    func testPlatformsRefuseThePresentationsTheTableRefuses() {
        for platform in TargetPlatform.allCases {
            for style in PresentationStyle.allCases {
                let result = validate("module: App\nplatform: \(platform.rawValue)\nscreens:\n  AViewController:\n    presentation: \(style.rawValue)\n")
                let refused = result.diagnostics.compactMap { diagnostic -> String? in
                    if case let .presentationUnavailable(_, _, _, reason, _) = diagnostic.kind { return reason }
                    return nil
                }
                let expected = ScreenCapabilities.reason(presentation: style, on: platform)
                XCTAssertEqual(refused, expected.map { [$0] } ?? [], "\(style.rawValue) on \(platform.rawValue)")
                XCTAssertEqual(ScreenCapabilities.presentations(on: platform).contains(style), expected == nil)
                // The model keeps the style itself, not its spelling.
                if expected == nil {
                    XCTAssertEqual(result.model?.screens.first?.presentation, style, "\(style.rawValue) on \(platform.rawValue)")
                }
            }
        }
    }

    func testVisionOSRefusesTheKindsTheTableRefuses() {
        let result = validate("module: App\nplatform: visionOS\nstoryboards:\n  Main: {}\nscreens:\n  AViewController:\n    storyboard: Main\n  BViewController:\n    nib: true\n  CView:\n    swiftUI: true\n  DViewController: {}\n")
        let storyboards = result.diagnostics.filter { if case .storyboardOnVisionOS = $0.kind { return true } else { return false } }
        let nibs = result.diagnostics.compactMap { diagnostic -> String? in
            if case let .nibOnVisionOS(screen, _) = diagnostic.kind { return screen }
            return nil
        }
        XCTAssertEqual(storyboards.count, ScreenCapabilities.hasStoryboards(.visionOS) ? 0 : 1)
        XCTAssertEqual(nibs, ScreenCapabilities.reason(kind: .nib, on: .visionOS) == nil ? [] : ["BViewController"])
        XCTAssertNil(ScreenCapabilities.reason(kind: .swiftUI, on: .visionOS))
        XCTAssertNil(ScreenCapabilities.reason(kind: .code, on: .visionOS))
    }

    /// A SwiftUI screen is refused every key the table lists for its kind, each with its reason.
    func testSwiftUIRefusesTheKeysTheTableLists() {
        let result = validate("module: App\nstoryboards:\n  Main: {}\nscreens:\n  AView:\n    swiftUI: true\n    storyboard: Main\n    identifier: A\n    initial: false\n    segueOnly: true\n    nib: A\n    bundle: main\n    initialize: {}\n")
        let refused = result.diagnostics.compactMap { diagnostic -> String? in
            if case let .incompatibleScreenKeys(_, key, "swiftUI: true", _, reason) = diagnostic.kind { return "\(key): \(reason)" }
            return nil
        }
        XCTAssertEqual(Set(refused), Set(ScreenCapabilities.keysRefused(by: .swiftUI).map { "\($0.key.rawValue): \($0.reason)" }))
        XCTAssertEqual(refused.count, 7)
    }

    func testScreenKnowsItsKindAndWhetherItHasSegues() throws {
        let result = validate("module: App\nstoryboards:\n  Main: {}\nscreens:\n  AViewController:\n    storyboard: Main\n    segues:\n      showB: BViewController\n  BViewController:\n    storyboard: Main\n  CViewController:\n    nib: true\n  DView:\n    swiftUI: true\n  EViewController: {}\n  FViewController:\n    storyboard: Main\n    segueOnly: true\n")
        let screens = try XCTUnwrap(result.model?.screens, "\(result.diagnostics)")
        XCTAssertEqual(screens.map(\.kind), [.storyboardScene, .storyboardScene, .nib, .swiftUI, .code, .segueOnlyScene])
        XCTAssertEqual(screens.map(\.hasSegues), [true, false, false, false, false, false])
    }

    /// What differs by framework follows the platform's UIFramework value: a key is refused
    /// exactly where the value lacks the capability the key asks for, and every style a
    /// platform offers is one its framework's `present` can show.
    func testFrameworkKeysAndStylesFollowTheFrameworkValue() {
        for platform in TargetPlatform.allCases {
            let framework = platform.uiFramework
            let lacks: [(SpecKey.Screen, Bool)] = [(.swiftUI, framework.hosting == nil), (.segues, framework.segueClass == nil),
                                                   (.windowController, framework.windows == nil)]
            for (key, lacking) in lacks {
                XCTAssertEqual(ScreenCapabilities.reason(key: key, on: platform) != nil, lacking, "\(key) on \(platform)")
            }
            let styles = ScreenCapabilities.presentations(on: platform)
            XCTAssertFalse(styles.isEmpty, "\(platform)")
            XCTAssertTrue(styles.allSatisfy(framework.presentation.offers), "\(platform): \(styles)")
        }
        XCTAssertEqual(ScreenCapabilities.presentations(on: .macOS), [.sheet, .modalWindow])
        // Every framework loads view controllers' XIBs; only visionOS, which deprecates UINib, refuses them.
        XCTAssertEqual(TargetPlatform.allCases.filter { ScreenCapabilities.reason(kind: .nib, on: $0) != nil }, [.visionOS])
        XCTAssertEqual(TargetPlatform.onePerFramework, [.iOS, .macOS])
    }

    /// On macOS a XIB screen is a view controller: `nib:` is accepted and made with
    /// init(nibName:bundle:), and beside `windowController: true` it is refused with the table's
    /// reason, at the key, naming the way that works.
    func testMacOSXibScreensAreViewControllersOnly() throws {
        let accepted = validate("module: App\nplatform: macOS\nscreens:\n  InfoViewController:\n    nib: Info\n    presentation: modalWindow\n")
        let screen = try XCTUnwrap(accepted.model?.screens.first, "\(accepted.diagnostics)")
        XCTAssertEqual(screen.source, .nib(name: "Info", bundle: .main))
        XCTAssertFalse(screen.isWindowController)

        let refused = validate("module: App\nplatform: macOS\nscreens:\n  PrefsWindowController:\n    nib: Prefs\n    windowController: true\n")
        XCTAssertNil(refused.model)
        let reason = try XCTUnwrap(ScreenCapabilities.keysRefused(by: .nib).first { $0.key == .windowController }?.reason)
        XCTAssertTrue(reason.contains("init(windowNibName:)"), reason)
        XCTAssertEqual(refused.diagnostics.map(\.kind), [.incompatibleScreenKeys(screen: "PrefsWindowController", key: "windowController", other: "nib",
                                                                                   otherLocation: SourceLocation(file: "Specs/App.yml", line: 5, column: 10), reason: reason)])
        XCTAssertEqual(refused.diagnostics.first?.location, SourceLocation(file: "Specs/App.yml", line: 6, column: 23))

        // `windowController: false` asks for nothing; off macOS the platform's own refusal is the one error.
        XCTAssertNotNil(validate("module: App\nplatform: macOS\nscreens:\n  InfoViewController:\n    nib: Info\n    windowController: false\n").model)
        let iOS = validate("module: App\nscreens:\n  PrefsWindowController:\n    nib: Prefs\n    windowController: true\n")
        XCTAssertEqual(iOS.diagnostics.map(\.kind.diagnosticCode), [.keyUnavailableOnPlatform])
    }
}
