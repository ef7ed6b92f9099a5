import Foundation

/// What a documentation code block is, as its `<!-- doc-test: … -->` comment says
/// (`DocsCodeBlockTests` lists the roles and what each checks).
enum DocTestRole: Equatable {
    /// A whole spec, linted as one.
    case spec
    /// A whole `screengen.yml`.
    case config
    /// A GitHub Actions workflow, whose `run:` scripts are checked as shell.
    case workflow
    /// Deliberately partial: YAML must still parse; Swift is not compiled.
    case fragment(description: String)
    /// Not checked, for the reason given.
    case skip(reason: String)
    /// Swift that type-checks in `context`.
    case compiles(SwiftContext)
    /// `$ screengen …` lines, each followed by what it prints when run in `fixture`, a folder
    /// of the repository; recorded by `make record`.
    case transcript(fixture: String)

    /// Where a `compiles` block is type-checked.
    struct SwiftContext: Equatable {
        enum Module: Equatable {
            /// Only the frameworks and the block's own imports.
            case none
            /// A module this package builds (`in ExampleApp`), imported with `@testable`.
            case named(String)
            /// The code generated from the page's spec: the nearest `spec` block above the
            /// block, else the first below. The page's blocks with this context share a module.
            case pageSpec
        }

        var module: Module = .none
        /// The type whose method body holds a block of statements (`inside NSViewController`).
        var inside = "UIViewController"
        /// Declarations the block assumes (`given: let all: [Quote] = []`), put before it:
        /// in the same method for statements, at file scope for declarations.
        var given = ""
        /// The page line `given` starts on.
        var givenLine = 0
    }

    static let vocabulary = "spec, config, workflow, fragment [what it is part of], skip — reason, "
        + "compiles [in MODULE | with the page's spec][, inside TYPE][; given: DECLARATIONS], transcript in FOLDER"

    /// The role a marker names, or why it names none.
    static func parse(_ marker: DocsCodeBlock.Marker) -> Result<DocTestRole, Problem> {
        let text = marker.text
        let firstWord = text.prefix { $0.isLetter }
        let rest = text.dropFirst(firstWord.count).trimmingCharacters(in: .whitespaces)
        switch firstWord {
        case "spec" where rest.isEmpty: return .success(.spec)
        case "config" where rest.isEmpty: return .success(.config)
        case "workflow" where rest.isEmpty: return .success(.workflow)
        case "fragment": return .success(.fragment(description: rest))
        case "skip":
            let reason = rest.drop { " —–-:".contains($0) }.trimmingCharacters(in: .whitespacesAndNewlines)
            return reason.isEmpty ? .failure(Problem("'skip' needs a reason: skip — why this block is not checked")) : .success(.skip(reason: reason))
        case "transcript":
            guard rest.hasPrefix("in "), let folder = rest.dropFirst(3).split(separator: " ").first, !folder.isEmpty else {
                return .failure(Problem("'transcript' needs the folder its commands run in: transcript in Tests/Fixtures/…"))
            }
            return .success(.transcript(fixture: String(folder)))
        case "compiles": return compiles(rest, marker: marker)
        default: return .failure(Problem("unknown doc-test role '\(text.prefix { $0 != "\n" })'; one of: \(vocabulary)"))
        }
    }

    private static func compiles(_ text: String, marker: DocsCodeBlock.Marker) -> Result<DocTestRole, Problem> {
        var context = SwiftContext()
        var head = Substring(text)
        if let given = text.range(of: "given:") {
            head = text[..<given.lowerBound]
            context.given = String(text[given.upperBound...]).trimmingCharacters(in: .whitespaces)
            context.givenLine = marker.line + text[..<given.upperBound].filter { $0 == "\n" }.count
        }
        let clauses = head.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union([";"])) }.filter { !$0.isEmpty }
        for clause in clauses {
            if clause == "with the page's spec" {
                context.module = .pageSpec
            } else if clause.hasPrefix("in "), clause.dropFirst(3).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                context.module = .named(String(clause.dropFirst(3)))
            } else if clause.hasPrefix("inside "), clause.dropFirst(7).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                context.inside = String(clause.dropFirst(7))
            } else {
                return .failure(Problem("'compiles' does not know '\(clause)'; it takes: compiles [in MODULE | with the page's spec][, inside TYPE][; given: DECLARATIONS]"))
            }
        }
        return .success(.compiles(context))
    }

    /// Why a marker names no role.
    struct Problem: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
