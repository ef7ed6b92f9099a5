import ArgumentParser
import ScreenGenKit

/// `screengen schema`: print the JSON Schema of the spec format, or of `screengen.yml`.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of spec files, for editor completion and validation."
    )

    /// Which file's schema: `spec` (the default) or `config` (`screengen.yml`). An argument,
    /// because `--config` is the shared option that names the config file.
    @Argument(help: "spec (spec files, the default) or config (screengen.yml).")
    var file: SchemaFile = .spec

    enum SchemaFile: String, ExpressibleByArgument, CaseIterable {
        case spec, config
    }

    /// Accepted like every command's, so a script can pass them to any; the schema has no
    /// problems to report and no config setting that changes it.
    @OptionGroup(title: "Shared options") var shared: SharedOptions

    func run() {
        print(file == .config ? ConfigSchema.json() : SpecSchema.json(), terminator: "")
    }
}
