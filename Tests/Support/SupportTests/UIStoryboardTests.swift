#if os(Linux)
    import XCTest

    @testable import UIKit

    /// Loading compiled storyboards: scene lookup, class resolution and UIKit's fallbacks.
    ///
    /// The tests are `async` because XCTest on Linux only runs main-actor tests that are.
    @MainActor
    final class UIStoryboardTests: XCTestCase {
        func testSceneByIdentifierIsCreatedThroughInitWithCoder() async throws {
            let storyboard = try load(
                scenes: [
                    #"<viewController storyboardIdentifier="Detail" id="dt1-AB-cde" customClass="FixtureViewController" customModule="SupportTests" customModuleProvider="target" sceneMemberID="viewController"/>"#
                ])

            let viewController = storyboard.instantiateViewController(withIdentifier: "Detail")

            let fixture = try XCTUnwrap(viewController as? FixtureViewController)
            XCTAssertTrue(fixture.decodedWithCoder)
            XCTAssertTrue(fixture.storyboard === storyboard)
        }

        func testEveryCallCreatesANewInstance() async throws {
            let storyboard = try load(
                scenes: [#"<viewController storyboardIdentifier="Detail" id="dt1-AB-cde" sceneMemberID="viewController"/>"#])

            XCTAssertFalse(
                storyboard.instantiateViewController(withIdentifier: "Detail")
                    === storyboard.instantiateViewController(withIdentifier: "Detail"))
        }

        func testNoInitialSceneGivesNil() async throws {
            let storyboard = try load(
                scenes: [#"<viewController storyboardIdentifier="Detail" id="dt1-AB-cde" sceneMemberID="viewController"/>"#])

            XCTAssertNil(storyboard.instantiateInitialViewController())
        }

        func testInitialTableSceneKeepsItsStyle() async throws {
            let storyboard = try load(
                initial: "tb1-AB-cde",
                scenes: [
                    #"<tableViewController id="tb1-AB-cde" customClass="FixtureTableViewController" customModule="SupportTests" customModuleProvider="target" sceneMemberID="viewController"><tableView key="view" style="grouped" id="tv1-AB-cde"/></tableViewController>"#
                ])

            let viewController = try XCTUnwrap(storyboard.instantiateInitialViewController() as? FixtureTableViewController)

            XCTAssertEqual(viewController.tableView.style, .grouped)
        }

        func testGenericInitialInstantiationIsTyped() async throws {
            let storyboard = try load(
                initial: "tb1-AB-cde",
                scenes: [
                    #"<tableViewController id="tb1-AB-cde" customClass="FixtureTableViewController" customModule="SupportTests" customModuleProvider="target" sceneMemberID="viewController"/>"#
                ])

            let viewController: FixtureTableViewController? = storyboard.instantiateInitialViewController()

            XCTAssertNotNil(viewController)
        }

        func testUnknownClassFallsBackToTheElementsUIKitClass() async throws {
            let storyboard = try load(
                scenes: [
                    #"<viewController storyboardIdentifier="Plain" id="vc1-AB-cde" customClass="MissingViewController" customModule="SupportTests" customModuleProvider="target" sceneMemberID="viewController"/>"#,
                    #"<tableViewController storyboardIdentifier="Table" id="tb1-AB-cde" customClass="MissingTableViewController" customModuleProvider="target" sceneMemberID="viewController"/>"#,
                    #"<navigationController storyboardIdentifier="Navigation" id="nc1-AB-cde" customClass="MissingNavigationController" customModuleProvider="target" sceneMemberID="viewController"/>"#,
                ])

            let (viewControllers, logged) = capturingConsole {
                ["Plain", "Table", "Navigation"].map { storyboard.instantiateViewController(withIdentifier: $0) }
            }

            XCTAssertTrue(type(of: viewControllers[0]) == UIViewController.self)
            XCTAssertTrue(type(of: viewControllers[1]) == UITableViewController.self)
            XCTAssertTrue(type(of: viewControllers[2]) == UINavigationController.self)
            XCTAssertEqual(
                logged,
                [
                    "Unknown class MissingViewController in Interface Builder file.",
                    "Unknown class MissingTableViewController in Interface Builder file.",
                    "Unknown class MissingNavigationController in Interface Builder file.",
                ])
        }

        func testModuleProviderTargetOverridesTheSavedModule() async throws {
            let storyboard = try load(
                scenes: [
                    #"<viewController storyboardIdentifier="Detail" id="dt1-AB-cde" customClass="FixtureViewController" customModule="RenamedModule" customModuleProvider="target" sceneMemberID="viewController"/>"#
                ])

            XCTAssertTrue(storyboard.instantiateViewController(withIdentifier: "Detail") is FixtureViewController)
        }

        func testExplicitModuleIsUsedWhateverTheTarget() async throws {
            let storyboard = try load(
                module: "AnotherTarget",
                scenes: [
                    #"<viewController storyboardIdentifier="Detail" id="dt1-AB-cde" customClass="FixtureViewController" customModule="SupportTests" sceneMemberID="viewController"/>"#
                ])

            XCTAssertTrue(storyboard.instantiateViewController(withIdentifier: "Detail") is FixtureViewController)
        }

        func testExplicitModuleWithoutTheClassIsUnknown() async throws {
            let storyboard = try load(
                scenes: [
                    #"<viewController storyboardIdentifier="Detail" id="dt1-AB-cde" customClass="FixtureViewController" customModule="OtherModule" sceneMemberID="viewController"/>"#
                ])

            let (viewController, logged) = capturingConsole { storyboard.instantiateViewController(withIdentifier: "Detail") }

            XCTAssertTrue(type(of: viewController) == UIViewController.self)
            XCTAssertEqual(logged, ["Unknown class FixtureViewController in Interface Builder file."])
        }

        /// Without a module the name is looked up unqualified, which finds no Swift class,
        /// as on iOS for a class without an `@objc` name.
        func testUnqualifiedSwiftClassIsUnknown() async throws {
            let storyboard = try load(
                scenes: [
                    #"<viewController storyboardIdentifier="Detail" id="dt1-AB-cde" customClass="FixtureViewController" sceneMemberID="viewController"/>"#
                ])

            let (viewController, logged) = capturingConsole { storyboard.instantiateViewController(withIdentifier: "Detail") }

            XCTAssertTrue(type(of: viewController) == UIViewController.self)
            XCTAssertEqual(logged, ["Unknown class FixtureViewController in Interface Builder file."])
        }

        func testNavigationSceneCreatesItsRootViewController() async throws {
            let storyboard = try load(
                initial: "nc1-AB-cde",
                scenes: [
                    #"<navigationController id="nc1-AB-cde" customClass="FixtureNavigationController" customModule="SupportTests" customModuleProvider="target" sceneMemberID="viewController"><navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1-AB-cde"/><connections><segue destination="dt1-AB-cde" kind="relationship" relationship="rootViewController" id="sg1-AB-cde"/></connections></navigationController>"#,
                    #"<viewController storyboardIdentifier="Detail" id="dt1-AB-cde" customClass="FixtureViewController" customModule="SupportTests" customModuleProvider="target" sceneMemberID="viewController"><connections><segue destination="nc1-AB-cde" kind="show" id="sg2-AB-cde"/></connections></viewController>"#,
                ])

            let navigationController = try XCTUnwrap(storyboard.instantiateInitialViewController() as? FixtureNavigationController)

            XCTAssertEqual(navigationController.viewControllers.count, 1)
            let root = try XCTUnwrap(navigationController.viewControllers.first as? FixtureViewController)
            XCTAssertTrue(root.navigationController === navigationController)
            XCTAssertTrue(root.storyboard === storyboard)
        }

        func testCreatorBlockBuildsTheScene() async throws {
            let storyboard = try load(
                scenes: [
                    #"<viewController storyboardIdentifier="Injected" id="in1-AB-cde" customClass="InjectedViewController" customModule="SupportTests" customModuleProvider="target" sceneMemberID="viewController"/>"#
                ])

            let viewController = storyboard.instantiateViewController(identifier: "Injected") { coder in
                InjectedViewController(coder: coder, dependency: "injected")
            }

            XCTAssertEqual(viewController.dependency, "injected")
            XCTAssertTrue(viewController.storyboard === storyboard)
        }

        func testCreatorReturningNilFallsBackToInitWithCoder() async throws {
            let storyboard = try load(
                scenes: [
                    #"<viewController storyboardIdentifier="Injected" id="in1-AB-cde" customClass="InjectedViewController" customModule="SupportTests" customModuleProvider="target" sceneMemberID="viewController"/>"#
                ])

            let viewController = storyboard.instantiateViewController(identifier: "Injected") { _ -> InjectedViewController? in
                nil
            }

            XCTAssertEqual(viewController.dependency, "none")
        }

        /// Like Xcode's output, every scene can also be found under its nib name.
        func testNibNamesAreIdentifiersToo() async throws {
            let storyboard = try load(scenes: [#"<viewController id="vc1-AB-cde" sceneMemberID="viewController"/>"#])

            XCTAssertNotNil(storyboard.instantiateViewController(withIdentifier: "UIViewController-vc1-AB-cde"))
        }

        // MARK: Helpers

        private func load(
            module: String = "SupportTests",
            initial: String? = nil,
            scenes: [String]
        ) throws -> UIStoryboard {
            let xml = StoryboardFixture.storyboard(initialViewController: initial, scenes: scenes)
            let bundle = try StoryboardFixture.compile(["Fixture": xml], module: module, in: self)
            return UIStoryboard(name: "Fixture", bundle: bundle)
        }

        /// Runs `body` with the console redirected, returning its result and what was logged.
        private func capturingConsole<Result>(_ body: () -> Result) -> (Result, [String]) {
            let original = Console.write
            var logged: [String] = []
            Console.write = { logged.append($0) }
            defer { Console.write = original }
            let result = body()
            return (result, logged)
        }
    }
#endif
