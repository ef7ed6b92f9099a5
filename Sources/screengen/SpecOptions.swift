import ArgumentParser

/// Options every command that reads specs shares.
struct SpecOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Folder of *.yml spec files, searched recursively.", valueName: "dir"))
    var specs = "Specs"

    @Flag(name: .long, help: "Print only errors and warnings.")
    var quiet = false
}
