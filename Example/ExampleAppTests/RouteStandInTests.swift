#if os(Linux)
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import ExampleApp

/// What UIKit and SwiftUI give no public way to do, so these run on the stand-ins only
/// (Linux; `make sdk-check` compiles every other hand-written test against Apple's SDK):
/// a scene, its session and its launch options made by hand for the scene delegate (cold
/// and warm start), a link handed to SwiftUI's `onOpenURL` and `onContinueUserActivity`, a
/// navigation stack's destinations looked at, and what a representable makes when SwiftUI
/// shows it. The stand-ins offer this to
/// this package's tests only (`package` access), never as public API UIKit lacks.
@MainActor
final class RouteStandInTests: XCTestCase {
    private let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    func testColdStartShowsTheLaunchLinksStack() async throws {
        let delegate = ExampleSceneDelegate()
        let summary = URL(string: "https://example.com/topics/swift/summaries/\(id.uuidString)")!
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = summary
        let options = UIScene.ConnectionOptions(userActivities: [activity])
        XCTAssertEqual(ScreenRoute.routes(from: options), [.topicSummaryView(topic: "swift", id: id)])

        delegate.scene(UIScene(), willConnectTo: UISceneSession(), options: options)

        let navigationController = try topicsTab(of: delegate, selected: true)
        try assertSummaryStack(navigationController, topic: "swift")
        XCTAssertEqual(navigationController.standInTransitions, [false], "one transition, not animated at launch")
    }

