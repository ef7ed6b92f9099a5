@testable import ScreenGenKit
import SwiftParser
import SwiftSyntax
import XCTest

/// How a parameter type is split into what only a parameter position allows and what a
/// stored property (a SwiftUI representable's) holds: together, always the type's own tokens.
final class StoredTypeTests: XCTestCase {
    /// Types the validator accepts, around the attributes and specifiers that are taken off.
    static let types = [
        "Int", "[String: [Int]]", "sending Item", "borrowing Item",
        "@escaping () -> Void", "@escaping @Sendable () -> Void", "@Sendable @escaping () -> Void",
        "@escaping @convention(block) () -> Void", "@escaping@Sendable () -> Void", "@MainActor @escaping (Int) async -> Void",
        // Attribute names as Swift reads them: `$` belongs to a name, and a name may be in backticks.
        "@$scaping () -> Void", "@escaping @$x () -> Void", "@Sendable$ () -> Void", "@`escaping` () -> Void",
        "@escaping @`Sendable` () -> Void",
    ]

    func testWhatOnlyAParameterPositionAllowsIsTakenOff() {
        XCTAssertEqual(split("@escaping @Sendable () -> Void"), ["@escaping ", "@Sendable () -> Void"])
        XCTAssertEqual(split("@escaping @convention(block) () -> Void"), ["@escaping ", "@convention(block) () -> Void"])
        XCTAssertEqual(split("sending Item"), ["sending ", "Item"])
        XCTAssertEqual(split("Int"), ["", "Int"])
    }

    func testAttributeNamesAreReadAsSwiftReadsThem() {
        XCTAssertEqual(split("@$scaping () -> Void"), ["", "@$scaping () -> Void"])
        XCTAssertEqual(split("@escaping @$x () -> Void"), ["@escaping ", "@$x () -> Void"])
        XCTAssertEqual(split("@Sendable$ () -> Void"), ["", "@Sendable$ () -> Void"])
        XCTAssertEqual(split("@`escaping` () -> Void"), ["", "@`escaping` () -> Void"])
        // No name right after `@` (which the validator refuses): left as written.
        XCTAssertEqual(split("@ escaping () -> Void"), ["", "@ escaping () -> Void"])
    }

    func testOpaqueAndPackTypesCannotBeStored() {
        XCTAssertNil(StoredType.of("some View"))
        XCTAssertNil(StoredType.of("repeat each T"))
        XCTAssertEqual(StoredType.of("@escaping () -> Void"), "() -> Void")
    }

    /// Whatever the split, the stored part is the type's tokens without those of each
    /// modifier the signature's part took (which the signature writes first): the generated
    /// code says what the spec says.
    func testTheTwoPartsAreTheTypesOwnTokens() {
        for type in Self.types {
            let parts = split(type)
            var remaining = tokens(type)
            for modifier in parts[0].split(separator: " ") {
                let run = tokens(String(modifier))
                guard let start = remaining.indices.first(where: { remaining[$0...].starts(with: run) }) else {
                    XCTFail("\(type): '\(modifier)' is not in the type")
                    continue
                }
                remaining.removeSubrange(start..<(start + run.count))
            }
            XCTAssertEqual(tokens(parts[1]), remaining, type)
        }
    }

    /// A spec with each of these types generates files that all parse (the fuzzer found
    /// `@$scaping () -> Void`, which a split once took apart).
    func testOddAttributeNamesGenerateSwiftThatParses() throws {
        let screens = Self.types.enumerated().map { index, type in
            "  Screen\(index)ViewController:\n    initialize:\n      value: \"\(type)\"\n"
        }
        let spec = "module: App\nscreens:\n" + screens.joined()
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(spec.utf8))], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        XCTAssertFalse(result.files.isEmpty)
        for file in result.files where file.path.hasSuffix(".swift") {
            XCTAssertFalse(GeneratedSwift(file).hasErrors, "\(file.path) does not parse as Swift")
        }
    }

    private func split(_ type: String) -> [String] {
        var words: Set<String> = []
        StoredType.collectWords(in: type, into: &words)
        let parts = StoredType.split(type, words: words)
        return [parts.positionOnly, parts.stored ?? "-"]
    }

    private func tokens(_ type: String) -> [String] {
        var parser = Parser(type)
        return TypeSyntax.parse(from: &parser).tokens(viewMode: .sourceAccurate).map(\.text)
    }
}
