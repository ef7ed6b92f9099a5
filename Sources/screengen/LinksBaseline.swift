import Foundation
import ScreenGenKit

/// `check --links-baseline FILE`: the contract FILE holds, and the specs' links against it.
enum LinksBaseline {
    /// The baseline, nil without the option; a failure is the message for standard error.
    static func read(_ path: String?) -> Result<LinkContract?, LinksBaselineFailure> {
        guard let path else { return .success(nil) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(LinksBaselineFailure("\(path): error: cannot read the links baseline"))
        }
        switch LinkContract.baseline(data, file: path) {
        case let .success(contract): return .success(contract)
        case let .failure(problem): return .failure(LinksBaselineFailure("\(path): error: \(problem.reason)"))
        }
    }

    /// The baseline's broken links, located in the specs; none without a baseline.
    static func diagnostics(_ baseline: LinkContract?, runs: [SpecRun]) -> [Diagnostic] {
        guard let baseline else { return [] }
        let models = runs.compactMap(\.result.model)
        return LinkContract(models).diagnostics(against: baseline, models: models)
    }
}

/// Why the baseline cannot be read, as standard error shows it.
struct LinksBaselineFailure: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
