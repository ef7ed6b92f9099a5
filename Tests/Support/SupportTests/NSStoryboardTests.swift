#if os(Linux)
    import AppKit
    import XCTest

    /// Scene classes the macOS fixture storyboards name; found at run time as `SupportTests.<Name>`.
    final class FixtureWindowController: NSWindowController {}

    final class FixtureContentViewController: NSViewController {}

    /// Built by a `creator` block with an argument `init?(coder:)` cannot receive.
    final class InjectedContentViewController: NSViewController {
        let dependency: String

        init?(coder: NSCoder, dependency: String) {
            self.dependency = dependency
            super.init(coder: coder)
        }

        required init?(coder: NSCoder) {
            dependency = "none"
            super.init(coder: coder)
        }
    }

    /// The AppKit stand-in: a compiled macOS storyboard's window and view controllers, the
    /// creator API, and presentation as a sheet or a modal window.
    ///
    /// The tests are `async` because XCTest on Linux only runs main-actor tests that are.
    @MainActor
    final class NSStoryboardTests: XCTestCase {
        private func load() throws -> NSStoryboard {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" initialViewController="wc1-AB-cde">
                <scenes>
                <scene><objects><application id="ap1-AB-cde" sceneMemberID="viewController"/></objects></scene>
                <scene><objects>
                    <windowController id="wc1-AB-cde" customClass="FixtureWindowController" customModule="SupportTests" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vc1-AB-cde" kind="relationship" relationship="window.shadowedContentViewController" id="sg1"/>
                        </connections>
                    </windowController>
                </objects></scene>
                <scene><objects><viewController storyboardIdentifier="Content" id="vc1-AB-cde" customClass="FixtureContentViewController" customModule="SupportTests" sceneMemberID="viewController"/></objects></scene>
                <scene><objects><viewController storyboardIdentifier="Injected" id="in1-AB-cde" customClass="InjectedContentViewController" customModule="SupportTests" sceneMemberID="viewController"/></objects></scene>
                </scenes>
                </document>
                """
            let bundle = try StoryboardFixture.compile(["Main": xml], in: self)
            return NSStoryboard(name: "Main", bundle: bundle)
        }

        func testInitialWindowControllerComesWithItsContent() async throws {
            let storyboard = try load()
            let controller = try XCTUnwrap(storyboard.instantiateInitialController() as? FixtureWindowController)
            XCTAssertTrue(controller.storyboard === storyboard)
            XCTAssertTrue(controller.contentViewController is FixtureContentViewController)
            XCTAssertTrue(controller.window?.windowController === controller)
            XCTAssertFalse(controller.window?.isVisible ?? true)
            controller.showWindow(nil)
            XCTAssertTrue(controller.window?.isVisible ?? false)
        }

        func testSceneByIdentifierReturnsAnyAndIsANewInstanceEachTime() async throws {
            let storyboard = try load()
            let first = storyboard.instantiateController(withIdentifier: "Content")
            XCTAssertTrue(first is FixtureContentViewController)
            XCTAssertFalse((first as AnyObject) === (storyboard.instantiateController(withIdentifier: "Content") as AnyObject))
        }

        func testCreatorBuildsTheScene() async throws {
            let storyboard = try load()
            let injected: InjectedContentViewController = storyboard.instantiateController(identifier: "Injected") { coder in
                InjectedContentViewController(coder: coder, dependency: "store")
            }
            XCTAssertEqual(injected.dependency, "store")
            let window: FixtureWindowController? = storyboard.instantiateInitialController { coder in FixtureWindowController(coder: coder) }
            XCTAssertNotNil(window)
        }

        func testSheetsAndModalWindowsAreTold() async throws {
            let presenter = NSViewController()
            let host = NSWindow(contentViewController: presenter)
            let sheet = NSViewController()
            let modal = NSViewController()
            presenter.presentAsSheet(sheet)
            presenter.presentAsModalWindow(modal)
            XCTAssertEqual(presenter.presentedViewControllers?.count, 2)
            XCTAssertTrue(sheet.presentingViewController === presenter)
            XCTAssertTrue(sheet.view.window?.sheetParent === host)
            XCTAssertNil(modal.view.window?.sheetParent)
            XCTAssertTrue(modal.view.window?.isVisible ?? false)
            presenter.dismiss(sheet)
            XCTAssertNil(sheet.presentingViewController)
            XCTAssertEqual(presenter.presentedViewControllers?.count, 1)
        }

        func testWindowControllerEmbedsAViewController() async throws {
            let content = NSViewController()
            let controller = NSWindowController(window: NSWindow(contentViewController: content))
            XCTAssertTrue(controller.contentViewController === content)
            XCTAssertTrue(content.view.window === controller.window)
        }
    }
#endif
