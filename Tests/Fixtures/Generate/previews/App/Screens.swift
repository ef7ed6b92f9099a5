import SwiftUI
import UIKit

struct Photo: Sendable {
    var name: String
}

struct Account: Sendable {
    var name: String
}

final class GalleryViewController: UIViewController {
    func initialize(photos: [Photo], _ index: Int = 0, onClose: (() -> Void)? = nil) {}
}

final class AccountViewController: UIViewController {
    init?(coder: NSCoder, account: Account) {
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) { fatalError("use init(coder:account:)") }
}

final class IntroViewController: UIViewController {}

final class CaptionViewController: UIViewController {
    func initialize(caption: String = "Untitled") {}
}

final class EditorViewController: UIViewController {
    init(draft: String) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("use init(draft:)") }

    func initialize(autosave: Bool = true) {}
}

final class CheckoutViewController: UIViewController {}

final class DetailViewController: UIViewController {
    func initialize(id: Int) {}
}

// Available from iOS 13 as SwiftUI is, so that make sdk-check at iOS 12 type-checks the
// generated code beside them rather than stopping at their declarations.
@available(iOS 13.0, tvOS 13.0, *)
struct BadgeView: View {
    var body: some View { Text("Badge") }
}

@available(iOS 13.0, tvOS 13.0, *)
struct ShareView: View {
    let text: String
    let count: Int

    init(text: String, count: Int = 1) {
        self.text = text
        self.count = count
    }

    var body: some View { Text(text) }
}
