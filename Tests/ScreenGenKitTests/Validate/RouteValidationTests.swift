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
        XCTAssertEqual(URLPatternParser.parse("/a?b"), .failure(.malformedQueryItem("b")))
        XCTAssertEqual(URLPatternParser.parse("/a/x?y/b"), .failure(.malformedQueryItem("y/b")))
        // Invisible: a zero-width no-break space, a bidirectional override, a control.
        XCTAssertEqual(URLPatternParser.parse("/ar\u{FEFF}ticles/new"), .failure(.unsupportedCharacter("\u{FEFF}")))
        XCTAssertEqual(URLPatternParser.parse("/a\u{202E}b"), .failure(.unsupportedCharacter("\u{202E}")))
        XCTAssertEqual(URLPatternParser.parse("/a\u{7}b"), .failure(.unsupportedCharacter("\u{7}")))
        XCTAssertEqual(URLPatternParser.Problem.unsupportedCharacter("\u{FEFF}").reason,
                       "'\\u{FEFF}' cannot stand in a path segment as is; a URL percent-encodes it")
        XCTAssertEqual(try URLPatternParser.parse("/caf\u{E9}/\u{65E5}\u{672C}").get().segments, [.literal("caf\u{E9}"), .literal("\u{65E5}\u{672C}")])
    }

    /// `?name={parameter}&…` after the path: each item a name a query carries as is and one
    /// whole placeholder, each name and each parameter once in the pattern.
    func testQueryItemsParseOrSayWhyNot() {
        let search = try? URLPatternParser.parse("/search?q={query}&page={page}&tag-1.x_~={tags}").get()
        XCTAssertEqual(search?.segments, [.literal("search")])
        XCTAssertEqual(search?.query, [.init(name: "q", parameter: "query"), .init(name: "page", parameter: "page"),
                                       .init(name: "tag-1.x_~", parameter: "tags")])
        XCTAssertEqual(search?.pathText, "/search")
        XCTAssertEqual(search?.parameterNames, ["query", "page", "tags"])
        XCTAssertEqual(try URLPatternParser.parse("/?q={q}").get().segments, [])
        XCTAssertEqual(try URLPatternParser.parse("/a/{id}?x={y}").get().pathParameterNames, ["id"])
        XCTAssertEqual(URLPatternParser.parse("/a#b"), .failure(.fragment))
        XCTAssertEqual(URLPatternParser.parse("/a?q={q}#b"), .failure(.fragment))
        XCTAssertEqual(URLPatternParser.parse("/a?"), .failure(.emptyQuery))
        XCTAssertEqual(URLPatternParser.parse("/a?q={q}&"), .failure(.emptyQueryItem))
        XCTAssertEqual(URLPatternParser.parse("/a?&q={q}"), .failure(.emptyQueryItem))
        XCTAssertEqual(URLPatternParser.parse("/a?q=x{q}"), .failure(.malformedQueryItem("q=x{q}")))
        XCTAssertEqual(URLPatternParser.parse("/a?q=fixed"), .failure(.malformedQueryItem("q=fixed")))
        XCTAssertEqual(URLPatternParser.parse("/a?={q}"), .failure(.malformedQueryItem("={q}")))
        XCTAssertEqual(URLPatternParser.parse("/a?q={}"), .failure(.malformedQueryItem("q={}")))
        XCTAssertEqual(URLPatternParser.parse("/a?q%20={q}"), .failure(.unsupportedQueryNameCharacter("%")))
        XCTAssertEqual(URLPatternParser.parse("/a?caf\u{E9}={q}"), .failure(.unsupportedQueryNameCharacter("\u{E9}")))
        XCTAssertEqual(URLPatternParser.parse("/a?q={a}&q={b}"), .failure(.repeatedQueryItem("q")))
        XCTAssertEqual(URLPatternParser.parse("/a?q={a}&r={a}"), .failure(.repeatedPlaceholder("a")))
        XCTAssertEqual(URLPatternParser.parse("/a/{id}?id={id}"), .failure(.placeholderInPathAndQuery("id")))
    }

    /// Where a parameter may sit by its type: a path segment holds one value; a query item
    /// one, an optional one or every value of an array.
    func testQueryParametersTakeTheirRepetitionFromTheirType() throws {
        let result = run([
            "A.yml": """
            module: App
            routes: true
            screens:
              SearchViewController:
                init: {query: String, page: Int = 1, sort: Swift.Optional<String>, tags: "[Article.Tag]", seen: "[Int] = []"}
                url: /search?q={query}&page={page}&sort={sort}&tag={tags}&seen={seen}

            """,
        ])
        XCTAssertEqual(result.diagnostics, [])
        let query = result.model?.routeScreens.first?.route?.url?.query
        XCTAssertEqual(query?.map(\.repetition), [.one, .one, .optional, .array, .array])
        XCTAssertEqual(query?.map(\.valueType), ["String", "Int", "String", "Article.Tag", "Int"])
        // Query items take no part in path overlaps: the same path with other items overlaps.
        let overlapping = run([
            "A.yml": "module: App\nroutes: true\nscreens:\n  AViewController:\n    init: {q: String?}\n    url: /find?q={q}\n  BViewController:\n    url: /find\n",
        ])
        XCTAssertEqual(overlapping.diagnostics.map(\.kind.code), ["overlapping-url-patterns"])
    }

    /// `codable:` is true, false or the app's own Codable types; files must agree on it, and
    /// every route parameter's type must be known to be Codable, reported at its line.
    func testCodableRoutesKnowEveryParameterTypeIsCodable() throws {
        let listed = run([
            "A.yml": "module: App\nroutes: {codable: [Article.ID]}\nscreens:\n  AViewController:\n    init: {id: Article.ID, at: \"[String: Date?]\"}\n",
            "B.yml": "routes: {codable: [Article.ID]}\nscreens:\n  BViewController:\n    init: {ids: \"Swift.Array<Int>\"}\n",
        ])
        XCTAssertEqual(listed.diagnostics, [])
        XCTAssertEqual(listed.model?.routes, RouteOptions(codable: true, codableTypes: ["Article.ID"]))
        let refused = run([
            "A.yml": "module: App\nroutes: {codable: true}\nscreens:\n  AViewController:\n    init:\n      id: Article.ID\n      map: \"[Double: Int]\"\n",
            "B.yml": "routes: true\nscreens:\n  BViewController: {}\n",
        ])
        XCTAssertEqual(refused.diagnostics.first?.kind.message,
                       "parameter 'id' of screen 'AViewController' has type 'Article.ID', which is not known to be Codable, and 'routes: codable' makes ScreenRoute Codable; a stored stack holding this route could not be restored")
        XCTAssertEqual(refused.diagnostics.map(\.kind.code), ["route-parameter-not-codable", "route-parameter-not-codable", "conflicting-setting"])
        XCTAssertEqual(refused.diagnostics.map(\.location.line), [6, 7, 1])
        let wrong = run(["A.yml": "module: App\nroutes: {codable: yes}\nscreens:\n  AViewController: {}\n"])
        XCTAssertEqual(wrong.diagnostics.map(\.kind.code), ["wrong-kind"])
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
