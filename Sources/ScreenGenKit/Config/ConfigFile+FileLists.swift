import Foundation

/// `xcfilelists:`: where `screengen xcfilelist` writes the file lists of an Xcode Run Script
/// phase, and where `screengen check` compares them with what it would write now.
///
/// ```yaml
/// xcfilelists:
///   inputs: App/screengen-inputs.xcfilelist
///   outputs: App/screengen-outputs.xcfilelist
/// ```
extension ConfigFile {
    /// The two lists' paths, resolved against the config file's folder; a missing key keeps
    /// that list's default name, in the config file's folder.
    public struct FileListPaths: Sendable, Equatable {
        public var inputs: String?
        public var outputs: String?
    }

    static let fileListKeys = SpecKey.spellings(SpecKey.ConfigFileLists.self)

    mutating func readFileLists(_ reader: MappingReader, folder: URL, diagnostics: inout [Diagnostic]) {
        guard let node = reader.value(SpecKey.Config.xcfilelists),
              let lists = MappingReader(node, key: "'xcfilelists'", section: "'xcfilelists'", allowed: Self.fileListKeys, diagnostics: &diagnostics)
        else { return }
        fileLists = FileListPaths(
            inputs: lists.string(SpecKey.ConfigFileLists.inputs, diagnostics: &diagnostics).map { Self.resolve($0.value, against: folder) },
            outputs: lists.string(SpecKey.ConfigFileLists.outputs, diagnostics: &diagnostics).map { Self.resolve($0.value, against: folder) })
    }
}
