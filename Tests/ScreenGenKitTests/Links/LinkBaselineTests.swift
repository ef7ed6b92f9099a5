import Foundation
@testable import ScreenGenKit
import XCTest

/// `check --links-baseline`: which changes of the specs break a link of the baseline, and
/// where each is reported.
final class LinkBaselineTests: XCTestCase {
    private static let baselineSpec = """
        module: Shop
        routes: true
        screens:
          ProductViewController:
            init: { id: Int }
            url: /products/{id}
          SearchViewController:
            init: { query: String, page: Int = 1 }
            url: /search?q={query}&page={page}

        """

    private func contract(_ spec: String) throws -> (LinkContract, AppModel) {
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/Shop.yml", bytes: Array(spec.utf8))], specsFolder: "Specs")
        let model = try XCTUnwrap(result.model, "\(result.diagnostics)")
        return (LinkContract([model]), model)
    }

    /// The messages the current spec gives against the baseline, the baseline read back from
    /// its JSON as `check` reads it.
    private func problems(_ spec: String) throws -> [String] {
        let baseline = try LinkContract.baseline(Data(contract(Self.baselineSpec).0.json.utf8), file: "links.json").get()
        let (current, model) = try contract(spec)
        return current.diagnostics(against: baseline, models: [model]).map { diagnostic in
            "\(diagnostic.location): \(diagnostic.kind.message)" + diagnostic.kind.notes.map { " | \($0.location.map { "\($0)" } ?? ""): \($0.message)" }.joined()
        }
    }

    func testTheSameSpecsAndAddedLinksKeepTheContract() throws {
        XCTAssertEqual(try problems(Self.baselineSpec), [])
        // A renamed screen, a renamed label, a new optional query item and a new pattern.
        let grown = """
            module: Shop
            routes: true
            screens:
              ItemViewController:
                init: { id: Int }
                url: /products/{id}
              SearchViewController:
                init: { query: String, page: Int = 1, sort: String? }
                url: /search?q={query}&page={page}&sort={sort}
              CartViewController:
                url: /cart

            """
        XCTAssertEqual(try problems(grown), [])
    }

    func testAChangedParameterIsReportedAtTheURLWithTheBaselineLine() throws {
        let changed = Self.baselineSpec.replacingOccurrences(of: "init: { id: Int }", with: "init: { id: String }")
        XCTAssertEqual(try problems(changed), [
            "Specs/Shop.yml:6:10: link '/products/{id}' of screen 'ProductViewController' in the links baseline is broken: '/products/{id}' takes its links now, and path parameter 'id' has type 'String', not 'Int'; links already published would no longer open the screen they name | links.json:4:7: the baseline's link is here",
        ])
        let required = Self.baselineSpec.replacingOccurrences(of: "page: Int = 1", with: "page: Int")
        XCTAssertEqual(try problems(required).first?.contains("query item 'page' is required, not optional"), true)
        let renamed = Self.baselineSpec.replacingOccurrences(of: "?q={query}", with: "?query={query}")
        XCTAssertEqual(try problems(renamed).first?.contains("query item 'q' is gone; query item 'query' is new and required"), true)
        let newRequired = Self.baselineSpec.replacingOccurrences(of: "page: Int = 1 }", with: "page: Int = 1, scope: String }")
            .replacingOccurrences(of: "&page={page}", with: "&page={page}&scope={scope}")
        XCTAssertEqual(try problems(newRequired).first?.contains("query item 'scope' is new and required"), true)
    }

    func testAGonePatternIsReportedAtTheScreenOrItsNewURL() throws {
        let moved = Self.baselineSpec.replacingOccurrences(of: "url: /products/{id}", with: "url: /items/{id}")
        XCTAssertEqual(try problems(moved), [
            "Specs/Shop.yml:6:10: link '/products/{id}' of screen 'ProductViewController' in the links baseline is broken: no pattern takes its links any more; screen 'ProductViewController' has '/items/{id}' now; links already published would no longer open the screen they name | links.json:4:7: the baseline's link is here",
        ])
        // From the path to the query is another shape: the old links are not taken.
        let toQuery = Self.baselineSpec.replacingOccurrences(of: "url: /products/{id}", with: "url: /products?id={id}")
        XCTAssertEqual(try problems(toQuery).first?.contains("screen 'ProductViewController' has '/products?id={id}' now"), true)
        let removed = Self.baselineSpec.replacingOccurrences(of: "    url: /products/{id}\n", with: "")
        XCTAssertEqual(try problems(removed).first?.hasPrefix("Specs/Shop.yml:4:3: link '/products/{id}'"), true, "at the screen")
    }

    func testABaselineThatIsNotAContractSaysSo() {
        guard case let .failure(problem) = LinkContract.baseline(Data("{\"routes\": []}".utf8), file: "links.json") else {
            return XCTFail("read a file without links")
        }
        XCTAssertTrue(problem.reason.hasPrefix("it is not a link contract that 'screengen links --format json' writes"), problem.reason)
    }
}
