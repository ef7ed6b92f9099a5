@testable import ScreenGenKit
import SwiftParser
import XCTest

/// The one rule that keeps generated lines within SwiftLint's default `line_length`: each
/// shape of long line comes out as Swift that still parses, every line within the limit.
final class LineWrapTests: XCTestCase {
    static let lines = [
        "guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true), let scheme = components.scheme?.lowercased() else {",
        "internal func route(_ route: ScreenRoute, animated: Bool = true, completion: (() -> Void)? = nil) -> UIViewController {",
        "return \"/\" + Self.encoded(\"lists\") + \"/\" + Self.encoded(Self.text(of: list)) + \"/\" + Self.encoded(Self.text(of: ratio)) + \"/\" + Self.encoded(Self.text(of: unread))",
        "assertRoute(ScreenRoute.readingListViewController(list: UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!, ratio: 2.5, unread: true, for: \"a b/c%é\"), makes: ReadingListViewController.self, spec: \"Specs/Routes.yml, screen ReadingListViewController\")",
        "if segments.count == 4, segments[0] == \"topics\", let topic = Self.value(segments[1], as: String.self), segments[2] == \"summaries\", let id = Self.value(segments[3], as: UUID.self) {",
    ]

    func testEachShapeIsWrappedIntoLinesThatFit() {
        for line in Self.lines {
            var out = SwiftWriter()
            out.indented { out in out.indented { out in out.line(SwiftWriter.Line(stringLiteral: line)) } }
            let text = out.text
            XCTAssertGreaterThan(text.split(separator: "\n").count, 1, line)
            for written in text.split(separator: "\n") {
                XCTAssertLessThanOrEqual(written.count, SwiftWriter.maximumLineLength, "\(written)\nfrom \(line)")
            }
        }
    }

    func testALiteralWithACommaIsNotCut() {
        XCTAssertEqual(SwiftWriter.wrappedCode("f(\"a, b\")")?.map(\.text), ["f(", "\"a, b\"", ")"])
        XCTAssertNil(SwiftWriter.wrappedCode("f(\"unbalanced\""))
    }
}
