import Foundation
@testable import ScreenGenKit
import XCTest

/// What the check of a `nib:` screen reads from a XIB: the File's Owner of UIKit's
/// placeholder and of AppKit's `<customObject id="-2">`, and which outlet it connects.
final class XibDocumentTests: XCTestCase {
    private func owner(_ xml: String) throws -> XibDocument.FileOwner {
        let document = try XibDocument.parse(Data(xml.utf8), file: "A.xib").get()
        return try XCTUnwrap(document.fileOwner)
    }

    private func appKit(outlet property: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="InfoViewController" customModuleProvider="target">
                    <connections>
                        <outlet property="\(property)" destination="Ab1-Cd-2Ef" id="Ab3-Cd-4Ef"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="Ab1-Cd-2Ef"/>
            </objects>
        </document>
        """
    }

    func testUIKitPlaceholderOwnerConnectsView() throws {
        let owner = try owner("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ComposerViewController" customModule="App">
                        <connections>
                            <outlet property="view" destination="Cv1-Xb-3Qe" id="Co2-Nt-5Wv"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                </objects>
            </document>
            """)
        XCTAssertEqual(owner.customClass, "ComposerViewController")
        XCTAssertEqual(owner.viewOutlet, "Cv1-Xb-3Qe")
        XCTAssertNil(owner.windowOutlet)
    }

    func testAppKitCustomObjectOwnerConnectsView() throws {
        let owner = try owner(appKit(outlet: "view"))
        XCTAssertEqual(owner.customClass, "InfoViewController")
        XCTAssertTrue(owner.inheritsModuleFromTarget)
        XCTAssertEqual(owner.viewOutlet, "Ab1-Cd-2Ef")
        XCTAssertNil(owner.windowOutlet)
        XCTAssertEqual(owner.location.line, 3)
    }

    /// A window controller's XIB: its owner's `window` outlet is not a view outlet, so no
    /// `nib:` screen (a view controller) accepts it.
    func testAppKitWindowControllerOwnerConnectsWindowNotView() throws {
        let owner = try owner(appKit(outlet: "window"))
        XCTAssertNil(owner.viewOutlet)
        XCTAssertEqual(owner.windowOutlet, "Ab1-Cd-2Ef")
    }
}
