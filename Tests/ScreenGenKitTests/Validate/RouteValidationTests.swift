import Foundation
@testable import ScreenGenKit
import XCTest

/// `routes:` and `url:` from spec to model: which screens get a ScreenRoute case, the
/// config's `routes:` against a file's own, and the URL patterns' rules.
final class RouteValidationTests: XCTestCase {
    private func run(_ files: [String: String], configRoutes: RouteOptions? = nil) -> Pipeline.Result {
        let specFiles = files.keys.sorted().map { SpecFolder.File(displayPath: "Specs/\($0)", bytes: Array(files[$0]!.utf8)) }
        var pipeline = Pipeline()
        pipeline.options.routes = configRoutes
        return pipeline.run(files: specFiles, specsFolder: "Specs")
    }

    func testRoutesApplyToTheScreensOfTheFilesThatAskForThem() throws {
        let result = run([
            "A.yml": "module: App\nroutes: true\nscreens:\n  ArticleViewController:\n    initialize: {id: Int}\n    url: /articles/{id}\n",
            "B.yml": "screens:\n  CreditsViewController: {}\n",
        ])
        XCTAssertEqual(result.diagnostics, [])
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.routes, RouteOptions(sendable: false))
        XCTAssertEqual(model.routeScreens.map(\.typeName), ["ArticleViewController"])
        XCTAssertEqual(model.routeScreens.first?.route?.url, URLPattern(text: "/articles/{id}", segments: [.literal("articles"), .parameter("id")]))
        XCTAssertTrue(result.files.contains { $0.path == "App/ScreenGen+Routes.swift" })
    }

    func testTheConfigTurnsRoutesOnUnlessAFileTurnsThemOff() throws {
        let files = [
            "A.yml": "module: App\nscreens:\n  HomeViewController: {url: /}\n",
            "B.yml": "routes: false\nscreens:\n  CreditsViewController: {}\n",
        ]
        let result = run(files, configRoutes: RouteOptions(sendable: true))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.model?.routes, RouteOptions(sendable: true))
        XCTAssertEqual(result.model?.routeScreens.map(\.typeName), ["HomeViewController"])
        // Without the config, the url of a file without routes is an error, on the url.
        XCTAssertEqual(run(files).diagnostics.map(\.description), [
            "Specs/A.yml:3:29: error: screen 'HomeViewController' has 'url', but it has no ScreenRoute case: its spec file has no 'routes: true' (and screengen.yml none either)",
        ])
    }

    func testAClosureParameterIsANoteThatNeverFailsARunStrictOrNot() throws {
        let result = run(["A.yml": "module: App\nroutes: true\nscreens:\n  ComposeViewController:\n    initialize:\n      onSend: \"@escaping () -> Void\"\n"])
        XCTAssertEqual(result.diagnostics.map(\.kind.code), ["screen-not-a-route"])
        XCTAssertEqual(result.diagnostics.map(\.severity), [.note])
        XCTAssertFalse(result.diagnostics.promotingWarnings().containsErrors)
        XCTAssertEqual(result.model?.routeScreens, [])
        XCTAssertFalse(result.files.isEmpty, "a note does not stop the run")
    }

    func testPatternsParseIntoSegmentsOrSayWhyNot() {
        XCTAssertEqual(try URLPatternParser.parse("/").get().segments, [])
        XCTAssertEqual(try URLPatternParser.parse("/a/{b}/c").get().segments, [.literal("a"), .parameter("b"), .literal("c")])
        XCTAssertEqual(URLPatternParser.parse("a/b"), .failure(.noLeadingSlash))
        XCTAssertEqual(URLPatternParser.parse("/a//b"), .failure(.emptySegment))
        XCTAssertEqual(URLPatternParser.parse("/a/"), .failure(.emptySegment))
        XCTAssertEqual(URLPatternParser.parse("/a/x{b}"), .failure(.malformedPlaceholder("x{b}")))
        XCTAssertEqual(URLPatternParser.parse("/a/{}"), .failure(.malformedPlaceholder("{}")))
        XCTAssertEqual(URLPatternParser.parse("/a/{1b}"), .failure(.malformedPlaceholder("{1b}")))
        XCTAssertEqual(URLPatternParser.parse("/{b}/{b}"), .failure(.repeatedPlaceholder("b")))
        XCTAssertEqual(URLPatternParser.parse("/a b"), .failure(.unsupportedCharacter(" ")))
        XCTAssertEqual(URLPatternParser.parse("/a?b"), .failure(.unsupportedCharacter("?")))
        // Invisible: a zero-width no-break space, a bidirectional override, a control.
        XCTAssertEqual(URLPatternParser.parse("/ar\u{FEFF}ticles/new"), .failure(.unsupportedCharacter("\u{FEFF}")))
        XCTAssertEqual(URLPatternParser.parse("/a\u{202E}b"), .failure(.unsupportedCharacter("\u{202E}")))
        XCTAssertEqual(URLPatternParser.parse("/a\u{7}b"), .failure(.unsupportedCharacter("\u{7}")))
        XCTAssertEqual(URLPatternParser.Problem.unsupportedCharacter("\u{FEFF}").reason,
                       "'\\u{FEFF}' cannot stand in a path segment as is; a URL percent-encodes it")
        XCTAssertEqual(try URLPatternParser.parse("/caf\u{E9}/\u{65E5}\u{672C}").get().segments, [.literal("caf\u{E9}"), .literal("\u{65E5}\u{672C}")])
    }

    /// A literal segment wins where the other pattern has a placeholder; patterns of the
    /// same shape, or crossing ones, both match some path and neither wins.
    func testOverlapsAreErrorsOnlyWhereNoPatternIsMoreLiteral() {
        func pattern(_ text: String) -> URLPattern { (try? URLPatternParser.parse(text).get()) ?? URLPattern(text: "", segments: []) }
        let ordered = [("/articles/new", "/articles/{id}"), ("/a/b/{c}", "/a/{x}/{y}")]
        for (a, b) in ordered {
            XCTAssertTrue(pattern(a).overlaps(pattern(b)), "\(a) \(b)")
            XCTAssertTrue(pattern(a).isOrdered(against: pattern(b)), "\(a) \(b)")
        }
        let ambiguous = [("/articles/{id}", "/articles/{slug}"), ("/a/{x}", "/{y}/b"), ("/same", "/same")]
        for (a, b) in ambiguous {
            XCTAssertTrue(pattern(a).overlaps(pattern(b)), "\(a) \(b)")
            XCTAssertFalse(pattern(a).isOrdered(against: pattern(b)), "\(a) \(b)")
        }
        XCTAssertFalse(pattern("/articles/{id}").overlaps(pattern("/authors/{id}")))
        XCTAssertFalse(pattern("/articles/{id}").overlaps(pattern("/articles/{id}/comments")))
    }
}
