#if os(Linux)
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import ExampleApp

/// What UIKit and SwiftUI give no public way to do, so these run on the stand-ins only
/// (Linux; `make sdk-check` compiles every other hand-written test against Apple's SDK):
/// a scene made by hand for the scene delegate, a navigation stack's destinations looked
/// at, and what a representable makes when SwiftUI shows it. The stand-ins offer this to
/// this package's tests only (`package` access), never as public API UIKit lacks.
@MainActor
final class RouteStandInTests: XCTestCase {
    private let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    func testSceneDelegateOpensAppLinksAndUniversalLinks() async throws {
        let delegate = ExampleSceneDelegate()
        let navigationController = UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController()
        delegate.navigationController = navigationController

        delegate.scene(UIScene(), openURLContexts: [UIOpenURLContext(url: URL(string: "exampleapp://topics/swift")!)])
        XCTAssertEqual((navigationController.topViewController as? TopicViewController)?.name, "swift")

        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://example.com/topics/linux")
        delegate.scene(UIScene(), continue: activity)
        XCTAssertEqual((navigationController.topViewController as? TopicViewController)?.name, "linux")

        XCTAssertFalse(delegate.open(URL(string: "https://example.com/nowhere")!))
        XCTAssertEqual(navigationController.viewControllers.count, 3)
    }

    func testTheSwiftUIEntryPushesRoutesAndDeepLinks() async throws {
        let root = ExampleRootView()
        root.show(.topicViewController(name: "swift"))
        XCTAssertTrue(root.open(URL(string: "exampleapp://topics/swift/summaries/\(id.uuidString)")!))
        XCTAssertFalse(root.open(URL(string: "exampleapp://nowhere")!))
        XCTAssertEqual(root.path, [.topicViewController(name: "swift"), .topicSummaryView(topic: "swift", id: id)])

        // The stack's destinations: a UIKit screen through its representable, a SwiftUI one as itself.
        let stack = try XCTUnwrap(root.body as? StandInStack)
        let destinations = try XCTUnwrap(stack.standInRoot as? StandInDestinations)
        let topic = try XCTUnwrap(destinations.standInDestination(for: root.path[0]))
        XCTAssertEqual((StandInHosting.viewController(showing: topic) as? TopicViewController)?.name, "swift")
        let summary = try XCTUnwrap(destinations.standInDestination(for: root.path[1]))
        XCTAssertEqual((StandInHosting.viewController(showing: summary) as? UIHostingController<TopicSummaryView>)?.rootView.id, id)
    }

    func testRepresentablesBuildTheScreenAsCreateDoes() async throws {
        let topic: TopicViewController = StandInHosting.viewController(showing: TopicViewController.Representable(name: "swift", page: 4))
        XCTAssertEqual(topic.name, "swift")
        XCTAssertEqual(topic.page, 4)
        let credits: CreditsViewController = StandInHosting.viewController(showing: CreditsViewController.Representable())
        XCTAssertTrue(type(of: credits) == CreditsViewController.self)
        let quotes: QuotesViewController = StandInHosting.viewController(showing: QuotesViewController.Representable(quotes: Fixtures.quotes, 2, onClose: {}))
        XCTAssertEqual(quotes.initializeCalls.first?.index, 2)
    }

    /// The generated screen catalog as SwiftUI shows it: a row per entry, a link pushing its
    /// id, and the stack's destination for that id the screen its preview makes.
    func testTheScreenCatalogsRowsOpenTheirScreens() async throws {
        let catalog = ScreenCatalog()
        let stack = try XCTUnwrap(catalog.body as? StandInStack)
        let rows = try XCTUnwrap(stack.standInRoot as? StandInRows).standInRows
        let links = rows.compactMap { ($0 as? NavigationLink<Text, Never>) }
        XCTAssertEqual(links.count, rows.count)
        XCTAssertEqual(links.map(\.label.content), ScreenCatalog.entries.map(\.screen))
        XCTAssertEqual(links.compactMap { $0.value as? Int }, Array(ScreenCatalog.entries.indices))

        let destinations = try XCTUnwrap(stack.standInRoot as? StandInDestinations)
        let index = try XCTUnwrap(ScreenCatalog.entries.firstIndex { $0.screen == "ReceiptViewController" })
        let receipt = try XCTUnwrap(destinations.standInDestination(for: index))
        XCTAssertEqual((StandInHosting.viewController(showing: receipt) as? ReceiptViewController)?.receipt, Receipt(total: 42))
    }
}
#endif
