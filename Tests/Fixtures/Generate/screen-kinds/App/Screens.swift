import Foundation
import SwiftUI
import UIKit

public struct User: Sendable {}
public struct Receipt: Sendable {}
@MainActor public final class SettingsStore {}

public final class ProfileViewController: UIViewController {
    public init?(coder: NSCoder, user: User, onLogout: @escaping () -> Void, for section: Int = 0) {
        super.init(coder: coder)
    }

    public required init?(coder: NSCoder) { fatalError("use init(coder:user:onLogout:for:)") }

    public func initialize(highlights: [String]) {}
}

public final class WelcomeViewController: UIViewController {
    public init?(coder: NSCoder, _ greeting: String) {
        super.init(coder: coder)
    }

    public required init?(coder: NSCoder) { fatalError("use init(coder:_:)") }
}

public final class LegacyViewController: UIViewController {}

public final class ReceiptViewController: UIViewController {
    public init(receipt: Receipt, default style: Bool = false) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("use init(receipt:default:)") }
}

public final class ComposerViewController: UIViewController {}

public final class NoteEditorViewController: UIViewController {
    public init(nibName: String?, bundle: Bundle?, noteID: Int) {
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) { fatalError("use init(nibName:bundle:noteID:)") }

    public func initialize(_ autosave: Bool = true) {}
}

public struct BadgeView: View {
    public var body: some View { Text("Badge") }
}

public struct SettingsView: View {
    public init(store: SettingsStore, onDone: (() -> Void)? = nil) {}

    public var body: some View { Text("Settings") }
}
