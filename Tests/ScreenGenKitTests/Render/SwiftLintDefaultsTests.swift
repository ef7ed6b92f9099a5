import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

/// Every committed generated Swift file keeps SwiftLint's default `line_length` (120, its
/// warning), `type_name` and `identifier_name` rules (their form: a type starts upper case,
/// an identifier lower case, both alphanumeric; their length within the error thresholds,
/// since a name such as `testSegueArticleViewControllerShowComments` grows with the names
/// the spec gives), so the generated API reads as the Swift API Design Guidelines ask even
/// where a team lints `Generated/`. SwiftLint itself cannot be built here (its packages are
/// not reachable): these are its documented defaults, checked on the syntax tree.
final class SwiftLintDefaultsTests: XCTestCase {
    static let maximumLineLength = 120
    static let typeNameLengths = 3...60
    static let identifierLengths = 2...60

    func testGeneratedFilesKeepSwiftLintDefaults() throws {
        let files = Self.generatedFiles()
        XCTAssertGreaterThan(files.count, 50, "the committed generated files were not found")
        var problems: [String] = []
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let path = Fixtures.relative(url)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > Self.maximumLineLength {
                problems.append("\(path):\(index + 1): line_length \(line.count)")
            }
            let names = NameCollector(viewMode: .sourceAccurate)
            names.walk(Parser.parse(source: text))
            for (name, line) in names.types where !Self.isTypeName(name) {
                problems.append("\(path):\(line): type_name '\(name)'")
            }
            for (name, line) in names.identifiers where !Self.isIdentifierName(name) {
                problems.append("\(path):\(line): identifier_name '\(name)'")
            }
        }
        XCTAssertEqual(problems, [], "\(problems.count) problems")
    }

    func testTheCheckerFindsEachRule() {
        XCTAssertFalse(Self.isTypeName("product"))
        XCTAssertFalse(Self.isTypeName("ScreenGenParameters_Home"))
        XCTAssertFalse(Self.isIdentifierName("default_"))
        XCTAssertFalse(Self.isIdentifierName("testScreen_Home"))
        XCTAssertFalse(Self.isIdentifierName("x"))
        XCTAssertTrue(Self.isIdentifierName("articleViewController"))
        XCTAssertTrue(Self.isTypeName("ScreenGenNamespace"))
    }

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber } && typeNameLengths.contains(name.count)
    }

    static func isIdentifierName(_ name: String) -> Bool {
        guard let first = name.first, first.isLowercase || name.allSatisfy({ $0.isUppercase || $0.isNumber }) else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber } && identifierLengths.contains(name.count)
    }

    /// The committed output of the examples, the golden files and the multi-module fixtures.
    static func generatedFiles() -> [URL] {
        let repository = Fixtures.repository
        let roots = ["Generated", "Example", "Tests/Fixtures/Generate", "Tests/Fixtures/Modules", "Tests/Fixtures/ModulesMac"]
        var found: [URL] = []
        for root in roots {
            let enumerator = FileManager.default.enumerator(at: repository.appendingPathComponent(root), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", url.path.contains("/Generated/") || url.path.contains("/Expected/") else { continue }
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}

/// The names a file declares, each with its line: types, and the identifiers SwiftLint's
/// `identifier_name` reads (variables, functions, enum cases).
private final class NameCollector: SyntaxVisitor {
    var types: [(String, Int)] = []
    var identifiers: [(String, Int)] = []

    private func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: SourceLocationConverter(fileName: "", tree: node.root)).line
    }

    private func name(_ token: TokenSyntax) -> String {
        token.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append((name(node.name), line(node))); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append((name(node.name), line(node))); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types.append((name(node.name), line(node))); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { types.append((name(node.name), line(node))); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { types.append((name(node.name), line(node))); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((name(node.name), line(node)))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier = node.name.tokenKind { identifiers.append((name(node.name), line(node))) }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        identifiers.append((name(node.name), line(node)))
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { identifiers.append((name(pattern.identifier), line(node))) }
        }
        return .visitChildren
    }
}
