#if os(Linux)
    import XCTest

    @testable import UIKit
    @testable import storyboardc

    /// Segues as the stand-in performs them: compiled into the source scene's templates,
    /// instantiated, prepared and shown like UIKit does, and readable the way tests read
    /// them on iOS (`value(forKey: "storyboardSegueTemplates")`).
    @MainActor
    final class SegueTests: XCTestCase {
        private let source =
            #"<viewController storyboardIdentifier="Source" id="src-AB-cde" customClass="SegueSourceViewController" customModule="SupportTests" customModuleProvider="target" sceneMemberID="viewController">"#
            + #"<view key="view" id="vw1-AB-cde"><subviews><button id="bt1-AB-cde"><connections><segue destination="dst-AB-cde" kind="presentation" identifier="FromButton" id="sg3-AB-cde"/></connections></button></subviews></view>"#
            + #"<connections><segue destination="dst-AB-cde" kind="show" identifier="ShowDetail" id="sg1-AB-cde"/>"#
            + #"<segue destination="nav-AB-cde" kind="presentation" identifier="EditDetail" id="sg2-AB-cde"/></connections></viewController>"#
        private let destination =
            #"<viewController storyboardIdentifier="Detail" id="dst-AB-cde" customClass="FixtureViewController" customModule="SupportTests" customModuleProvider="target" sceneMemberID="viewController"/>"#
        private let navigation =
            #"<navigationController id="nav-AB-cde" sceneMemberID="viewController"><connections><segue destination="dst-AB-cde" kind="relationship" relationship="rootViewController" id="rl1-AB-cde"/></connections></navigationController>"#

        private func load(_ scenes: [String], more: [String: String] = [:]) throws -> UIStoryboard {
            var storyboards = more
            storyboards["Fixture"] = StoryboardFixture.storyboard(scenes: scenes)
            let bundle = try StoryboardFixture.compile(storyboards, in: self)
            return UIStoryboard(name: "Fixture", bundle: bundle)
        }

        func testShowSeguePreparesThenPushesInsideANavigationController() async throws {
            let storyboard = try load([source, destination, navigation])
            let sourceController = try XCTUnwrap(storyboard.instantiateViewController(withIdentifier: "Source") as? SegueSourceViewController)
            let container = UINavigationController(rootViewController: sourceController)

            sourceController.performSegue(withIdentifier: "ShowDetail", sender: "tap")

            let prepared = try XCTUnwrap(sourceController.prepared.first)
            XCTAssertEqual(prepared.identifier, "ShowDetail")
            XCTAssertEqual(prepared.sender, "tap")
            XCTAssertFalse(prepared.destinationWasShown, "prepare runs before the transition")
            XCTAssertTrue(prepared.destination is FixtureViewController)
            XCTAssertTrue(container.topViewController === prepared.destination)
        }

        func testPresentationSegueToANavigationControllerPresentsItWithItsRoot() async throws {
            let storyboard = try load([source, destination, navigation])
            let sourceController = try XCTUnwrap(storyboard.instantiateViewController(withIdentifier: "Source") as? SegueSourceViewController)

            sourceController.performSegue(withIdentifier: "EditDetail", sender: nil)

            let presented = try XCTUnwrap(sourceController.presentedViewController as? UINavigationController)
            XCTAssertTrue(presented === sourceController.prepared.first?.destination)
            XCTAssertTrue(presented.viewControllers.first is FixtureViewController)
        }

        func testTemplatesAreReadableThroughKeyValueCodingAsOnIOS() async throws {
            let storyboard = try load([source, destination, navigation])
            let sourceController = storyboard.instantiateViewController(withIdentifier: "Source")

            XCTAssertTrue(sourceController.responds(to: NSSelectorFromString("storyboardSegueTemplates")))
            XCTAssertFalse(sourceController.responds(to: NSSelectorFromString("noSuchProperty")))
            let templates = try XCTUnwrap(sourceController.value(forKey: "storyboardSegueTemplates") as? [NSObject])
            let identifiers = templates.map { $0.value(forKey: "identifier") as? String }
            XCTAssertEqual(identifiers, ["FromButton", "ShowDetail", "EditDetail"], "a control's segue belongs to its scene")
            let destinations = templates.compactMap { $0.value(forKey: "destinationViewControllerIdentifier") as? String }
            XCTAssertEqual(destinations, ["UIViewController-dst-AB-cde", "UIViewController-dst-AB-cde", "UINavigationController-nav-AB-cde"])
            XCTAssertTrue(storyboard.instantiateViewController(withIdentifier: destinations[2]) is UINavigationController,
                          "a destination is a key of the identifier map")
        }

        func testSegueToAStoryboardReferenceOpensTheOtherStoryboard() async throws {
            let reference = #"<viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Detail" id="ref-AB-cde" sceneMemberID="viewController"/>"#
            let toReference = source.replacingOccurrences(of: #"destination="dst-AB-cde" kind="show""#, with: #"destination="ref-AB-cde" kind="show""#)
            let storyboard = try load([toReference, destination, navigation, reference], more: ["Other": StoryboardFixture.storyboard(scenes: [destination])])
            let sourceController = try XCTUnwrap(storyboard.instantiateViewController(withIdentifier: "Source") as? SegueSourceViewController)

            sourceController.performSegue(withIdentifier: "ShowDetail", sender: nil)

            let shown = try XCTUnwrap(sourceController.prepared.first?.destination as? FixtureViewController)
            XCTAssertFalse(shown.storyboard === storyboard, "made by the referenced storyboard")
            XCTAssertTrue(sourceController.presentedViewController === shown, "shown modally outside a navigation controller")
        }

        func testSegueToAnUnknownSceneDoesNotCompile() throws {
            let broken = source.replacingOccurrences(of: #"destination="dst-AB-cde" kind="show""#, with: #"destination="zzz-ZZ-zzz" kind="show""#)
            let document = try StoryboardParser.parse(Data(StoryboardFixture.storyboard(scenes: [broken, destination, navigation]).utf8), path: "F.storyboard", name: "F")
            XCTAssertThrowsError(try CompiledStoryboard(document, module: "M")) { error in
                guard case .unknownSegueDestination(_, _, "zzz-ZZ-zzz") = error as? CompileError else {
                    return XCTFail("\(error)")
                }
            }
        }
    }
#endif
