import Foundation

extension Reporter {
    /// Delivers a command's text (a navigation chart, a link contract): written to `output`
    /// when the command has one, else printed. With a machine diagnostics format, standard
    /// output is that format's alone, which `forPeople` keeps.
    func deliver(_ text: String, to output: String?, what: String) -> ExitStatus {
        guard let output else {
            forPeople(text)
            return .success
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            return .success
        } catch {
            failure("\(output): error: cannot write the \(what): \(error.localizedDescription)")
            return .usageOrIO
        }
    }
}
