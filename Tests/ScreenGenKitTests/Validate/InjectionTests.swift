import ScreenGenKit
import XCTest

/// Spec values that try to put code of their own into the output, at every place a spec
/// value reaches it. Each is either rejected with a located error and no output, or
/// generated where the output still parses with no errors, has the same shape (token
/// kinds, see ``GeneratedSwift/shape``) as for a harmless value, and holds the value only
/// in its place: a string literal that reads back as the value, a validated identifier,
/// a parameter's default value, or a one-line comment (a name or path may also be shown
/// in a string literal that reads back as it).
final class InjectionTests: XCTestCase {
    enum Placement { case stringLiteral, identifier, defaultValue, comment }

    enum Expectation {
        /// An error with this code on this line of the spec file, and no output.
        case rejected(String, line: Int)
        /// Generated; `benign` is a harmless value for the same place, to compare shapes.
        case accepted(Placement, benign: String)
    }

    struct Case {
        var name: String
        /// The spec file with `@@` where the value goes (as a double-quoted YAML scalar).
        var template: String
        var value: String
        var expectation: Expectation
        /// Text every hostile value contains, to find where it ended up.
        var marker = "evil"
        /// Spec file name (the value goes here when the template has no `@@`).
        var fileName = "App.yml"
    }

    // Templates, each with the line the value is on.
    static let typeName = "module: App\nscreens:\n  @@: {}\n" // line 3
    static let parameter = "module: App\nscreens:\n  AViewController:\n    initialize:\n      x: @@\n" // line 5
    static let parameterKey = "module: App\nscreens:\n  AViewController:\n    initialize:\n      @@: Int\n" // line 5
    static let storyboardName = "module: App\nstoryboards:\n  @@: {}\nscreens:\n  AViewController: {}\n" // line 3
    static let identifier = "module: App\nstoryboards:\n  Main: {}\nscreens:\n  AViewController:\n    storyboard: Main\n    identifier: @@\n" // line 7
    static let module = "module: @@\nscreens:\n  AViewController: {}\n" // line 1
    static let preview = "module: App\nscreens:\n  AViewController:\n    initialize:\n      x: String\n    preview:\n      x: @@\n" // line 7

