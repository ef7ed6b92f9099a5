import Foundation
@testable import ScreenGenKit
import XCTest

/// `Reachability`: what the declared entry points reach over segues and routes with `url:`,
/// and the `unreachable-screen` warning lint gives from it.
final class ReachabilityTests: XCTestCase {
    private func screens(_ spec: String) throws -> [Screen] {
        let file = SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(spec.utf8))
        return try XCTUnwrap(Pipeline().run(files: [file], specsFolder: "Specs").model).screens
    }

    private let chain = """
        module: App
        routes: true
        storyboards:
          Main: {}
        screens:
          A: {storyboard: Main, entry: true, segues: {toB: B}}
          B: {storyboard: Main, segues: {toC: {destination: C, embedded: true}, back: A}}
          C: {storyboard: Main}
          D: {storyboard: Main, segues: {toE: E}}
          E: {storyboard: Main}
          F: {url: /f}
        """

    func testWithoutEntryPointsNothingIsChecked() throws {
        let screens = try screens(chain.replacingOccurrences(of: ", entry: true", with: ""))
        XCTAssertNil(Reachability(screens))
    }

    func testSeguesEmbeddedSeguesCyclesAndLinksReach() throws {
        let reachability = try XCTUnwrap(Reachability(screens(chain)))
        XCTAssertEqual(reachability.starts, ["A", "F"], "entry points, then routes with url:")
        XCTAssertEqual(reachability.unreachable, ["D", "E"], "D has a segue to E, but nothing leads to D")
    }

    func testASecondEntryPointReachesWhatItLeadsTo() throws {
        let reachability = try XCTUnwrap(Reachability(screens(chain.replacingOccurrences(of: "D: {storyboard: Main,", with: "D: {storyboard: Main, entry: true,"))))
        XCTAssertEqual(reachability.unreachable, [])
    }

    /// A link to a screen lands on its parents too: a reached screen reaches its `parent:`, and
    /// what that leads to; a parent does not reach the screens above it.
    func testAParentIsReachedFromTheScreenAboveIt() throws {
        let spec = chain.replacingOccurrences(of: "F: {url: /f}", with: "F: {url: /f, parent: D}\n  G: {storyboard: Main, parent: A}")
        let reachability = try XCTUnwrap(Reachability(screens(spec)))
        XCTAssertEqual(reachability.links.filter { $0.via == "parent:" }.map { "\($0.from)->\($0.to)" }, ["F->D", "G->A"])
        XCTAssertEqual(reachability.unreachable, ["G"], "D through F's parent, E through D's segue; nothing leads to G")
    }

    func testLintWarnsAtEachUnreachableScreen() throws {
        let file = SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(chain.utf8))
        let diagnostics = Pipeline().run(files: [file], specsFolder: "Specs").diagnostics
        XCTAssertEqual(diagnostics.map(\.description), [
            "Specs/App.yml:9:3: warning: screen 'D' is not reachable from an entry point ('A') through segues, routes with 'url' or their 'parent' and 'tab' chains; declare a segue to it, give it a 'url', make it a 'parent' or a 'tab', or mark it 'entry: true'",
            "Specs/App.yml:10:3: warning: screen 'E' is not reachable from an entry point ('A') through segues, routes with 'url' or their 'parent' and 'tab' chains; declare a segue to it, give it a 'url', make it a 'parent' or a 'tab', or mark it 'entry: true'",
        ])
    }
}
