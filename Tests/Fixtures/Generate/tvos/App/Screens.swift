// Hand-written app code the generated files for this fixture are compiled with.
import UIKit

final class MenuViewController: UIViewController {}

final class ShelfViewController: UIViewController {
    private(set) var category = ""

    func initialize(category: String) {
        self.category = category
    }
}

final class ProgramDetailViewController: UIViewController {
    let programID: Int

    init?(coder: NSCoder, programID: Int) {
        self.programID = programID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("made through init?(coder:programID:)")
    }
}

final class PlayerViewController: UIViewController {
    private(set) var url: URL?

    func initialize(url: URL) {
        self.url = url
    }
}
