import ScreenGenKit
import XCTest

/// Generated API that needs more than the oldest releases Xcode 16 builds for (iOS 12,
/// tvOS 12, macOS 10.13) says so with `@available`, and the rest carries none: SwiftUI
/// screens (`UIHostingController`) and scenes made through the creator API need iOS 13 and
/// tvOS 13 (macOS 10.15 for AppKit's creator), `presentation: automatic` needs them for
/// `present` alone.
final class AvailabilityTests: XCTestCase {
    private static let uiKit13 = "@available(iOS 13.0, tvOS 13.0, *)"

    func testUIKitMembersNeedingIOS13SayIt() throws {
        let text = try screens("""
            module: App
            storyboards:
              Main: {}
            screens:
              PlainViewController: {}
              BadgeView:
                swiftUI: true
              ProfileViewController:
                storyboard: Main
                init:
                  user: String
              SceneViewController:
                storyboard: Main
              SheetViewController:
                presentation: automatic
            """)
        for (member, create, push, present) in [
            ("plainViewController", false, false, false), ("sceneViewController", false, false, false),
            ("badgeView", true, true, true), ("profileViewController", true, true, true),
            ("sheetViewController", false, false, true),
        ] {
            XCTAssertEqual(attributes(of: member, in: "ScreenFactory", text).contains(Self.uiKit13), create, "create.\(member)")
            XCTAssertEqual(attributes(of: member, in: "ScreenPusher", text).contains(Self.uiKit13), push, "push.\(member)")
            XCTAssertEqual(attributes(of: member, in: "ScreenPresenter", text).contains(Self.uiKit13), present, "present.\(member)")
        }
        let support = try file("App/ScreenGen.swift", of: "module: App\nstoryboards:\n  Main: {}\nscreens:\n  P:\n    storyboard: Main\n    init:\n      user: String\n")
        let lines = support.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let creator = try XCTUnwrap(lines.firstIndex { $0.contains("static func instantiate(creator:") })
        XCTAssertEqual(lines[creator - 1], Self.uiKit13)
        let plain = try XCTUnwrap(lines.firstIndex { $0.contains("static func instantiate() -> Self") })
        XCTAssertFalse(lines[plain - 1].hasPrefix("@available"))
    }

    func testAppKitCreatorNeedsMacOS10_15() throws {
        let spec = """
            module: Mac
            platform: macOS
            storyboards:
              Main: {}
            screens:
              EditorViewController:
                storyboard: Main
                init:
                  noteID: Int
              ListViewController:
                storyboard: Main
            """
        let text = try file("Mac/Mac+Screens.swift", of: spec, module: "Mac")
        XCTAssertEqual(attributes(of: "editorViewController", in: "ScreenFactory", text), ["@available(macOS 10.15, *)"])
        XCTAssertEqual(attributes(of: "editorViewController", in: "ScreenPresenter", text), ["@available(macOS 10.15, *)", "@discardableResult"])
        XCTAssertEqual(attributes(of: "listViewController", in: "ScreenFactory", text), [])
        let support = try file("Mac/ScreenGen.swift", of: spec, module: "Mac")
        XCTAssertTrue(support.contains("@available(macOS 10.15, *)\nextension StoryboardInstantiable where Self: NSViewController {"), support)
    }

    // MARK: Helpers

    private func screens(_ spec: String) throws -> String {
        try file("App/App+Screens.swift", of: spec)
    }

    private func file(_ path: String, of spec: String, module: String = "App") throws -> String {
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/\(module).yml", bytes: Array(spec.utf8))], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        return try XCTUnwrap(result.files.first { $0.path == path }?.contents, "\(result.files.map(\.path))")
    }

    /// The attribute lines between `member`'s doc comment and its `func`, in `extension <type>`.
    private func attributes(of member: String, in type: String, _ text: String) -> [String] {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var inType = false
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("extension ") { inType = line == "extension \(type) {" }
            guard inType, line.contains(" func \(member)(") else { continue }
            var attributes: [String] = []
            var above = index - 1
            while above >= 0, lines[above].hasPrefix("@") {
                attributes.insert(lines[above], at: 0)
                above -= 1
            }
            return attributes
        }
        XCTFail("no \(type).\(member) in:\n\(text)")
        return []
    }
}
