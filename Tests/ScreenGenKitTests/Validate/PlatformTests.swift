import Foundation
@testable import ScreenGenKit
import XCTest

/// `platform:` beyond the golden fixtures: tvOS generates the iOS code, and `import` writes
/// the platform of the storyboards it reads.
final class PlatformTests: XCTestCase {
    private static let tvStoryboards = Fixtures.root.appendingPathComponent("CrossCheck/tvos/Storyboards")

    /// tvOS is UIKit: the same specs give the same bytes with `platform: tvOS` as without it.
    func testTVOSGeneratesTheIOSCode() throws {
        let folder = Fixtures.root.appendingPathComponent("Generate/tvos/Specs")
        let text = try String(contentsOf: folder.appendingPathComponent("Guide.yml"), encoding: .utf8)
        // Same line count, so the locations the output quotes stay the same.
        let iOS = text.replacingOccurrences(of: "platform: tvOS\n", with: "platform: iOS\n")
        XCTAssertNotEqual(iOS, text)
        let run = { (yaml: String) in
            Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/Guide.yml", bytes: Array(yaml.utf8))], specsFolder: "Specs")
        }
        let tv = run(text)
        XCTAssertEqual(tv.diagnostics, [])
        XCTAssertEqual(tv.model?.platform, .tvOS)
        XCTAssertEqual(tv.files, run(iOS).files)
    }

    func testImportWritesTheTVOSPlatformAndTheSpecLints() throws {
        // An app folder of its own: the storyboard next to where its spec is written.
        let work = URL(fileURLWithPath: Fixtures.temporaryFolder(self).path, isDirectory: true)
        let storyboard = work.appendingPathComponent("TV/Guide.storyboard")
        try FileManager.default.createDirectory(at: storyboard.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.tvStoryboards.appendingPathComponent("Guide.storyboard"), to: storyboard)
        let importer = SpecImporter(outputFolder: work.appendingPathComponent("Specs"), baseDirectory: work)
        let file = StoryboardFile(url: storyboard, baseDirectory: work)
        let output = try importer.run([file], module: nil).get()
        XCTAssertEqual(output.specs.map(\.platform), [.tvOS])
        let specs = importer.render(output)
        XCTAssertEqual(specs.count, 1)
        let spec = try XCTUnwrap(specs.first)
        XCTAssertTrue(spec.contents.contains("module: TVApp\nplatform: tvOS\n"), spec.contents)
        XCTAssertEqual(importer.check(specs), [], "lints with the cross-check on")
        // Without the platform the tvOS storyboard is refused, so the line is what makes it lint.
        let withoutPlatform = SpecImporter.SpecFile(name: spec.name, contents: spec.contents.replacingOccurrences(of: "platform: tvOS\n", with: ""))
        XCTAssertEqual(importer.check([withoutPlatform]).map(\.kind.code), ["storyboard-platform-mismatch"])
    }

    /// One module has one platform: the platform of most scenes that could be screens (a tie
    /// goes to iOS, then tvOS), and the others are listed with the reason instead of stopping
    /// the import.
    func testImportKeepsOnePlatformAndListsTheOthers() throws {
        let work = Fixtures.temporaryFolder(self)
        let importer = SpecImporter(outputFolder: work.appendingPathComponent("Specs"), baseDirectory: Self.tvStoryboards)
        let files = ["Guide", "Phone"].map { StoryboardFile(url: Self.tvStoryboards.appendingPathComponent("\($0).storyboard"), baseDirectory: Self.tvStoryboards) }
        let output = try importer.run(files, module: "TVApp").get()
        XCTAssertEqual(output.specs.map(\.storyboard), ["Guide"])
        XCTAssertEqual(output.specs.map(\.platform), [.tvOS])
        XCTAssertEqual(output.skippedStoryboards.map(\.file), ["Phone.storyboard"])
        XCTAssertEqual(output.skippedStoryboards.first?.reason,
                       "an iOS storyboard, and this module is tvOS, the platform of most of its storyboards' scenes; a module has one platform, so import its folder on its own")
        let phoneOnly = try importer.run([files[1]], module: "TVApp").get()
        XCTAssertEqual(phoneOnly.specs.map(\.platform), [.iOS])
    }

    /// A watch app's interface beside the phone app's, as a folder import of a whole app
    /// finds them: the phone storyboard is imported and the watch one is named with the
    /// reason, rather than the whole import refused.
    func testImportLeavesAWatchStoryboardOutWithTheReason() throws {
        let work = URL(fileURLWithPath: Fixtures.temporaryFolder(self).path, isDirectory: true)
        let tv = Self.tvStoryboards.appendingPathComponent("Guide.storyboard")
        let watch = Fixtures.root.appendingPathComponent("CrossCheck/platforms/Storyboards/Watch.storyboard")
        for (source, target) in [(tv, "TV/Guide.storyboard"), (watch, "Watch/Watch.storyboard")] {
            let url = work.appendingPathComponent(target)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: url)
        }
        let importer = SpecImporter(outputFolder: work.appendingPathComponent("Specs"), baseDirectory: work)
        let (files, missing) = importer.files(for: ["."])
        XCTAssertEqual(missing, [])
        XCTAssertEqual(files.map(\.displayPath), ["TV/Guide.storyboard", "Watch/Watch.storyboard"])
        let output = try importer.run(files, module: nil).get()
        XCTAssertEqual(output.specs.map(\.storyboard), ["Guide"])
        XCTAssertEqual(output.skippedStoryboards, [SkippedStoryboard(
            file: "Watch/Watch.storyboard",
            reason: "a watchOS storyboard (targetRuntime 'watchKit'); screengen generates code for iOS, tvOS and macOS storyboards only")])
    }
}
