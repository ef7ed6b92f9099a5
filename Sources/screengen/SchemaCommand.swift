import ArgumentParser
import ScreenGenKit

/// `screengen schema`: print the JSON Schema of the spec format, or of `screengen.yml`.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of spec files, for editor completion and validation."
    )

    @Flag(name: .long, help: "Print the schema of screengen.yml instead.")
    var config = false

    func run() {
        print(config ? ConfigSchema.json() : SpecSchema.json(), terminator: "")
    }
}
