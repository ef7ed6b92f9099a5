/// Text of the diagnostics of the write stage (``OutputWriter/Failure``), so that a refused
/// or failed write reaches every diagnostics format, located at the file it is about.
extension DiagnosticKind {
    var outputCode: String {
        guard case let .output(failure) = self else { return "" }
        switch failure {
        case .refusedFolder: return "refused-output-folder"
        case .wouldOverwrite: return "would-overwrite"
        case .outsideFolder: return "outside-output-folder"
        case .linkInFolder: return "link-in-output-folder"
        case .io: return "output-io"
        }
    }

    var outputMessage: String {
        guard case let .output(failure) = self else { return "" }
        return failure.message
    }

    var outputNotes: [DiagnosticNote] { [] }
}
