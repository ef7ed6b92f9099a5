import Foundation
import XCTest

/// Import is exact by construction: for every folder of Interface Builder files that
/// `screengen import` accepts, what it writes passes `lint --strict` against the same folder
/// with no `ignore:` entry added by hand, `generate` succeeds, and the generated code compiles
/// against the stand-in with stubs of the app's classes (``ImportInvariant``).
///
/// The folders are generated (``StoryboardTree``, one seed each), the storyboard corpus in
/// `../shared`, and the fixtures' storyboard folders. An import that refuses must say why at
/// a location, and may refuse only a tree with nothing it could import.
///
/// `make test` runs the fixed seeds below; `SCREENGEN_IMPORT_SEED` and `SCREENGEN_IMPORT_CASES`
/// run others (`make fuzz-import`), and `SCREENGEN_IMPORT_SEED=<seed> SCREENGEN_IMPORT_CASES=1`
/// runs one failing case again, compiled.
final class ImportPropertyTests: XCTestCase {
    static let firstSeed: UInt64 = 1
    static let cases = 120
    /// Compiling takes seconds a case, so the fixed run compiles one case in this many, and
    /// each case that brings a shape no compiled case had yet.
    static let compileEvery: UInt64 = 15

    private var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }
    private static let moduleCache = FileManager.default.temporaryDirectory
        .appendingPathComponent("screengen-import-module-cache-\(ProcessInfo.processInfo.processIdentifier)")
    /// Failing cases are kept here, one folder each, for the message to point at.
    private static let kept = FileManager.default.temporaryDirectory.appendingPathComponent("screengen-import-property")

    override class func tearDown() {
        try? FileManager.default.removeItem(at: moduleCache)
        super.tearDown()
    }

    private var invariant: ImportInvariant { ImportInvariant(modules: modules, moduleCache: Self.moduleCache) }

    /// The seeds to run, and whether they are the fixed ones.
    private static var seeds: (range: Range<UInt64>, fixed: Bool, compileEvery: UInt64) {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["SCREENGEN_IMPORT_SEED"].flatMap { UInt64($0) }
        let count = environment["SCREENGEN_IMPORT_CASES"].flatMap { UInt64($0) }
        let first = seed ?? firstSeed
        let total = count ?? UInt64(cases)
        let every = environment["SCREENGEN_IMPORT_COMPILE_EVERY"].flatMap { UInt64($0) } ?? (total == 1 ? 1 : compileEvery)
        return (first..<(first + total), seed == nil && count == nil, max(every, 1))
    }

    /// The seeds whose trees are compiled: one in `every`, and each that brings a shape the
    /// compiled ones did not have.
    static func compiledSeeds(_ seeds: Range<UInt64>, every: UInt64) -> Set<UInt64> {
        var covered: Set<StoryboardTree.Shape> = []
        var chosen: Set<UInt64> = []
        for seed in seeds {
            let shapes = StoryboardTree(seed: seed).shapes
            if seed % every == 0 || !shapes.isSubset(of: covered) {
                chosen.insert(seed)
                covered.formUnion(shapes)
            }
        }
        return chosen
    }

    func testTheFixedSeedsMakeEveryShape() {
        var counts: [StoryboardTree.Shape: Int] = [:]
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.cases)) {
            for shape in StoryboardTree(seed: seed).shapes { counts[shape, default: 0] += 1 }
        }
        let missing = StoryboardTree.Shape.allCases.filter { counts[$0] == nil }
        XCTAssertEqual(missing, [], "no tree of the fixed seeds has these shapes; raise `cases` or the shapes' chances")
        XCTAssertEqual(StoryboardTree(seed: 7).files, StoryboardTree(seed: 7).files, "a seed makes the same tree every time")
    }

    func testEveryImportedTreeLintsGeneratesAndCompiles() throws {
        try skipWithoutStandIn()
        let (seeds, fixed, every) = Self.seeds
        let compiled = Self.compiledSeeds(seeds, every: every)
        var refusals: [String] = []
        var failures: [(label: String, failure: ImportInvariant.Failure)] = []
        var checked = 0
        var compiledCount = 0
        var shapes: Set<StoryboardTree.Shape> = []
        for seed in seeds {
            let tree = StoryboardTree(seed: seed)
            shapes.formUnion(tree.shapes)
            let work = Self.kept.appendingPathComponent("seed-\(seed)")
            try? FileManager.default.removeItem(at: work)
            try tree.write(to: work.appendingPathComponent("Tree"))
            do {
                switch try invariant.check(tree: "Tree", in: work, classes: tree.classes.sorted(), compile: compiled.contains(seed)) {
                case .checked(let didCompile):
                    checked += 1
                    if didCompile { compiledCount += 1 }
                case .refused(let output):
                    refusals.append("seed \(seed): \(output.split(separator: "\n").dropFirst().prefix(3).joined(separator: " | "))")
                    if tree.importable > 0 {
                        throw ImportInvariant.Failure(step: "import refused a tree with \(tree.importable) importable scenes", command: "screengen import Tree --output Specs",
                                                      folder: work, output: output)
                    }
                }
                try? FileManager.default.removeItem(at: work)
            } catch let failure as ImportInvariant.Failure {
                failures.append(("\(seed)", failure))
                XCTFail("""
                    seed \(seed): \(failure)
                    the tree is kept in \(work.path)/Tree; run it again with
                    SCREENGEN_IMPORT_SEED=\(seed) SCREENGEN_IMPORT_CASES=1 swift test --skip-build --filter ImportPropertyTests
                    """)
            }
        }
        print(Self.summary(seeds: seeds, checked: checked, compiled: compiledCount, chosen: compiled.count, refusals: refusals, failures: failures))
        if fixed {
            XCTAssertEqual(StoryboardTree.Shape.allCases.filter { !shapes.contains($0) }, [], "the fixed seeds cover every shape")
        }
    }

    /// The storyboard corpus next to the repository, each platform's folder as one tree.
    func testCorpusFoldersLintGenerateAndCompile() throws {
        try skipWithoutStandIn()
        let corpus = Fixtures.repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards/swiftgen")
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw XCTSkip("../shared/corpus/storyboards/swiftgen is absent; the corpus check needs it")
        }
        try checkFolders(["iOS", "macOS"].map { corpus.appendingPathComponent($0) })
    }

    /// Each fixture folder that holds storyboards, as a user would point import at it.
    func testFixtureStoryboardFoldersLintGenerateAndCompile() throws {
        try skipWithoutStandIn()
        let folders = Self.fixtureStoryboardFolders()
        XCTAssertGreaterThan(folders.count, 20)
        try checkFolders(folders)
    }

    /// The folders below Tests/Fixtures a storyboard is in: for each storyboard, the child of
    /// its nearest ancestor with a `Specs` folder (a case), or of its fixture group.
    static func fixtureStoryboardFolders() -> [URL] {
        var folders: Set<String> = []
        for path in Fixtures.files(in: Fixtures.root).keys where path.hasSuffix(".storyboard") {
            var components = path.split(separator: "/").map(String.init).dropLast()
            while components.count > 2 {
                let parent = Fixtures.root.appendingPathComponent(components.dropLast().joined(separator: "/"))
                if FileManager.default.fileExists(atPath: parent.appendingPathComponent("Specs").path) { break }
                components = components.dropLast()
            }
            if components.count >= 2 { folders.insert(components.joined(separator: "/")) }
        }
        return folders.sorted().map { Fixtures.root.appendingPathComponent($0) }
    }

    private func checkFolders(_ folders: [URL]) throws {
        var refusals: [String] = []
        var failures: [(label: String, failure: ImportInvariant.Failure)] = []
        var checked = 0
        for folder in folders {
            let name = Fixtures.relative(folder)
            let work = Self.kept.appendingPathComponent(name.replacingOccurrences(of: "/", with: "_"))
            try? FileManager.default.removeItem(at: work)
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let tree = folder.lastPathComponent
            try FileManager.default.copyItem(at: folder, to: work.appendingPathComponent(tree))
            do {
                switch try invariant.check(tree: tree, in: work, classes: StoryboardTree.classes(in: folder), anyModule: true, compile: true) {
                case .checked: checked += 1
                case .refused(let output): refusals.append("\(name): \(output.split(separator: "\n").dropFirst().prefix(3).joined(separator: " | "))")
                }
                try? FileManager.default.removeItem(at: work)
            } catch let failure as ImportInvariant.Failure {
                failures.append((name, failure))
                XCTFail("\(name): \(failure)\nthe folder is kept in \(work.path)")
            }
        }
        print(Self.summary(seeds: nil, checked: checked, compiled: checked, chosen: folders.count, refusals: refusals, failures: failures))
    }

    /// What a run found: counts, each refusal, and each kind of failure once with its seeds.
    static func summary(seeds: Range<UInt64>?, checked: Int, compiled: Int, chosen: Int, refusals: [String],
                        failures: [(label: String, failure: ImportInvariant.Failure)]) -> String {
        var lines = ["import property: \(seeds.map { "seeds \($0.lowerBound)..<\($0.upperBound), " } ?? "")\(checked) held (\(compiled) of the \(chosen) chosen to compile did), "
            + "\(refusals.count) refused, \(failures.count) failed"]
        lines += refusals.map { "  refused: \($0)" }
        var kinds: [String: [String]] = [:]
        for (label, failure) in failures { kinds[failure.kind, default: []].append(label) }
        for (kind, labels) in kinds.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
            lines.append("  \(labels.count)× \(kind) — \(labels.prefix(8).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    private func skipWithoutStandIn() throws {
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) else {
            throw XCTSkip("the UIKit stand-in module is not built (swift build --build-tests builds it)")
        }
    }
}
