import Foundation
import ScreenGenKit
import XCTest

/// `tab:`: what `lint` refuses, each at the `tab:` line with its reason, and what a valid
/// `tab:` makes: the tab root may be any screen of the module, a storyboard's relationship
/// child without a Storyboard ID (`segueOnly: true`, as real apps' tab roots usually are)
/// included; the navigation graph and the reachability check follow its edge.
final class TabValidationTests: XCTestCase {
    private func run(_ spec: String) -> Pipeline.Result {
        Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(spec.utf8))], specsFolder: "Specs")
    }

    /// `code line:column message` of each diagnostic.
    private func diagnostics(_ spec: String) -> [String] {
        run(spec).diagnostics.map { "\($0.kind.code) \($0.location.line):\($0.location.column) \($0.kind.message)" }
    }

    func testASegueOnlyTabRootIsMatchedByItsClass() throws {
        let result = run("""
            module: App
            routes: true
            storyboards:
              Main: {}
            screens:
              TimelineViewController:       # a tab bar controller's relationship child, no Storyboard ID
                storyboard: Main
                segueOnly: true
              PostViewController:
                init:
                  id: String
                url: /posts/{id}
                tab: TimelineViewController
              CommentsViewController:
                init:
                  id: String
                url: /posts/{id}/comments
                parent: PostViewController
            """)
        XCTAssertEqual(result.diagnostics.map(\.kind.code), [])
        let routes = try XCTUnwrap(result.files.first { $0.path == "App/ScreenGen+Routes.swift" }?.contents)
        XCTAssertTrue(routes.contains("enum ScreenTab: String, CaseIterable, Hashable, Sendable {\n    /// The tab whose root is `TimelineViewController`.\n    case timelineViewController\n}"), routes)
        XCTAssertTrue(routes.contains("case .commentsViewController, .postViewController:\n            return .timelineViewController"), routes)
        XCTAssertTrue(routes.contains("case .timelineViewController: return root is TimelineViewController"), routes)
        // No screen of the stack is a tab root: the stack is the parents' chain alone.
        XCTAssertFalse(routes.contains("= self { return [] }"), routes)
    }

    func testEachWrongTabIsRefusedAtItsLine() {
        let found = diagnostics("""
            module: App
            routes: true
            screens:
              HomeViewController:
                url: /home
              StartViewController:
                url: /start
                tab: HomeViewController
              ChapterViewController:
                url: /chapters
                parent: StartViewController
                tab: HomeViewController
              BookViewController:
                url: /books
                tab: HomeViewControler
              SelfViewController:
                url: /self
                tab: SelfViewController
              NestedViewController:
                url: /nested
                tab: StartViewController
              LibraryViewController:
                init:
                  shelf: Int = 0
                url: /library/{shelf}
              ShelfViewController:
                url: /shelves
                tab: LibraryViewController
              WelcomeViewController:
                url: /welcome
                parent: HomeViewController
            """)
        XCTAssertEqual(found, [
            "invalid-tab 12:10 'tab: HomeViewController' of screen 'ChapterViewController' cannot select a tab: the screen also has 'parent:', and a screen has one screen below it; keep 'tab:' on the root of the 'parent:' chain",
            "invalid-tab 15:10 'tab: HomeViewControler' of screen 'BookViewController' cannot select a tab: no screen is named 'HomeViewControler'; did you mean 'HomeViewController'?",
            "invalid-tab 18:10 'tab: SelfViewController' of screen 'SelfViewController' cannot select a tab: a screen is not below itself; a tab root has no 'tab:', the screens of its tab name it",
            "invalid-tab 21:10 'tab: StartViewController' of screen 'NestedViewController' cannot select a tab: 'StartViewController' has 'tab:', so it is not the bottom of a tab; name the root of its chain",
            "invalid-tab 28:10 'tab: LibraryViewController' of screen 'ShelfViewController' cannot select a tab: a link shows the tab root as its tab holds it, so its 'url: /library/{shelf}' cannot give it parameters; take {shelf} out of the pattern",
            "invalid-parent 31:13 'parent: HomeViewController' of screen 'WelcomeViewController' cannot make a back stack: 'HomeViewController' is the root of a tab ('tab: HomeViewController' of screen 'StartViewController'): its tab holds it, a link does not push it; write 'tab: HomeViewController'",
        ])
    }

    func testTabOnAScreenWithoutARouteAndAWindowControllerTabRootAreRefused() {
        XCTAssertEqual(diagnostics("""
            module: App
            screens:
              HomeViewController: {}
              PostViewController:
                tab: HomeViewController
            """), [
            "invalid-tab 5:10 'tab: HomeViewController' of screen 'PostViewController' cannot select a tab: screen 'PostViewController' has no ScreenRoute case itself: its spec file has no 'routes: true' (and screengen.yml none either)",
        ])
        XCTAssertEqual(diagnostics("""
            module: App
            platform: macOS
            routes: true
            screens:
              MainWindowController:
                windowController: true
              PostViewController:
                url: /posts
                tab: MainWindowController
            """).filter { $0.hasPrefix("invalid-tab") }, [
            "invalid-tab 9:10 'tab: MainWindowController' of screen 'PostViewController' cannot select a tab: 'MainWindowController' is a window controller, and a tab holds a view controller",
        ])
    }

    /// On UIKit a tab is told by its root's class (`ScreenTab.matches(_:)`): a class every tab's
    /// root is, a navigation controller, or a class another tab root has cannot tell it. macOS
    /// has no such test, so no such rule.
    func testTabRootsWhoseClassCannotTellTheirTabAreRefused() {
        let spec = """
            module: App
            routes: true
            storyboards:
              Main: {}
            screens:
              PlainRoot:
                class: UIViewController
                storyboard: Main
                segueOnly: true
              NavigationRoot:
                class: UINavigationController
                storyboard: Main
                segueOnly: true
              FeedRoot:
                class: FeedViewController
                storyboard: Main
                segueOnly: true
              OtherFeedRoot:
                class: FeedViewController
                storyboard: Main
                segueOnly: true
              PostViewController:
                url: /posts
                tab: PlainRoot
              UserViewController:
                url: /users
                tab: NavigationRoot
              StoryViewController:
                url: /stories
                tab: FeedRoot
              ReelViewController:
                url: /reels
                tab: OtherFeedRoot
            """
        XCTAssertEqual(diagnostics(spec).filter { $0.hasPrefix("invalid-tab") }, [
            "invalid-tab 24:10 'tab: PlainRoot' of screen 'PostViewController' cannot select a tab: 'PlainRoot' is of class 'UIViewController', which every tab's root is, so no tab could be told by it; give the scene a class of its own",
            "invalid-tab 27:10 'tab: NavigationRoot' of screen 'UserViewController' cannot select a tab: 'NavigationRoot' is of class 'UINavigationController', which a tab's navigation controller is, not its root, so no tab could be told by it; name the screen at the navigation controller's root",
            "invalid-tab 33:10 'tab: OtherFeedRoot' of screen 'ReelViewController' cannot select a tab: 'OtherFeedRoot' is of class 'FeedViewController', as tab root 'FeedRoot' is, so their tabs could not be told apart; give one of the scenes a class of its own",
        ])
    }

    /// A SwiftUI view as a tab root: its tab holds a hosting controller of it, and the routes
    /// file imports SwiftUI to name that type.
    func testASwiftUITabRootIsMatchedByItsHostingController() throws {
        let result = run("""
            module: App
            routes: true
            screens:
              ReaderView:
                swiftUI: true
              QuoteViewController:
                url: /quotes
                tab: ReaderView
            """)
        XCTAssertEqual(result.diagnostics.map(\.kind.code), [])
        let routes = try XCTUnwrap(result.files.first { $0.path == "App/ScreenGen+Routes.swift" }?.contents)
        XCTAssertTrue(routes.contains("import SwiftUI\n"), routes)
        XCTAssertTrue(routes.contains("case .readerView: return root is UIHostingController<ReaderView>"), routes)
    }

    /// The tab root is reached through the links of its tab's screens, and the graph draws the edge.
    func testTheTabEdgeIsDrawnAndReachesTheTabRoot() throws {
        let spec = """
            module: App
            routes: true
            screens:
              LauncherViewController:
                entry: true
              TimelineViewController: {}
              PostViewController:
                init:
                  id: String
                url: /posts/{id}
                tab: TimelineViewController
            """
        XCTAssertEqual(run(spec).diagnostics.map(\.kind.code), [])
        let graph = GraphRenderer.navigationFile(for: try XCTUnwrap(run(spec).model)).contents
        XCTAssertTrue(graph.contains("screen_PostViewController -.-o|\"tab\"| screen_TimelineViewController"), graph)
        XCTAssertTrue(graph.contains("labelled *tab*, to its `tab:`"), graph)
    }
}