    static let cases: [Case] = [
        // Parameter types
        Case(name: "type closes the parameter list", template: parameter, value: "Int) { evil() }; func f(x: Int", expectation: .rejected("invalid-parameter-type", line: 5)),
        Case(name: "type with a block comment", template: parameter, value: "Int /* evil */", expectation: .rejected("invalid-parameter-type", line: 5)),
        Case(name: "type with a line comment", template: parameter, value: "Int // evil", expectation: .rejected("invalid-parameter-type", line: 5)),
        Case(name: "type with a line break", template: parameter, value: "Int\nfunc evil()", expectation: .rejected("invalid-parameter-type", line: 5)),
        Case(name: "type with a line separator", template: parameter, value: "Int\u{2028}func evil()", expectation: .rejected("invalid-parameter-type", line: 5)),
        Case(name: "type with #if", template: parameter, value: "#if evil", expectation: .rejected("invalid-parameter-type", line: 5)),
        Case(name: "type with #sourceLocation", template: parameter, value: "#sourceLocation(file: \"evil\", line: 1)", expectation: .rejected("invalid-parameter-type", line: 5)),
        Case(name: "type with a bidi override", template: parameter, value: "In\u{202E}t // evil", expectation: .rejected("invalid-parameter-type", line: 5)),
        Case(name: "type closing a comment", template: parameter, value: "Int */ func evil() /*", expectation: .rejected("invalid-parameter-type", line: 5)),
        // Default values
        Case(name: "default adds an import", template: parameter, value: "Int? = nil; import Evil", expectation: .rejected("invalid-default-value", line: 5)),
        Case(name: "default ends its string", template: parameter, value: "String = \"\"; system(\"evil\")", expectation: .rejected("invalid-default-value", line: 5)),
        Case(name: "default with a line break", template: parameter, value: "String = \"a\"\nfunc evil() {}", expectation: .rejected("invalid-default-value", line: 5)),
        Case(name: "default with #if", template: parameter, value: "Int = #if evil", expectation: .rejected("invalid-default-value", line: 5)),
        Case(name: "default with #sourceLocation", template: parameter, value: "String = #sourceLocation(file: \"evil\", line: 1)", expectation: .rejected("invalid-default-value", line: 5)),
        Case(name: "default with a block comment", template: parameter, value: "Int = 1 /* evil */", expectation: .rejected("invalid-default-value", line: 5)),
        Case(name: "default closes the function", template: parameter, value: "Int = f() } func evil() {", expectation: .rejected("invalid-default-value", line: 5)),
        Case(name: "default string with a bidi override", template: parameter, value: "String = \"\u{202E}evil\"", expectation: .rejected("invalid-default-value", line: 5)),
        Case(name: "default string holding */", template: parameter, value: "String = \"*/ evil() /*\"", expectation: .accepted(.defaultValue, benign: "String = \"\"")),
        Case(name: "default string holding an escaped newline", template: parameter, value: "String = \"evil\\n}\"", expectation: .accepted(.defaultValue, benign: "String = \"\"")),
        // A default value is Swift by design; what holds is that it stays one expression in its slot.
        Case(name: "default calling a closure", template: parameter, value: "Int = { evil() }()", expectation: .accepted(.defaultValue, benign: "Int = 0")),
        // Screen type names
        Case(name: "type name with a declaration", template: typeName, value: "AViewController: UIViewController {}; class Evil", expectation: .rejected("invalid-type-name", line: 3)),
        Case(name: "type name with a bidi override", template: typeName, value: "Evil\u{202E}ViewController", expectation: .rejected("invalid-type-name", line: 3)),
        Case(name: "type name with a zero-width space", template: typeName, value: "Evil\u{200B}ViewController", expectation: .rejected("invalid-type-name", line: 3)),
        Case(name: "type name with a line break", template: typeName, value: "Evil\nViewController", expectation: .rejected("invalid-type-name", line: 3)),
        Case(name: "type name with a line separator", template: typeName, value: "Evil\u{2028}ViewController", expectation: .rejected("invalid-type-name", line: 3)),
        Case(name: "duplicate type name with a line break", template: "module: App\nscreens:\n  @@: {}\n  @@: {}\n", value: "Evil\nViewController", expectation: .rejected("duplicate-key", line: 4)),
        Case(name: "type name in backticks", template: typeName, value: "`evil`", expectation: .rejected("invalid-type-name", line: 3)),
        Case(name: "type name with a dollar", template: typeName, value: "$evil", expectation: .rejected("invalid-type-name", line: 3)),
        Case(name: "type name that is a keyword", template: typeName, value: "class", expectation: .rejected("invalid-type-name", line: 3)),
        Case(name: "type name with a Cyrillic look-alike", template: typeName, value: "\u{0415}vilViewController", expectation: .accepted(.identifier, benign: "SafeViewController"), marker: "vil"),
        Case(name: "type name in fullwidth letters", template: typeName, value: "\u{FF25}vilViewController", expectation: .accepted(.identifier, benign: "SafeViewController"), marker: "vil"),
        // Parameter names and labels
        Case(name: "parameter key with a signature", template: parameterKey, value: "x: Int) -> Evil { }; func f(y", expectation: .rejected("invalid-parameter-declaration", line: 5)),
        Case(name: "parameter name with a bidi override", template: parameterKey, value: "ev\u{202E}il", expectation: .rejected("invalid-parameter-name", line: 5)),
        Case(name: "parameter label with a zero-width joiner", template: parameterKey, value: "for\u{200D} evil", expectation: .rejected("invalid-parameter-name", line: 5)),
        Case(name: "parameter name with a line break", template: parameterKey, value: "evil\nx", expectation: .rejected("invalid-parameter-name", line: 5)),
        Case(name: "parameter name with a semicolon", template: parameterKey, value: "evil;", expectation: .rejected("invalid-parameter-name", line: 5)),
        Case(name: "parameter named with a keyword", template: parameterKey, value: "evil class", expectation: .accepted(.identifier, benign: "safe value")),
        // Storyboard names
        Case(name: "storyboard name ending its string", template: storyboardName, value: "Main\"; evil(); \"", expectation: .rejected("invalid-storyboard-name", line: 3)),
        Case(name: "storyboard name with a bidi override", template: storyboardName, value: "Ma\u{202E}inEvil", expectation: .rejected("invalid-storyboard-name", line: 3)),
        Case(name: "storyboard name with a path", template: storyboardName, value: "../evil", expectation: .rejected("invalid-storyboard-name", line: 3)),
        // Storyboard IDs: any visible text is allowed, so it must come out as a literal.
        Case(name: "Storyboard ID ending its string", template: identifier, value: "\"; system(\"evil\"); let x = \"", expectation: .accepted(.stringLiteral, benign: "Safe")),
        Case(name: "Storyboard ID with comment ends and interpolation", template: identifier, value: "evil */ /* \\(evil()) \"\"\" #\"", expectation: .accepted(.stringLiteral, benign: "Safe")),
        Case(name: "Storyboard ID that is a directive", template: identifier, value: "#sourceLocation(file: \"evil\", line: 1)", expectation: .accepted(.stringLiteral, benign: "Safe")),
        Case(name: "Storyboard ID ending in a backslash", template: identifier, value: "evil\\", expectation: .accepted(.stringLiteral, benign: "Safe")),
        Case(name: "Storyboard ID with a line break", template: identifier, value: "evil\n\")", expectation: .rejected("invalid-storyboard-identifier", line: 7)),
        Case(name: "Storyboard ID with a bidi override", template: identifier, value: "\u{202E}evil", expectation: .rejected("invalid-storyboard-identifier", line: 7)),
        // Module names (also reach `@testable import` and output paths)
        Case(name: "module with an import", template: module, value: "App; import Evil", expectation: .rejected("invalid-module-name", line: 1)),
        Case(name: "module with a line break", template: module, value: "App\nimport Evil", expectation: .rejected("invalid-module-name", line: 1)),
        Case(name: "module as a parent path", template: module, value: "../Evil", expectation: .rejected("invalid-module-name", line: 1)),
        Case(name: "module as a nested path", template: module, value: "Evil/App", expectation: .rejected("invalid-module-name", line: 1)),
        Case(name: "module that is a keyword", template: module, value: "class", expectation: .rejected("invalid-module-name", line: 1)),
        Case(name: "module with a bidi override", template: module, value: "Evil\u{202E}", expectation: .rejected("invalid-module-name", line: 1)),
        Case(name: "module with a Cyrillic look-alike", template: module, value: "\u{0415}vil", expectation: .accepted(.identifier, benign: "Safe"), marker: "vil"),
        // Preview arguments: Swift by design, like defaults, so each must stay one expression.
        Case(name: "preview argument closing the call", template: preview, value: "\"\") }; func evil() { _ = (\"\"", expectation: .rejected("invalid-preview-argument", line: 7)),
        Case(name: "preview argument with a line break", template: preview, value: "\"a\"\nfunc evil() {}", expectation: .rejected("invalid-preview-argument", line: 7)),
        Case(name: "preview argument with a comment", template: preview, value: "\"a\" // evil", expectation: .rejected("invalid-preview-argument", line: 7)),
        Case(name: "preview argument that is a directive", template: preview, value: "#sourceLocation(file: \"evil\", line: 1)", expectation: .rejected("invalid-preview-argument", line: 7)),
        // Spec file names reach headers and comments. On disk, SpecFolder refuses names with
        // invisible characters; files handed to the pipeline directly are escaped instead.
        Case(name: "spec file name with a line break", template: typeName.replacingOccurrences(of: "@@", with: "AViewController"), value: "evil\nimport Foundation.yml", expectation: .accepted(.comment, benign: "safe.yml")),
        Case(name: "spec file name closing a comment", template: typeName.replacingOccurrences(of: "@@", with: "AViewController"), value: "evil */ /*.yml", expectation: .accepted(.comment, benign: "safe.yml")),
    ]

