import ArgumentParser
import ScreenGenKit

/// `screengen schema`: print the JSON Schema of the spec format.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of spec files, for editor completion and validation."
    )

    func run() {
        print(SpecSchema.json(), terminator: "")
    }
}
