import Foundation
import SwiftUI
import UIKit

final class HomeViewController: UIViewController {}

final class InboxViewController: UIViewController {
    func initialize(account: String, token: String, unread: Int) {}
}

final class MessageViewController: UIViewController {
    let id: Int

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("use init(id:)") }
}

struct SettingsView: View {
    let name: String

    var body: some View { Text(name) }
}

final class OrphanViewController: UIViewController {}