    func testEveryInjectionAttemptIsRejectedOrStaysInItsPlace() {
        XCTAssertGreaterThanOrEqual(Self.cases.count, 50)
        for testCase in Self.cases {
            check(testCase)
        }
    }

    // MARK: Checking one case

    private func run(_ testCase: Case, value: String) -> (result: Pipeline.Result, file: String) {
        let usesFileName = !testCase.template.contains("@@")
        let file = "Specs/" + (usesFileName ? value : testCase.fileName)
        let text = usesFileName ? testCase.template : testCase.template.replacingOccurrences(of: "@@", with: Self.yamlQuoted(value))
        return (Pipeline().run(files: [SpecFolder.File(displayPath: file, bytes: Array(text.utf8))], specsFolder: "Specs"), file)
    }

    private func check(_ testCase: Case) {
        let (result, file) = run(testCase, value: testCase.value)
        let name = testCase.name
        for diagnostic in result.diagnostics {
            XCTAssertEqual(diagnostic.location.file, file, "\(name): \(diagnostic)")
            XCTAssertGreaterThanOrEqual(diagnostic.location.line, 1, name)
            XCTAssertGreaterThanOrEqual(diagnostic.location.column, 1, name)
            XCTAssertFalse(diagnostic.kind.message.contains { $0.isNewline }, "\(name): one line: \(diagnostic)")
            XCTAssertFalse(diagnostic.kind.notes.contains { $0.message.contains { $0.isNewline } }, "\(name): one-line notes: \(diagnostic)")
        }
        switch testCase.expectation {
        case let .rejected(code, line):
            XCTAssertTrue(result.diagnostics.contains { $0.kind.code == code && $0.location.line == line },
                          "\(name): expected \(code) on line \(line); got \(result.diagnostics.map(\.description))")
            XCTAssertEqual(result.files, [], "\(name): no output when rejected")
        case let .accepted(placement, benign):
            XCTAssertFalse(result.diagnostics.containsErrors, "\(name): \(result.diagnostics.map(\.description))")
            let baseline = run(testCase, value: benign).result
            XCTAssertFalse(baseline.diagnostics.containsErrors, "\(name) (benign): \(baseline.diagnostics.map(\.description))")
            checkOutput(result.files, baseline: baseline.files, testCase: testCase, placement: placement)
        }
    }

