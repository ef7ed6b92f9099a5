import Foundation
@testable import ScreenGenKit
import XCTest

final class SchemaTests: XCTestCase {
    private let committed = Fixtures.repository.appendingPathComponent("Schemas/screengen-spec.schema.json")

    func testCommittedSchemaIsWhatTheToolPrints() throws {
        let text = try String(contentsOf: committed, encoding: .utf8)
        XCTAssertEqual(text, SpecSchema.json(), "Schemas/screengen-spec.schema.json is stale; run: make schema")
    }

    /// The schema lists exactly the keys the decoder accepts, so editors and screengen agree.
    func testSchemaKeysAreTheDecoderKeys() throws {
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SpecSchema.json().utf8)) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        XCTAssertEqual(Set(properties.keys), Set(SpecDecoder.topLevelKeys))
        let defs = try XCTUnwrap(schema["$defs"] as? [String: [String: Any]])
        XCTAssertEqual(Set((defs["storyboard"]?["properties"] as? [String: Any] ?? [:]).keys), Set(SpecDecoder.storyboardKeys))
        XCTAssertEqual(Set((defs["screen"]?["properties"] as? [String: Any] ?? [:]).keys), Set(SpecDecoder.screenKeys))
        for (name, definition) in properties {
            let entry = try XCTUnwrap(definition as? [String: Any])
            XCTAssertNotNil(entry["description"], "\(name) needs a description")
            XCTAssertNotNil(entry["examples"], "\(name) needs an example")
        }
    }

    func testCommittedConfigSchemaIsWhatTheToolPrints() throws {
        let text = try String(contentsOf: Fixtures.repository.appendingPathComponent("Schemas/screengen-config.schema.json"), encoding: .utf8)
        XCTAssertEqual(text, ConfigSchema.json(), "Schemas/screengen-config.schema.json is stale; run: make schema")
    }

    /// The config schema lists exactly the keys ``ConfigFile`` accepts, and `ignore:` in both
    /// schemas offers exactly the codes an entry may name.
    func testConfigSchemaKeysAreTheConfigKeys() throws {
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(ConfigSchema.json().utf8)) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: [String: Any]])
        XCTAssertEqual(Set(properties.keys), Set(ConfigFile.keys))
        let defs = try XCTUnwrap(schema["$defs"] as? [String: [String: Any]])
        XCTAssertEqual(Set((defs["module"]?["properties"] as? [String: Any] ?? [:]).keys), Set(ConfigFile.moduleKeys))
        XCTAssertEqual(Set((properties["support"]?["properties"] as? [String: Any] ?? [:]).keys), Set(ConfigFile.supportKeys))
        let spec = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SpecSchema.json().utf8)) as? [String: Any])
        let specIgnore = try XCTUnwrap((spec["properties"] as? [String: Any])?["ignore"] as? [String: Any])
        XCTAssertEqual(NSDictionary(dictionary: specIgnore), NSDictionary(dictionary: try XCTUnwrap(properties["ignore"])), "one definition of ignore")
        let forms = try XCTUnwrap((specIgnore["items"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        let codes = try XCTUnwrap(forms.first?["enum"] as? [String])
        XCTAssertEqual(codes, DiagnosticCode.allCases.filter { $0.severity == .warning && $0 != .unusedIgnore }.map(\.rawValue))
        XCTAssertFalse(codes.isEmpty)
        XCTAssertEqual(Set((forms.last?["properties"] as? [String: Any] ?? [:]).keys), Set(IgnoreRule.keys))
    }

    /// The `platform` description names every screen key that `platform: macOS` rejects, so
    /// an editor's completion does not offer what the validator then refuses.
    func testPlatformDescriptionNamesTheKeysMacOSRejects() throws {
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SpecSchema.json().utf8)) as? [String: Any])
        let platform = try XCTUnwrap((schema["properties"] as? [String: Any])?["platform"] as? [String: Any])
        let description = try XCTUnwrap(platform["description"] as? String)
        let macOS = try XCTUnwrap(description.range(of: "macOS (").map { String(description[$0.lowerBound...].prefix { $0 != ")" }) })
        for key in SpecKey.Screen.allCases where ScreenCapabilities.reason(key: key, on: .macOS) != nil {
            XCTAssertTrue(macOS.contains(key.rawValue), "the platform description should say that '\(key.rawValue)' is not available on macOS: \(macOS)")
        }
    }

    /// Every valid spec passes a real JSON Schema validator and the invalid fixtures the
    /// schema can express fail it (Tests/Schema/validate_specs.py, Python's jsonschema).
    func testSpecsValidateAgainstTheSchemaWithJSONSchema() throws {
        let probe = try? ScreenGenProcess.tool("python3", ["-c", "import jsonschema, yaml"])
        guard let probe else { throw XCTSkip("python3 is not installed; `make test` installs what this test needs") }
        if probe.status != 0 {
            throw XCTSkip("python3 lacks jsonschema or PyYAML; `make test` installs them")
        }
        let result = try ScreenGenProcess.tool("python3", [Fixtures.repository.appendingPathComponent("Tests/Schema/validate_specs.py").path])
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, output)
        XCTAssertTrue(output.contains("ok   Specs/ExampleApp.yml is valid"), output)
        XCTAssertTrue(output.contains("ok   unknown-keys is rejected"), output)
    }
}
