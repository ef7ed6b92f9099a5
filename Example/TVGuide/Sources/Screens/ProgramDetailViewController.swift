import UIKit

/// One program, made through `init?(coder:programID:)`, so its ID is a `let`.
final class ProgramDetailViewController: UIViewController {
    let programID: Int

    /// Declared under `init:` in Specs/TVGuide.yml.
    init?(coder: NSCoder, programID: Int) {
        self.programID = programID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use init(coder:programID:)")
    }
}
