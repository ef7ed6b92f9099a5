import Foundation
@testable import ScreenGenKit
@testable import screengen

/// Checks documentation code blocks by the role their `<!-- doc-test: … -->` comment names
/// (`DocsCodeBlockTests` says which and how): each problem is one line,
/// `page:line: what is wrong`, with the page's line.
struct DocsCodeBlockChecker {
    /// The repository whose Makefile and storyboard folders the blocks name.
    var repository: URL
    /// A folder that exists, given to `--storyboards` in place of a documented one.
    var existingFolder: URL

    /// How many blocks and commands were checked, so a test can tell that it checked some.
    struct Counts: Equatable {
        var specs = 0, configs = 0, workflows = 0, fragments = 0, skipped = 0, swiftToCompile = 0, transcripts = 0
        var screengenCommands = 0, makeCommands = 0
    }

    private(set) var counts = Counts()

    init(repository: URL, existingFolder: URL) {
        self.repository = repository
        self.existingFolder = existingFolder
    }

    /// What is wrong with `block`: its marker, or what its role checks here. Swift to compile
    /// and transcripts are only counted here: `DocsSwiftBlockTests` and
    /// `GoldenDocsTranscriptTests` check them.
    mutating func problems(in block: DocsCodeBlock) -> [String] {
        var role: DocTestRole?
        if let marker = block.marker {
            switch DocTestRole.parse(marker) {
            case let .success(parsed): role = parsed
            case let .failure(problem): return ["\(block.page):\(marker.line): \(problem.message)"]
            }
        }
        let fence = "\(block.page):\(block.line - 1)"
        if case .skip = role {
            counts.skipped += 1
            return []
        }
        switch block.language {
        case "yaml", "yml":
            guard let role else {
                return ["\(fence): a YAML block needs <!-- doc-test: ROLE --> on the line before its fence; ROLE is one of: \(DocTestRole.vocabulary)"]
            }
            return yamlProblems(block, role: role, at: fence)
        case "swift":
            switch role {
            case nil:
                return ["\(fence): a Swift block needs <!-- doc-test: ROLE --> on the line before its fence; ROLE is one of: \(DocTestRole.vocabulary)"]
            case .compiles:
                counts.swiftToCompile += 1
                return []
            case let .fragment(description) where !description.isEmpty:
                counts.fragments += 1
                return []
            case .fragment: return ["\(fence): a Swift fragment says what it is part of: <!-- doc-test: fragment of … -->"]
            default: return ["\(fence): a Swift block is 'compiles …', 'fragment of …' or 'skip — reason'"]
            }
        case "sh", "bash", "shell", "console":
            guard role == nil else { return ["\(fence): a shell block is checked as it is, or 'skip — reason'"] }
            return shellProblems(block.text, page: block.page, firstLine: block.line)
        default:
            switch role {
            case .transcript:
                counts.transcripts += 1
                return []
            case .fragment:
                counts.fragments += 1
                return []
            case nil:
                guard Self.showsDiagnostics(block.text) else { return [] }
                return ["\(fence): a block showing what screengen prints is generated: <!-- doc-test: transcript in FOLDER --> with `$ screengen …` lines"]
            default:
                return ["\(fence): a \(block.language.isEmpty ? "plain" : block.language) block is 'transcript in FOLDER', 'fragment …' or 'skip — reason'"]
            }
        }
    }

    /// Whether `text` has a line screengen prints about a spec (`Specs/App.yml:6:5: error: …`)
    /// or its summary (`screengen: …`).
    static func showsDiagnostics(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            line.hasPrefix("screengen: ") || line.contains(#/^\S+\.ya?ml:[0-9]+:[0-9]+: (error|warning|note): /#)
        }
    }

    // MARK: YAML

    private mutating func yamlProblems(_ block: DocsCodeBlock, role: DocTestRole, at fence: String) -> [String] {
        let (node, diagnostics) = YAMLLoader(file: block.page).load(Array(block.text.utf8))
        let errors = diagnostics.filter { $0.severity == .error }
        guard let node, errors.isEmpty else {
            return errors.map { located($0, in: block) } + (node == nil && errors.isEmpty ? ["\(fence): the block is not YAML"] : [])
        }
        switch role {
        case .spec:
            counts.specs += 1
            return specProblems(block, node: node)
        case .config:
            counts.configs += 1
            return configProblems(block)
        case .workflow:
            counts.workflows += 1
            return Self.runScripts(in: node).flatMap { script in
                shellProblems(script.text, page: block.page, firstLine: block.line + script.line - 1)
            }
        case .fragment:
            counts.fragments += 1
            return Self.runScripts(in: node).flatMap { script in
                shellProblems(script.text, page: block.page, firstLine: block.line + script.line - 1)
            }
        case .skip, .compiles, .transcript:
            return ["\(fence): a YAML block is a spec, config, workflow, fragment or skip"]
        }
    }

    /// A spec is linted as `Specs/Docs.yml` of the repository. It is checked against the
    /// storyboards it names only when every folder and file it names is there (relative to
    /// `Specs/`, as for the example app's spec).
    private func specProblems(_ block: DocsCodeBlock, node: YAMLNode) -> [String] {
        var pipeline = Pipeline()
        pipeline.options.baseDirectory = repository
        let specFolder = repository.appendingPathComponent("Specs")
        let named = Self.storyboardLocations(node)
        pipeline.options.checksStoryboards = !named.isEmpty && named.allSatisfy {
            FileManager.default.fileExists(atPath: URL(fileURLWithPath: $0, relativeTo: specFolder).path)
        }
        let result = pipeline.run(files: [SpecFolder.File(displayPath: "Specs/Docs.yml", bytes: Array(block.text.utf8))], specsFolder: "Specs")
        return result.diagnostics.filter { $0.severity == .error }.map { located($0, in: block) }
    }

