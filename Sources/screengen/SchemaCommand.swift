import ArgumentParser
import ScreenGenKit

/// `screengen schema`: print the JSON Schema of the spec format.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of spec files, for editor completion and validation."
    )

    /// Accepted like every command's, so a script can pass them to any; the schema has no
    /// problems to report and no config setting that changes it.
    @OptionGroup(title: "Shared options") var shared: SharedOptions

    func run() {
        print(SpecSchema.json(), terminator: "")
    }
}