    func testColdStartWithoutALinkShowsTheRootAndIgnoresUnknownLinks() async throws {
        let options = UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: URL(string: "exampleapp://nowhere")!)])
        XCTAssertEqual(ScreenRoute.routes(from: options), [])
        let delegate = ExampleSceneDelegate()

        delegate.scene(UIScene(), willConnectTo: UISceneSession(), options: options)

        let navigationController = try topicsTab(of: delegate, selected: true)
        XCTAssertEqual(navigationController.viewControllers.count, 1)
        XCTAssertTrue(navigationController.viewControllers[0] is TopicsViewController)
        XCTAssertEqual(delegate.tabBarController?.viewControllers?.count, 2)
    }

    func testLaunchRoutesComeURLContextsFirstInOrder() async {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://example.com/topics/c")
        let handoff = NSUserActivity(activityType: "com.example.reading")
        handoff.webpageURL = URL(string: "https://example.com/topics/d")
        let options = UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: URL(string: "exampleapp://topics/b")!),
                                                              UIOpenURLContext(url: URL(string: "exampleapp://topics/a")!)],
                                                userActivities: [activity, handoff])
        XCTAssertEqual(ScreenRoute.routes(from: options),
                       [.topicViewController(name: "a"), .topicViewController(name: "b"), .topicViewController(name: "c")])
    }

    func testWarmStartSelectsTheTabAndReplacesTheStackAboveItsRoot() async throws {
        let delegate = ExampleSceneDelegate()
        delegate.scene(UIScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
        let navigationController = try topicsTab(of: delegate, selected: true)
        let root = navigationController.viewControllers[0]
        navigationController.screenGen.push.route(.topicViewController(name: "old"), animated: false)
        // The user moves to the credits tab; a link brings the topics back.
        delegate.tabBarController?.selectedIndex = 1

        delegate.scene(UIScene(), openURLContexts: [UIOpenURLContext(url: URL(string: "exampleapp://topics/swift/summaries/\(id.uuidString)")!)])
        XCTAssertEqual(delegate.tabBarController?.selectedIndex, 0)
        try assertSummaryStack(navigationController, topic: "swift")
        XCTAssertTrue(navigationController.viewControllers[0] === root, "the tab's root stays")

        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://example.com/topics/linux")
        delegate.scene(UIScene(), continue: activity)
        XCTAssertEqual(navigationController.viewControllers.count, 2)
        XCTAssertTrue(navigationController.viewControllers[0] is TopicsViewController)
        XCTAssertEqual((navigationController.viewControllers[1] as? TopicViewController)?.name, "linux")
        XCTAssertEqual(navigationController.standInTransitions, [false, false, true], "one transition per link, animated in the tab shown")

        // A link to the tab's root pops to it.
        XCTAssertTrue(delegate.open(URL(string: "https://example.com/topics")!))
        XCTAssertEqual(navigationController.viewControllers.count, 1)
        XCTAssertTrue(navigationController.viewControllers[0] === root)
        navigationController.screenGen.push.routeStack([.topicViewController(name: "linux")], animated: false)

        // A Handoff of another activity type, and a link no route matches, change nothing.
        delegate.scene(UIScene(), continue: NSUserActivity(activityType: "com.example.reading"))
        XCTAssertFalse(delegate.open(URL(string: "https://example.com/nowhere")!))
        XCTAssertEqual(navigationController.viewControllers.count, 2)
    }

    /// The navigation controller of the Topics tab, the first; `selected` when it is the one shown.
    private func topicsTab(of delegate: ExampleSceneDelegate, selected: Bool,
                           file: StaticString = #filePath, line: UInt = #line) throws -> UINavigationController {
        let tabBarController = try XCTUnwrap(delegate.tabBarController, file: file, line: line)
        XCTAssertEqual(tabBarController.selectedIndex == 0, selected, file: file, line: line)
        return try XCTUnwrap(tabBarController.viewControllers?.first as? UINavigationController, file: file, line: line)
    }

    func testTheSwiftUIEntryShowsTheStackOfEveryLink() async throws {
        let root = ExampleRootView()
        root.show(.topicViewController(name: "old"))
        let handler = try XCTUnwrap(root.body as? StandInLinkHandling)

        // A URL (cold or warm alike: SwiftUI hands both to onOpenURL).
        XCTAssertTrue(handler.standInOpen(URL(string: "exampleapp://topics/swift/summaries/\(id.uuidString)")!))
        XCTAssertEqual(root.path, [.topicViewController(name: "swift"), .topicSummaryView(topic: "swift", id: id)])

        // A universal link or a Handoff, as a browsing-web activity.
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://example.com/topics/linux")
        XCTAssertTrue(handler.standInContinue(activity))
        XCTAssertEqual(root.path, [.topicViewController(name: "linux")])

        // Links no route matches leave the path alone; other activity types are not handled.
        XCTAssertTrue(handler.standInOpen(URL(string: "exampleapp://nowhere")!))
        XCTAssertFalse(handler.standInContinue(NSUserActivity(activityType: "com.example.reading")))
        XCTAssertEqual(root.path, [.topicViewController(name: "linux")])
        XCTAssertFalse(root.open(URL(string: "exampleapp://nowhere")!))

        // The stack's destinations: a UIKit screen through its representable, a SwiftUI one as itself.
        XCTAssertTrue(root.open(URL(string: "exampleapp://topics/swift/summaries/\(id.uuidString)")!))
        let modified = try XCTUnwrap(handler.standInContent as? StandInLinkHandling)
        let stack = try XCTUnwrap(modified.standInContent as? StandInStack)
        let destinations = try XCTUnwrap(stack.standInRoot as? StandInDestinations)
        // The stack's root is the tab's root; the path holds what is above it.
        let topics = destinations.standInContent
        XCTAssertTrue(StandInHosting.viewController(showing: topics) is TopicsViewController)
        let topic = try XCTUnwrap(destinations.standInDestination(for: root.path[0]))
        XCTAssertEqual((StandInHosting.viewController(showing: topic) as? TopicViewController)?.name, "swift")
        let summary = try XCTUnwrap(destinations.standInDestination(for: root.path[1]))
        XCTAssertEqual((StandInHosting.viewController(showing: summary) as? UIHostingController<TopicSummaryView>)?.rootView.id, id)
    }

    /// Topics, the topic `topic` (its first page), then the summary `id` of it.
    private func assertSummaryStack(_ navigationController: UINavigationController, topic: String,
                                    file: StaticString = #filePath, line: UInt = #line) throws {
        let screens = navigationController.viewControllers
        XCTAssertEqual(screens.count, 3, file: file, line: line)
        guard screens.count == 3 else { return }
        XCTAssertTrue(screens[0] is TopicsViewController, "\(screens[0])", file: file, line: line)
        XCTAssertEqual((screens[1] as? TopicViewController)?.name, topic, file: file, line: line)
        XCTAssertEqual((screens[1] as? TopicViewController)?.page, 1, file: file, line: line)
        let summary = try XCTUnwrap(screens[2] as? UIHostingController<TopicSummaryView>, file: file, line: line)
        XCTAssertEqual(summary.rootView.topic, topic, file: file, line: line)
        XCTAssertEqual(summary.rootView.id, id, file: file, line: line)
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
