import Foundation
import ScreenGenKit
import SwiftParser
import SwiftSyntax

/// Type-checks documentation Swift blocks marked `compiles …` with swiftc, against the
/// modules this build made (the UIKit, AppKit and SwiftUI stand-ins, the example apps):
/// each block alone, except that the blocks compiled with a page's spec are one module with
/// the code that spec generates. `#sourceLocation` puts every error on its page line.
struct DocsSwiftCompiler {
    /// Where SwiftPM put this build's modules.
    var modules: URL
    /// A folder for the sources this writes.
    var work: URL
    var moduleCache: URL

    /// One swiftc run: its module name and files (name → text).
    struct Unit {
        var name: String
        var module: String
        var files: [(name: String, text: String)] = []
    }

    /// The units of one page: a unit per block, and one per spec the page's blocks compile with.
    func units(page: String, blocks: [DocsCodeBlock]) -> (units: [Unit], problems: [String]) {
        var units: [Unit] = []
        var problems: [String] = []
        var unitOfSpec: [Int: Int] = [:]
        let specs = blocks.filter { if let marker = $0.marker, case .success(.spec) = DocTestRole.parse(marker) { true } else { false } }
        for block in blocks where block.language == "swift" {
            guard let marker = block.marker, case let .success(.compiles(context)) = DocTestRole.parse(marker) else { continue }
            let source = Self.source(of: block, in: context)
            let fileName = "\(page.replacingOccurrences(of: "/", with: "_"))_\(block.line).swift"
            guard context.module == .pageSpec else {
                units.append(Unit(name: "\(page):\(block.line)", module: "DocBlock", files: [(fileName, source)]))
                continue
            }
            guard let spec = specs.last(where: { $0.line < block.line }) ?? specs.first else {
                problems.append("\(page):\(block.line - 1): 'compiles with the page's spec', but the page has no block marked 'spec'")
                continue
            }
            if unitOfSpec[spec.line] == nil {
                switch Self.generated(from: spec) {
                case let .success(unit):
                    unitOfSpec[spec.line] = units.count
                    units.append(unit)
                case let .failure(problem):
                    problems.append(problem.message)
                    continue
                }
            }
            units[unitOfSpec[spec.line]!].files.append((fileName, source))
        }
        return (units, problems)
    }

    /// The module's generated files for the spec block, with the page's lines as the spec's.
    private static func generated(from spec: DocsCodeBlock) -> Result<Unit, DocTestRole.Problem> {
        let text = String(repeating: "\n", count: spec.line - 1) + spec.text
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: spec.page, bytes: Array(text.utf8))], specsFolder: "Specs")
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let module = result.files.first?.path.split(separator: "/").first else {
            return .failure(DocTestRole.Problem("\(spec.page):\(spec.line - 1): the page's spec generates nothing to compile with: \(errors.map(\.description))"))
        }
        var unit = Unit(name: "\(spec.page):\(spec.line) and the Swift compiled with it", module: String(module))
        for file in result.files where file.path.hasPrefix("\(module)/") && file.path.hasSuffix(".swift") {
            unit.files.append((file.path.replacingOccurrences(of: "/", with: "_"), file.contents))
        }
        return .success(unit)
    }

    /// The errors of one unit, one line each (`README.md:12:5: error: …`).
    func errors(of unit: Unit, index: Int) throws -> [String] {
        let folder = work.appendingPathComponent("unit\(index)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in unit.files {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }
        let result = try ScreenGenProcess.tool("swiftc", ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", unit.module,
                                                           "-I", modules.path, "-module-cache-path", moduleCache.path, "-diagnostic-style", "llvm"] + paths)
        let output = result.stdout + result.stderr
        let errors = output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        if result.status != 0, errors.isEmpty { return ["\(unit.name): swiftc failed: \(output)"] }
        return errors.map { $0.hasPrefix(folder.path + "/") ? "\(unit.name): " + $0.dropFirst(folder.path.count + 1) : $0 }
    }

    /// The file that type-checks `block`: the frameworks, the module it is `in` and the imports
    /// of the block and of `given`; then their types, extensions and functions at file scope,
    /// and their other statements (`let`, calls) in a method of `context.inside`, each line
    /// where the page has it.
    static func source(of block: DocsCodeBlock, in context: DocTestRole.SwiftContext) -> String {
        let given = Split(context.given)
        let sample = Split(block.text)
        let framework = context.inside.hasPrefix("NS") ? "AppKit" : "UIKit"
        var header = ["import Foundation", "import \(framework)"]
        if case let .named(module) = context.module { header.append("@testable import \(module)") }
        header += given.imports + sample.imports
        func located(_ given: [String], _ sample: [String]) -> [String] {
            (context.given.isEmpty ? [] : ["#sourceLocation(file: \"\(block.page)\", line: \(context.givenLine))"] + given)
                + ["#sourceLocation(file: \"\(block.page)\", line: \(block.line))"] + sample + ["#sourceLocation()"]
        }
        var lines = header + [""] + located(given.fileScope, sample.fileScope)
        if given.hasStatements || sample.hasStatements {
            lines += ["extension \(context.inside) {", "func docTestBlock\(block.line)() {"] + located(given.statements, sample.statements) + ["}", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A sample's lines twice: once with only its file-scope declarations, once with only its
    /// statements, every other line blank so that both keep the page's line numbers.
    private struct Split {
        var imports: [String] = []
        var fileScope: [String]
        var statements: [String]
        var hasStatements = false

        init(_ text: String) {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            fileScope = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            statements = fileScope
            for item in tree.statements {
                let first = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
                let last = converter.location(for: item.endPositionBeforeTrailingTrivia).line
                let isImport = item.item.is(ImportDeclSyntax.self)
                if isImport { imports.append(item.trimmedDescription) }
                let atFileScope = DocsSwiftCompiler.isFileScopeDeclaration(item)
                hasStatements = hasStatements || !(isImport || atFileScope)
                for line in first...last {
                    if isImport || !atFileScope { fileScope[line - 1] = "" }
                    if isImport || atFileScope { statements[line - 1] = "" }
                }
            }
        }
    }

    /// A type, extension, function or alias; a `let` or `var` reads as a local, as in a sample.
    static func isFileScopeDeclaration(_ item: CodeBlockItemSyntax) -> Bool {
        guard let decl = item.item.as(DeclSyntax.self) else { return false }
        switch decl.kind {
        case .classDecl, .structDecl, .enumDecl, .protocolDecl, .extensionDecl, .functionDecl, .typeAliasDecl, .actorDecl: return true
        default: return false
        }
    }
}
