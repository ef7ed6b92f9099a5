import Foundation
@testable import screengen
import XCTest

/// A mistyped command, option or option value names the closest one, and exits 2 (a usage
/// error). The commands and their options are read from the parser's own description of
/// them (`ScreenGenCommand._dumpHelp()`, what `--experimental-dump-help` prints), so an
/// option added later is covered without being listed here.
final class DidYouMeanTests: XCTestCase {
    /// One command as the parser describes it: its name, its options' long names, and the
    /// values of each option or argument that takes a fixed set of them.
    struct CommandInfo {
        var name: String
        var longNames: [String]
        /// `(option, or nil for an argument; values)`.
        var choices: [(option: String?, values: [String])]
    }

    static func commands() throws -> [CommandInfo] {
        let data = Data(ScreenGenCommand._dumpHelp().utf8)
        let root = try XCTUnwrap((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["command"] as? [String: Any])
        let subcommands = try XCTUnwrap(root["subcommands"] as? [[String: Any]])
        return subcommands.compactMap { command in
            guard let name = command["commandName"] as? String, name != "help" else { return nil }
            var info = CommandInfo(name: name, longNames: [], choices: [])
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
                let longs = (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String }
                // ArgumentParser's own options, not screengen's.
                let own = longs.filter { !["help", "version"].contains($0) && !$0.hasPrefix("experimental") }
                info.longNames += own.map { "--" + $0 }
                if let values = argument["allValues"] as? [String], !values.isEmpty {
                    let kind = argument["kind"] as? String
                    if kind == "positional" { info.choices.append((nil, values)) }
                    if kind == "option", let long = own.first { info.choices.append(("--" + long, values)) }
                }
            }
            return info
        }
    }

    /// `word` with one letter dropped from its middle: a typo one edit away.
    static func mistyped(_ word: String) -> String {
        var letters = Array(word)
        let prefix = word.prefix { $0 == "-" }.count
        letters.remove(at: prefix + (letters.count - prefix) / 2)
        return String(letters)
    }

    func testTheParserDescribesEveryCommandAndItsOptions() throws {
        let commands = try Self.commands()
        XCTAssertEqual(commands.map(\.name), ScreenGenCommand.configuration.subcommands.map { $0._commandName })
        let check = try XCTUnwrap(commands.first { $0.name == "check" })
        XCTAssertTrue(check.longNames.contains("--specs") && check.longNames.contains("--no-strict"), "\(check.longNames)")
        XCTAssertEqual(check.choices.map(\.option), ["--diagnostics-format", "--color"])
        XCTAssertEqual(try XCTUnwrap(commands.first { $0.name == "schema" }).choices.map(\.values), [["spec", "config"], ["xcode", "github", "json"], ["auto", "always", "never"]])
    }

    func testAMistypedCommandNamesTheClosestCommand() throws {
        let folder = Fixtures.temporaryFolder(self)
        for command in try Self.commands() {
            for typed in [Self.mistyped(command.name), String(command.name.dropLast())] where typed != command.name {
                let result = try ScreenGenProcess.run([typed, "--specs", "Specs"], in: folder)
                XCTAssertEqual(result.status, 2, typed)
                XCTAssertEqual(result.stderr, "screengen: error: unknown command '\(typed)'; did you mean '\(command.name)'? ('screengen --help' lists the commands)\n")
                XCTAssertEqual(result.stdout, "")
            }
        }
    }

    func testAWordFarFromEveryCommandListsThem() throws {
        let result = try ScreenGenProcess.run(["frobnicate"], in: Fixtures.temporaryFolder(self))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "screengen: error: unknown command 'frobnicate'; the commands are: generate, lint, check, schema, xcfilelist, import, init, graph, links, explain\n")
    }

    /// Every long option of every command, mistyped, is named by ArgumentParser itself.
    func testAMistypedOptionNamesTheClosestOptionOfItsCommand() throws {
        let folder = Fixtures.temporaryFolder(self)
        var checked = 0
        for command in try Self.commands() {
            for option in command.longNames {
                let typed = Self.mistyped(option)
                let result = try ScreenGenProcess.run([command.name, typed], in: folder)
                XCTAssertEqual(result.status, 2, "\(command.name) \(typed)")
                XCTAssertTrue(result.stderr.contains("Unknown option '\(typed)'. Did you mean '\(option)'?"), "\(command.name) \(typed): \(result.stderr)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50)
    }

    /// `import` checks for a path after the options are known, so a mistyped option is
    /// named even without one, and a run with neither still asks for it.
    func testImportWithoutAPathAsksForOne() throws {
        let result = try ScreenGenProcess.run(["import"], in: Fixtures.temporaryFolder(self))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "screengen: error: give at least one storyboard file or folder ('screengen import --help' shows how)\n")
    }

    /// Every option with a fixed set of values, of every command, and `schema`'s argument:
    /// each value mistyped names that value.
    func testAMistypedValueNamesTheClosestValue() throws {
        let folder = Fixtures.temporaryFolder(self)
        var checked = 0
        for command in try Self.commands() {
            for choice in command.choices {
                for value in choice.values {
                    let typed = Self.mistyped(value)
                    let result = try ScreenGenProcess.run([command.name] + (choice.option.map { [$0, typed] } ?? [typed]), in: folder)
                    let shown = "\(command.name) \(choice.option ?? "") \(typed)"
                    XCTAssertEqual(result.status, 2, shown)
                    XCTAssertTrue(result.stderr.contains("The value '\(typed)' is invalid for"), "\(shown): \(result.stderr)")
                    XCTAssertTrue(result.stderr.contains(". Did you mean '\(value)'? Please provide one of "), "\(shown): \(result.stderr)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 50)
    }

    /// A value far from every value gets the list alone, and other messages pass unchanged.
    func testOnlyAValueCloseToOneIsSuggested() throws {
        let far = try ScreenGenProcess.run(["lint", "--color", "purple"], in: Fixtures.temporaryFolder(self))
        XCTAssertEqual(far.status, 2)
        XCTAssertTrue(far.stderr.hasPrefix("Error: The value 'purple' is invalid for '--color <when>'. Please provide one of 'auto', 'always' or 'never'."), far.stderr)
        XCTAssertFalse(far.stderr.lowercased().contains("did you mean"), far.stderr)
        let list = "Error: The value 'blu' is invalid for '--tint <t>'. Please provide one of the following:\n  - red\n  - blue\n  - green\nUsage: x"
        XCTAssertEqual(ScreenGenCommand.valueSuggested(list),
                       "Error: The value 'blu' is invalid for '--tint <t>'. Did you mean 'blue'? Please provide one of the following:\n  - red\n  - blue\n  - green\nUsage: x")
        XCTAssertEqual(ScreenGenCommand.valueSuggested("Error: Missing expected argument '<path>'"), "Error: Missing expected argument '<path>'")
    }

    /// The right words still run: the hint never stands in the way of a command or of help.
    func testCommandsAndHelpAreNotTakenForTypos() throws {
        let folder = Fixtures.temporaryFolder(self)
        XCTAssertEqual(try ScreenGenProcess.run(["help"], in: folder).status, 0)
        XCTAssertEqual(try ScreenGenProcess.run(["schema"], in: folder).status, 0)
        XCTAssertEqual(try ScreenGenProcess.run(["schema", "config", "--color", "never"], in: folder).status, 0)
        XCTAssertEqual(try ScreenGenProcess.run(["--help"], in: folder).status, 0)
    }
}