    private func configProblems(_ block: DocsCodeBlock) -> [String] {
        let file = existingFolder.appendingPathComponent("screengen.yml")
        do {
            try block.text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            return ["\(block.page):\(block.line): cannot write the config to \(file.path): \(error)"]
        }
        let (_, diagnostics) = ConfigFile.load(contentsOf: file, displayPath: block.page)
        return diagnostics.filter { $0.severity == .error }.map { located($0, in: block) }
    }

    /// `page:line: error: …`, the diagnostic's line moved to where the block is in the page.
    private func located(_ diagnostic: Diagnostic, in block: DocsCodeBlock) -> String {
        var moved = diagnostic
        moved.location.file = block.page
        moved.location.line = block.line + diagnostic.location.line - 1
        return moved.description
    }

    /// `storyboardPaths` and every storyboard's `path`, as written.
    private static func storyboardLocations(_ node: YAMLNode) -> [String] {
        guard case let .mapping(pairs) = node.content else { return [] }
        var locations: [String] = []
        for pair in pairs {
            switch (pair.key.scalar, pair.value.content) {
            case ("storyboardPaths", let .scalar(text, _)): locations.append(text)
            case ("storyboardPaths", let .sequence(items)): locations += items.compactMap(\.scalar)
            case ("storyboards", let .mapping(storyboards)):
                for storyboard in storyboards {
                    guard case let .mapping(keys) = storyboard.value.content else { continue }
                    locations += keys.filter { $0.key.scalar == "path" }.compactMap(\.value.scalar)
                }
            default: continue
            }
        }
        return locations
    }

    /// Every `run:` script of a GitHub Actions workflow, and every `script:` of a build tool's
    /// file (XcodeGen's `preBuildScripts`), with the line its text starts on.
    private static func runScripts(in node: YAMLNode) -> [(line: Int, text: String)] {
        switch node.content {
        case .scalar: return []
        case let .sequence(items): return items.flatMap(runScripts)
        case let .mapping(pairs):
            return pairs.flatMap { pair -> [(line: Int, text: String)] in
                if ["run", "script"].contains(pair.key.scalar), let text = pair.value.scalar {
                    return [(pair.value.location.line + (pair.value.lineCount > 1 ? 1 : 0), text)]
                }
                return runScripts(in: pair.value)
            }
        }
    }

    // MARK: Shell

    private mutating func shellProblems(_ script: String, page: String, firstLine: Int) -> [String] {
        ShellCommandLine.commands(in: script).compactMap { command in
            let location = "\(page):\(firstLine + command.line - 1)"
            let words = command.words
            if words.first == "screengen" {
                return screengenProblem(Array(words.dropFirst()), at: location)
            }
            if words.starts(with: ["swift", "package"]), let verb = words.firstIndex(of: "screengen") {
                return screengenProblem(Array(words[(verb + 1)...]), at: location)
            }
            if words.first == "make" {
                counts.makeCommands += 1
                let missing = Self.makeTargets(Array(words.dropFirst())).filter { !makefileTargets.contains($0) }
                return missing.isEmpty ? nil : "\(location): make: the Makefile has no target \(missing.joined(separator: ", "))"
            }
            return nil
        }
    }

    /// Parses the arguments with screengen's own command types, so a renamed or removed
    /// subcommand or option fails. Storyboard folders are replaced by one that exists, since
    /// parsing checks that they do.
    private mutating func screengenProblem(_ arguments: [String], at location: String) -> String? {
        counts.screengenCommands += 1
        var parsed: [String] = []
        var replacesNext = false
        for argument in arguments {
            if replacesNext {
                parsed.append(existingFolder.path)
                replacesNext = false
            } else if argument == "--storyboards" {
                parsed.append(argument)
                replacesNext = true
            } else if argument.hasPrefix("--storyboards=") {
                parsed.append("--storyboards=\(existingFolder.path)")
            } else {
                parsed.append(argument)
            }
        }
        do {
            _ = try ScreenGenCommand.parseAsRoot(parsed)
            return nil
        } catch {
            // --help, --version and completion scripts end parsing with success.
            if ScreenGenCommand.exitCode(for: error) == .success { return nil }
            return "\(location): screengen \(arguments.joined(separator: " ")): \(ScreenGenCommand.message(for: error))"
        }
    }

    /// The targets a `make` command line names: not its options, their values or `NAME=value`.
    static func makeTargets(_ arguments: [String]) -> [String] {
        var targets: [String] = []
        var skipsNext = false
        for argument in arguments {
            if skipsNext {
                skipsNext = false
            } else if ["-C", "-f", "-o", "-W", "-I"].contains(argument) {
                skipsNext = true
            } else if !argument.hasPrefix("-"), !argument.contains("=") {
                targets.append(argument)
            }
        }
        return targets
    }

    /// The rule targets of the repository's Makefile.
    private lazy var makefileTargets: Set<String> = {
        let makefile = (try? String(contentsOf: repository.appendingPathComponent("Makefile"), encoding: .utf8)) ?? ""
        return Self.targets(ofMakefile: makefile)
    }()

    static func targets(ofMakefile makefile: String) -> Set<String> {
        var targets: Set<String> = []
        for line in makefile.split(separator: "\n") {
            guard let match = line.prefixMatch(of: /([A-Za-z0-9_.\- ]+?)\s*::?(?!=)/) else { continue }
            targets.formUnion(match.1.split(separator: " ").map(String.init).filter { !$0.hasPrefix(".") })
        }
        return targets
    }
}
