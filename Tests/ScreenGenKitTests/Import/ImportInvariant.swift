import Foundation

/// "Import is exact by construction", checked on one folder of Interface Builder files through
/// the real binary: what `screengen import` accepts passes `lint --strict` against the same
/// folder, `generate` succeeds, and the generated code compiles (Swift 6, warnings as errors)
/// against the UIKit or AppKit stand-in with a stub for each of the app's own classes.
struct ImportInvariant {
    enum Outcome: Equatable {
        case checked(compiled: Bool)
        /// Import stopped with a located error; its output.
        case refused(String)
    }

    /// A step that broke the invariant: what ran, where, and what it printed.
    struct Failure: Error, CustomStringConvertible {
        var step: String
        var command: String
        var folder: URL
        var output: String

        var description: String { "`\(command)` in \(folder.path) (\(step)):\n\(output)" }

        /// The first error line with names and numbers taken out, so that one fault found by
        /// many cases is counted once.
        var kind: String {
            let lines = output.split(separator: "\n").map(String.init)
            let line = lines.first { $0.contains("error:") } ?? lines.first ?? ""
            let message = line.range(of: "error:").map { String(line[$0.lowerBound...]) } ?? line
            let unquoted = "\(step): \(message)".replacingOccurrences(of: "'[^']*'", with: "'…'", options: .regularExpression)
                .replacingOccurrences(of: "\"[^\"]*\"", with: "\"…\"", options: .regularExpression)
                .replacingOccurrences(of: "[^ ,;']*/[^ ,;']*", with: "…", options: .regularExpression)
                .replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
            return String(unquoted.prefix(200))
        }
    }

    /// Where SwiftPM put the stand-in modules of this build.
    let modules: URL
    /// Shared by the swiftc runs of one test process, so the system modules are built once.
    let moduleCache: URL

    /// Runs the invariant on `work/<tree>` (a relative path, as a user types it); writes the
    /// specs, the generated code and the compiled modules into `work`. `classes` are the
    /// app's classes; `anyModule` puts every class into every module compiled (when the tree
    /// is read rather than made, a class of no named module may be in any of them).
    func check(tree: String, in work: URL, classes: [StoryboardTree.SwiftClass], anyModule: Bool = false, compile: Bool) throws -> Outcome {
        let imported = try ScreenGenProcess.run(["import", tree, "--output", "Specs"], in: work)
        let importCommand = "screengen import \(tree) --output Specs"
        if imported.reason != .exit || ![0, 1, 2].contains(imported.status) {
            throw Failure(step: "import crashed", command: importCommand, folder: work, output: Self.output(imported))
        }
        if imported.status != 0 {
            guard Self.hasLocatedError(imported) else {
                throw Failure(step: "import refused without a located error", command: importCommand, folder: work, output: Self.output(imported))
            }
            return .refused(Self.output(imported))
        }
        let configured = FileManager.default.fileExists(atPath: work.appendingPathComponent("screengen.yml").path)
        let specs = configured ? ["--config", "screengen.yml"] : ["--specs", "Specs"]
        try run(["lint", "--strict", "--storyboards", tree] + specs, step: "lint --strict", in: work)
        try run(["generate"] + specs + (configured ? [] : ["--output", "Generated"]), step: "generate", in: work)
        guard compile else { return .checked(compiled: false) }
        try compileGenerated(in: work, classes: classes, anyModule: anyModule)
        return .checked(compiled: true)
    }

    private func run(_ arguments: [String], step: String, in work: URL) throws {
        let result = try ScreenGenProcess.run(arguments, in: work)
        if result.reason != .exit || result.status != 0 {
            throw Failure(step: step, command: (["screengen"] + arguments).joined(separator: " "), folder: work, output: Self.output(result))
        }
    }

    static func output(_ result: ScreenGenProcess.Finished) -> String {
        let status = result.reason == .exit ? "exit status \(result.status)" : "killed by signal \(result.status)"
        return "\(status)\n" + (result.stderr.isEmpty ? "" : "stderr:\n\(result.stderr)") + (result.stdout.isEmpty ? "" : "stdout:\n\(result.stdout)")
    }

    /// A refusal names the file it is about: `path: error: …` or `path:line:column: error: …`.
    static func hasLocatedError(_ result: ScreenGenProcess.Finished) -> Bool {
        (result.stderr + "\n" + result.stdout).split(separator: "\n").contains { line in
            guard let range = line.range(of: ": error: ") else { return false }
            let location = line[..<range.lowerBound]
            return !location.isEmpty && location != "screengen" && !location.hasPrefix("Error")
        }
    }

    // MARK: Compiling

