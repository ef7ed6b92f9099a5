import Foundation
@testable import ScreenGenKit
import SwiftParser
import SwiftSyntax
import XCTest

/// Every declaration the generator writes that a spec name could meet is in
/// ``GeneratedNames``: each generated file of the repository (the examples, the goldens,
/// the modules fixtures) is parsed, and a type, a member of a framework type or a
/// `ScreenRoute` property that the list does not account for fails here, so that a new
/// generated declaration cannot escape the validator's checks.
final class GeneratedNamesTests: XCTestCase {
    /// Folders below the repository that hold generated files and the specs they come from.
    static let roots = ["Specs", "Generated", "Example", "Tests/Fixtures"]

    func testEveryGeneratedDeclarationIsAccountedFor() throws {
        let specs = try specNames()
        XCTAssertGreaterThan(specs.screens.count, 50, "the specs of the examples and fixtures are found")
        let files = generatedFiles()
        XCTAssertGreaterThan(files.count, 40, "the generated files of the examples and fixtures are found")
        var unaccounted: [String: String] = [:]
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            for problem in Self.unaccountedDeclarations(in: Parser.parse(source: source), specs: specs) where unaccounted[problem] == nil {
                unaccounted[problem] = String(file.path.dropFirst(Fixtures.repository.path.count + 1))
            }
        }
        XCTAssertEqual(unaccounted.keys.sorted().map { "\($0) (in \(unaccounted[$0]!))" }, [], "add these to GeneratedNames, or derive them there")
    }

    /// A name generated for a screen reads back as that screen, as the validator asks it.
    func testAGeneratedNameReadsBackAsItsScreen() {
        for screen in ["Home", "HomeViewController", "Initializing"] {
            for name in GeneratedNames.perScreen(screen) {
                XCTAssertEqual(GeneratedNames.screen(generating: name), screen)
            }
        }
        XCTAssertNil(GeneratedNames.screen(generating: "HomeViewController"))
    }

    /// The check itself fails on what it is meant to catch.
    func testADeclarationMissingFromTheListIsFound() {
        let specs = SpecNames(screens: ["Home"], types: ["HomeViewController"], modules: ["App"])
        let source = """
            struct ScreenFactory {}
            struct ScreenJourney { let cache: ScreenCache<Screen> }
            private func assertScene() {}
            private func assertEverything() {}
            protocol HomeInitializing {}
            final class AppScreenTests {}
            extension UIViewController { var create: ScreenFactory { ScreenFactory() }; var navigate: Int { 0 } }
            extension UIStoryboard { enum Name { var bundle: Int { 0 }; var path: Int { 0 } }; enum Names {} }
            extension HomeViewController { enum Segue {}; enum Transition {} }
            enum ScreenRoute { case home; var path: String? { nil }; var url: String { "" } }
            extension Widget {}
            """
        XCTAssertEqual(Self.unaccountedDeclarations(in: Parser.parse(source: source), specs: specs).sorted(), [
            "extension of Widget, which is no framework, screen or generated type",
            "member 'navigate' of UIViewController", "member 'path' of UIStoryboard.Name", "property 'url' of ScreenRoute", "reference to 'Screen'", "reference to 'ScreenCache'",
            "reference to 'Widget'", "top-level function 'assertEverything'", "type 'HomeViewController.Transition'",
            "type 'ScreenJourney'", "type 'UIStoryboard.Names'",
        ])
    }

    // MARK: What the specs name

    struct SpecNames {
        var screens: Set<String>
        var types: Set<String>
        var modules: Set<String>
        /// Every word of the specs' parameter types, default values and preview arguments: the
        /// app's own types.
        var parameterWords: Set<String> = []

        /// Names the generator derives from spec names, for a type at the top level.
        func isDerivedTopLevel(_ name: String) -> Bool {
            screens.contains { GeneratedNames.perScreen($0).contains(name) } || modules.contains { GeneratedNames.testSuite(of: $0) == name }
        }

        /// Names of types nested in the framework's storyboard type.
        func isStoryboardNames(_ name: String) -> Bool {
            [UIFramework.uiKit, UIFramework.appKit].contains { framework in
                name == GeneratedNames.storyboardNames(of: nil, framework: framework)
                    || modules.contains { GeneratedNames.storyboardNames(of: $0, framework: framework) == name }
            }
        }

        /// Names of types nested in a screen's extension.
        func isScreenNested(_ name: String) -> Bool {
            GeneratedNames.screenNestedTypes.contains(name)
                || screens.contains { GeneratedNames.sharedRepresentable(of: $0) == name || GeneratedNames.sharedParameterAliases(of: $0) == name }
        }
    }

    /// The screens, types and modules every spec folder below ``roots`` declares.
    private func specNames() throws -> SpecNames {
        var names = SpecNames(screens: [], types: [], modules: [])
        for file in files(below: Self.roots, where: { $0.pathExtension == "yml" && $0.pathComponents.contains("Specs") }) {
            let bytes = Array(try Data(contentsOf: file))
            guard let node = YAMLLoader(file: file.path).load(bytes).node else { continue }
            var decoder = SpecDecoder(file: file.path)
            let document = decoder.decode(node)
            if let module = document.module { names.modules.insert(module.value) }
            for screen in document.screens {
                names.screens.insert(screen.name.value)
                // A framework class (`class: UINavigationController`) is no type of the app's.
                let type = SwiftIdentifier.unqualified(screen.typeName?.value ?? screen.name.value)
                if !UIFramework.uiKit.isPlainSceneClass(type), !UIFramework.appKit.isPlainSceneClass(type) { names.types.insert(type) }
                for parameter in (screen.parameters?.parameters ?? []) + (screen.initParameters?.parameters ?? []) {
                    let text = parameter.type + " " + (parameter.defaultValue ?? "")
                    names.parameterWords.formUnion(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
                }
                for argument in screen.preview?.arguments ?? [] {
                    names.parameterWords.formUnion(argument.value.value.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
                }
            }
        }
        return names
    }

    private func generatedFiles() -> [URL] {
        files(below: Self.roots) { url in
            guard url.pathExtension == "swift", let handle = try? FileHandle(forReadingFrom: url) else { return false }
            defer { try? handle.close() }
            let start = String(decoding: (try? handle.read(upToCount: 64)) ?? Data(), as: UTF8.self)
            return start.hasPrefix(SwiftWriter.headerPrefix)
        }
    }

    private func files(below roots: [String], where isWanted: (URL) -> Bool) -> [URL] {
        var found: [URL] = []
        for root in roots {
            let folder = Fixtures.repository.appendingPathComponent(root)
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where isWanted(url) {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    // MARK: The declarations of one file

    /// What `file` declares or names that neither ``GeneratedNames`` nor the specs account for.
    static func unaccountedDeclarations(in file: SourceFileSyntax, specs: SpecNames) -> [String] {
        var problems = unaccountedReferences(in: file, specs: specs)
        for decl in topLevelDeclarations(file.statements) {
            if let name = typeName(of: decl) {
                if !GeneratedNames.topLevelTypes.contains(name), !specs.isDerivedTopLevel(name) { problems.append("type '\(name)'") }
                if name == "ScreenRoute" { problems += routeProperties(decl) }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                if !GeneratedNames.testHelpers.contains(function.name.text) { problems.append("top-level function '\(function.name.text)'") }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                problems += variable.bindings.map { "top-level variable '\($0.pattern.trimmedDescription)'" }
            } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                problems += unaccountedMembers(of: ext, specs: specs)
            }
        }
        return problems
    }

    /// The types (and capitalised functions) `file` names that are neither declared by the
    /// generator nor the app's: those a screen of the same name would hide.
    private static func unaccountedReferences(in file: SourceFileSyntax, specs: SpecNames) -> [String] {
        let references = TypeReferences(viewMode: .sourceAccurate)
        references.walk(file)
        return references.names.subtracting(references.genericParameters).filter { name in
            !GeneratedNames.referencedTypes.contains(name) && !GeneratedNames.topLevelTypes.contains(name) && !GeneratedNames.screenNestedTypes.contains(name)
                && !specs.types.contains(name) && !specs.parameterWords.contains(name) && !specs.modules.contains(name) && !specs.isDerivedTopLevel(name)
                && !specs.isStoryboardNames(name) && !specs.isScreenNested(name) && !SwiftIdentifier.isKeyword(name)
        }.sorted().map { "reference to '\($0)'" }
    }

    private static func unaccountedMembers(of ext: ExtensionDeclSyntax, specs: SpecNames) -> [String] {
        let extended = ext.extendedType.trimmedDescription
        let members = ext.memberBlock.members.map(\.decl)
        if extended.hasPrefix("UI") || extended.hasPrefix("NS") || extended == "View" {
            return members.flatMap { member -> [String] in
                if let name = typeName(of: member) {
                    guard specs.isStoryboardNames(name) else { return ["type '\(extended).\(name)'"] }
                    return enumMembers(member, listed: GeneratedNames.storyboardNameMembers, in: "\(extended).\(name)")
                }
                return memberNames(of: member).filter { !GeneratedNames.frameworkMembers.contains($0) }.map { "member '\($0)' of \(extended)" }
            }
        }
        if specs.types.contains(extended) {
            return members.flatMap { member -> [String] in
                guard let name = typeName(of: member) else { return [] }
                guard specs.isScreenNested(name) else { return ["type '\(extended).\(name)'"] }
                return name == "Segue" ? enumMembers(member, listed: GeneratedNames.segueMembers, in: "\(extended).Segue") : []
            }
        }
        if GeneratedNames.topLevelTypes.contains(extended) || specs.isDerivedTopLevel(extended) {
            return extended == "ScreenRoute" ? routeProperties(DeclSyntax(ext)) : []
        }
        return ["extension of \(extended), which is no framework, screen or generated type"]
    }

    /// The properties and functions of an enum of cases from the specs that `listed` lacks,
    /// which a case could meet.
    private static func enumMembers(_ decl: DeclSyntax, listed: NameSet, in type: String) -> [String] {
        (decl.as(EnumDeclSyntax.self)?.memberBlock.members ?? []).flatMap { memberNames(of: $0.decl) }
            .filter { !listed.contains($0) }.map { "member '\($0)' of \(type)" }
    }

    /// The properties of `ScreenRoute` (its enum or an extension) that ``GeneratedNames/routeMembers`` lacks.
    private static func routeProperties(_ decl: DeclSyntax) -> [String] {
        let block = decl.as(EnumDeclSyntax.self)?.memberBlock ?? decl.as(ExtensionDeclSyntax.self)?.memberBlock
        return (block?.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
            .map(\.pattern.trimmedDescription).filter { !GeneratedNames.routeMembers.contains($0) }.map { "property '\($0)' of ScreenRoute" }
    }

    private static func typeName(of decl: DeclSyntax) -> String? {
        if let type = decl.asProtocol(NamedDeclSyntax.self), !decl.is(FunctionDeclSyntax.self), !decl.is(MacroDeclSyntax.self) {
            return type.name.text
        }
        return nil
    }

    private static func memberNames(of decl: DeclSyntax) -> [String] {
        if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
        if let variable = decl.as(VariableDeclSyntax.self) { return variable.bindings.map(\.pattern.trimmedDescription) }
        return []
    }

    /// The file's declarations, those inside `#if` included.
    private static func topLevelDeclarations(_ items: CodeBlockItemListSyntax) -> [DeclSyntax] {
        items.flatMap { item -> [DeclSyntax] in
            guard let decl = item.item.as(DeclSyntax.self) else { return [] }
            if let conditional = decl.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                    guard case let .statements(inner)? = clause.elements else { return [] }
                    return topLevelDeclarations(inner)
                }
            }
            return [decl]
        }
    }
}

/// The capitalised names a file refers to as a type or as the start of an expression
/// (`Bundle(for:)`, `Set<String>`), and the generic parameters it declares.
private final class TypeReferences: SyntaxVisitor {
    var names: Set<String> = []
    var genericParameters: Set<String> = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text.first?.isUppercase == true { names.insert(node.name.text) }
        return .visitChildren
    }

    /// Only a clause's code: its condition (`#if DEBUG`) names build settings, not types.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        genericParameters.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isMember, name.first?.isUppercase == true { names.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        genericParameters.insert(node.name.text)
        return .visitChildren
    }

    /// `extension ScreenGenNamespace where Base: …` in another file than the type's: `Base` is
    /// the generic parameter ScreenGen.swift declares, which no screen's name can hide there.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.extendedType.trimmedDescription == "ScreenGenNamespace" { genericParameters.insert("Base") }
        return .visitChildren
    }
}
