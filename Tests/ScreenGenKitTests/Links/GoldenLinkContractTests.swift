import Foundation
@testable import ScreenGenKit
import XCTest

/// The link contract (`screengen links`): the goldens of its three forms, and the
/// `apple-app-site-association` components read back as the system reads them.
final class GoldenLinkContractTests: XCTestCase {
    private func contract(_ name: String) throws -> LinkContract {
        let folder = Fixtures.root.appendingPathComponent("Links/\(name)")
        let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
        let model = try XCTUnwrap(result.model, "\(result.diagnostics)")
        return LinkContract([model])
    }

    func testEveryFormMatchesItsGolden() throws {
        for folder in Fixtures.cases("Links") {
            let contract = try contract(folder.lastPathComponent)
            Fixtures.assertGolden(contract.json, at: folder.appendingPathComponent("links.json"))
            Fixtures.assertGolden(contract.markdown, at: folder.appendingPathComponent("links.md"))
            Fixtures.assertGolden(contract.appSiteAssociation(appIDs: ["ABCDE12345.com.example.shop"]),
                                  at: folder.appendingPathComponent("apple-app-site-association"))
        }
    }

    /// The file has the shape Apple documents, and the system, trying components in order
    /// with `*` and `?` wildcards, sends the app exactly the paths some pattern takes.
    func testTheSiteAssociationSendsTheAppExactlyThePathsItsRoutesTake() throws {
        let contract = try contract("shop")
        let text = contract.appSiteAssociation(appIDs: ["ABCDE12345.com.example.shop"])
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let details = try XCTUnwrap((root["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        XCTAssertEqual(details.count, 1)
        XCTAssertEqual(details[0]["appIDs"] as? [String], ["ABCDE12345.com.example.shop"])
        let components = try XCTUnwrap(details[0]["components"] as? [[String: Any]]).map(Component.init)
        XCTAssertEqual(components.compactMap(\.path).count, components.count, "every component has a '/' pattern")
        XCTAssertEqual(text, contract.appSiteAssociation(appIDs: ["ABCDE12345.com.example.shop"]), "the same bytes each time")

        // Each exclude comes before the includes whose paths it narrows, and after none.
        for (index, exclude) in components.enumerated() where exclude.exclude {
            let narrows = { (include: Component) in !include.exclude && Self.glob(include.path ?? "", matches: exclude.path ?? "") }
            XCTAssertFalse(components[..<index].contains(where: narrows), "\(exclude.path ?? ""): an include before it already takes its paths")
            XCTAssertTrue(components[(index + 1)...].contains(where: narrows), "\(exclude.path ?? ""): narrows no include after it")
        }
        XCTAssertTrue(components.contains { $0.exclude }, "the fixture's placeholders need excludes")
        var probes: [(path: String, query: [String: String])] = [("/unknown", [:]), ("/products", [:]), ("/products/3/reviews/extra", [:])]
        for link in contract.links {
            let components = try XCTUnwrap(URLComponents(string: link.sample))
            let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
            probes.append((components.percentEncodedPath, query))
            probes.append((components.percentEncodedPath + "/extra", query))
            // A placeholder's value that holds a '/'.
            let pieces = components.percentEncodedPath.split(separator: "/").map(String.init)
            for index in pieces.indices {
                var wider = pieces
                wider[index] += "/more"
                probes.append(("/" + wider.joined(separator: "/"), query))
            }
            // Without any query item.
            probes.append((components.percentEncodedPath, [:]))
        }
        for probe in probes {
            let decision = components.first { $0.matches(probe.path, query: probe.query) }
            let opensApp = decision.map { !$0.exclude } ?? false
            let takes = contract.links.contains { Self.link($0, takes: probe.path, query: probe.query) }
            XCTAssertEqual(opensApp, takes, "\(probe.path) \(probe.query): the file says \(opensApp ? "app" : "web"), the routes \(takes ? "app" : "web")")
        }
    }

    /// A component as the system reads it.
    private struct Component {
        var path: String?
        var query: [String: String]
        var exclude: Bool

        init(_ dictionary: [String: Any]) {
            path = dictionary["/"] as? String
            query = dictionary["?"] as? [String: String] ?? [:]
            exclude = dictionary["exclude"] as? Bool ?? false
            let known: Set<String> = ["/", "?", "exclude", "comment"]
            XCTAssertTrue(Set(dictionary.keys).isSubset(of: known), "\(dictionary.keys)")
        }

        func matches(_ path: String, query items: [String: String]) -> Bool {
            guard GoldenLinkContractTests.glob(self.path ?? "*", matches: path) else { return false }
            return query.allSatisfy { name, pattern in items[name].map { GoldenLinkContractTests.glob(pattern, matches: $0) } ?? false }
        }
    }

    /// Apple's pattern matching: `*` any text (`/` included), `?` one character.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let pattern = Array(pattern), text = Array(text)
        var memo: [Int: Bool] = [:]
        func match(_ p: Int, _ t: Int) -> Bool {
            if let known = memo[p * (text.count + 1) + t] { return known }
            let result: Bool
            if p == pattern.count {
                result = t == text.count
            } else if pattern[p] == "*" {
                result = match(p + 1, t) || (t < text.count && match(p, t + 1))
            } else {
                result = t < text.count && (pattern[p] == "?" || pattern[p] == text[t]) && match(p + 1, t + 1)
            }
            memo[p * (text.count + 1) + t] = result
            return result
        }
        return match(0, 0)
    }

    /// Whether the route of a link takes the path, as the generated `ScreenRoute(url:)`
    /// matches an https URL: segment by segment, each required query item present.
    static func link(_ link: LinkContract.Link, takes path: String, query: [String: String]) -> Bool {
        guard let pattern = try? URLPatternParser.parse(link.pattern).get() else { return false }
        let segments = path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
        guard segments.count == pattern.segments.count else { return false }
        for (segment, piece) in zip(pattern.segments, segments) {
            if case let .literal(text) = segment, text != piece { return false }
        }
        return link.parameters.allSatisfy { $0.place == .path || $0.optional || query[$0.item ?? ""] != nil }
    }
}
