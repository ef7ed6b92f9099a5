import Foundation

extension SpecImporter {
    /// Said in every imported spec and by the command: storyboards cannot tell it.
    public static let parametersNote = "Storyboards do not say what a screen's initialize(...) takes, so no screen has 'initialize:'; add it to the screens that have one."

    /// One spec file ready to write: its name in the output folder and its text.
    public struct SpecFile: Sendable, Equatable {
        public var name: String
        public var contents: String

        public init(name: String, contents: String) {
            self.name = name
            self.contents = contents
        }
    }

    /// The spec files for `output`, in storyboard order, then the `nib:` screens' file.
    public func render(_ output: Output, nibs: ImportedNibs? = nil) -> [SpecFile] {
        let renderer = ImportedSpecRenderer(schemaPath: schemaPath)
        let nibFile = nibs.flatMap { $0.screens.isEmpty ? nil : SpecFile(name: $0.fileName, contents: renderer.render($0)) }
        return output.specs.map { SpecFile(name: $0.fileName, contents: renderer.render($0)) } + (nibFile.map { [$0] } ?? [])
    }

    /// Where `screengen schema > Schemas/screengen-spec.schema.json` puts the schema, as
    /// seen from the spec files.
    var schemaPath: String {
        RelativePath.from(outputFolder, to: baseDirectory.appendingPathComponent("Schemas/screengen-spec.schema.json"))
    }

    /// Runs the written specs through the whole pipeline, cross-check included, before
    /// anything is written: what `import` writes must lint. Returns the errors (none is
    /// expected; one means a storyboard quirk the import does not know yet). `withTheRest`:
    /// the folder's other spec files are checked with them, as the folder will be after the
    /// write (`import --update`: a storyboard renamed leaves its old spec behind).
    public func check(_ files: [SpecFile], withTheRest: Bool = false) -> [Diagnostic] {
        var specs = files.map { file in SpecFolder.File(displayPath: shown(file.name), bytes: Array(file.contents.utf8)) }
        if withTheRest {
            let written = Set(specs.map(\.displayPath))
            let folder = SpecFolder(path: outputFolder.path, currentDirectory: baseDirectory.path)
            specs += folder.read().files.filter { !written.contains($0.displayPath) }
        }
        let pipeline = Pipeline(options: .init(baseDirectory: baseDirectory))
        return pipeline.run(files: specs, specsFolder: outputDisplayPath).diagnostics.filter { $0.severity == .error }
    }

    /// The output folder as messages show it.
    var outputDisplayPath: String {
        SpecFolder.displayPath(for: outputFolder.path, currentDirectory: baseDirectory.path)
    }

    /// A file of the output folder as messages show it.
    func shown(_ name: String) -> String {
        outputDisplayPath == "." ? name : "\(outputDisplayPath)/\(name)"
    }

    /// The spec files that already exist in the output folder.
    public func existing(_ files: [SpecFile]) -> [String] {
        files.map(\.name).filter { FileManager.default.fileExists(atPath: outputFolder.appendingPathComponent($0).path) }
    }
}