    /// The support module first, then every module with its stubs, then every module's tests.
    private func compileGenerated(in work: URL, classes: [StoryboardTree.SwiftClass], anyModule: Bool) throws {
        let generated = work.appendingPathComponent("Generated")
        let built = work.appendingPathComponent("Built")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        let folders = Self.swiftFolders(below: generated)
        let testFolders = folders.filter { $0.key.hasSuffix("Tests") }
        let moduleFolders = folders.filter { !$0.key.hasSuffix("Tests") }
        let order = moduleFolders.keys.sorted { ($0 == "ScreenGenSupport" ? 0 : 1, $0) < ($1 == "ScreenGenSupport" ? 0 : 1, $1) }
        for module in order {
            let stubs = module == "ScreenGenSupport" ? [] : try writeStubs(module: module, classes: classes, anyModule: anyModule, in: work)
            // The modules built here first: the build's own folder has a ScreenGenSupport too.
            try swiftc(["-emit-module", "-module-name", module, "-enable-testing", "-parse-as-library", "-I", built.path, "-I", modules.path,
                        "-emit-module-path", built.appendingPathComponent("\(module).swiftmodule").path] + moduleFolders[module]! + stubs,
                       what: "the generated module \(module) with its stubs", in: work)
        }
        for (folder, sources) in testFolders.sorted(by: { $0.key < $1.key }) {
            try swiftc(["-typecheck", "-I", built.path, "-I", modules.path] + sources, what: "the generated tests \(folder)", in: work)
        }
    }

    private func swiftc(_ arguments: [String], what: String, in work: URL) throws {
        let all = arguments + ["-swift-version", "6", "-warnings-as-errors", "-module-cache-path", moduleCache.path]
        let result = try ScreenGenProcess.tool("swiftc", all, in: work)
        let output = result.stdout + result.stderr
        if result.status != 0 || output.contains("warning:") {
            throw Failure(step: "compile \(what)", command: (["swiftc"] + all).joined(separator: " "), folder: work, output: Self.output(result))
        }
    }

    /// Folder name → its Swift files, for each folder below `generated` that holds some.
    static func swiftFolders(below generated: URL) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (path, _) in Fixtures.files(in: generated) where path.hasSuffix(".swift") {
            let folder = (path as NSString).deletingLastPathComponent
            result[(folder as NSString).lastPathComponent, default: []].append(generated.appendingPathComponent(path).path)
        }
        return result.mapValues { $0.sorted() }
    }

    /// One stub file per framework: `class <Name>: <Superclass> {}` for each class of `module`,
    /// and the superclasses the stand-in does not declare, as UIKit and AppKit declare them.
    private func writeStubs(module: String, classes: [StoryboardTree.SwiftClass], anyModule: Bool, in work: URL) throws -> [String] {
        var byFramework: [Bool: [StoryboardTree.SwiftClass]] = [:]
        var seen = Set<String>()
        for swiftClass in classes.sorted() where (anyModule || swiftClass.module == module) && seen.insert(swiftClass.name).inserted {
            byFramework[swiftClass.platform.isAppKit, default: []].append(swiftClass)
        }
        var paths: [String] = []
        for (isAppKit, members) in byFramework.sorted(by: { !$0.key && $1.key }) {
            let framework = isAppKit ? "AppKit" : "UIKit"
            var lines = ["import Foundation", "import \(framework)", ""]
            let missing = Set(members.map(\.superclass)).filter { $0 != "NSObject" && !Self.standInDeclares($0, framework: framework) }
            for superclass in missing.sorted() {
                lines.append("open class \(superclass): \(Self.baseOfMissing[superclass] ?? "NSObject") {}")
            }
            for member in members {
                lines.append("class \(member.name): \(member.superclass) {}")
            }
            let url = work.appendingPathComponent("Stubs/\(module)/\(framework)Stubs.swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((lines + [""]).joined(separator: "\n").utf8).write(to: url)
            paths.append(url.path)
        }
        return paths
    }

    /// What the classes the stand-ins leave out derive from in UIKit and AppKit.
    private static let baseOfMissing = [
        "UITabBarController": "UIViewController", "UICollectionViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UITableViewCell": "UIView", "UICollectionViewCell": "UIView", "UIStoryboardSegue": "NSObject", "NSStoryboardSegue": "NSObject",
    ]

    private static let standInSources: [String: String] = {
        var texts: [String: String] = [:]
        for framework in ["UIKit", "AppKit"] {
            let folder = Fixtures.repository.appendingPathComponent("Tests/Support/\(framework)")
            texts[framework] = Fixtures.files(in: folder).values.joined(separator: "\n")
        }
        return texts
    }()

    private static func standInDeclares(_ name: String, framework: String) -> Bool {
        standInSources[framework]?.range(of: "class \(name)\\b", options: .regularExpression) != nil
    }
}