    private func checkOutput(_ files: [GeneratedFile], baseline: [GeneratedFile], testCase: Case, placement: Placement) {
        let name = testCase.name
        let marker = testCase.marker
        XCTAssertEqual(files.count, baseline.count, name)
        var literalValues: [String] = []
        var defaults: [String] = []
        for (file, benign) in zip(files, baseline) {
            let invisible = file.contents.unicodeScalars.filter { scalar in
                scalar != "\n" && [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
            }
            XCTAssertEqual(invisible.map { String($0.value, radix: 16) }, [], "\(name): \(file.path) holds invisible characters")
            let swift = GeneratedSwift(file)
            XCTAssertFalse(swift.hasErrors, "\(name): \(file.path) does not parse:\n\(file.contents)")
            if placement != .defaultValue {
                XCTAssertEqual(swift.shape, GeneratedSwift(benign).shape, "\(name): \(file.path) has a different shape than with a harmless value")
            }
            for token in swift.tokens(containing: marker) {
                switch (placement, token.tokenKind) {
                case (.stringLiteral, .stringSegment), (.identifier, .identifier): continue
                case (.defaultValue, _) where GeneratedSwift.isInDefaultValue(token): continue
                // A name or path shown to people (a preview's name, the screen catalog's rows
                // and sections) is a literal that reads back as the value.
                case (.identifier, _) where GeneratedSwift.isInLiteral(token, readingBack: testCase.value): continue
                case (.comment, _) where GeneratedSwift.isInLiteral(token, readingBack: testCase.value): continue
                default: XCTFail("\(name): \(file.path): '\(token.text)' outside its place (\(token.tokenKind))")
                }
            }
            for piece in swift.trivia(containing: marker) {
                switch piece {
                case .lineComment, .docLineComment: continue
                default: XCTFail("\(name): \(file.path): \(piece) is not a one-line comment")
                }
            }
            literalValues += swift.stringLiteralValues
            defaults += swift.parameterDefaults
        }
        switch placement {
        case .stringLiteral:
            XCTAssertTrue(literalValues.contains(testCase.value), "\(name): no string literal reads back as the value")
        case .defaultValue:
            let expression = String(testCase.value[testCase.value.index(after: testCase.value.firstIndex(of: "=")!)...]).trimmingCharacters(in: .whitespaces)
            XCTAssertEqual(defaults.filter { $0 == expression }.count, 3, "\(name): the default belongs on create, push and present: \(defaults)")
        case .identifier, .comment:
            break
        }
    }

    /// `value` as a YAML double-quoted scalar, with everything invisible escaped.
    static func yamlQuoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default:
                let category = scalar.properties.generalCategory
                if scalar.value < 0x20 || category == .format || category == .control || category == .lineSeparator || category == .paragraphSeparator {
                    result += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
