/// The signed-in user, shown by `ProfileViewController`.
struct User: Equatable, Sendable {
    var name: String
}

/// A purchase, shown by `ReceiptViewController`.
struct Receipt: Equatable, Sendable {
    var total: Int
}

/// What `SettingsView` reads and changes.
@MainActor
final class SettingsStore {
    var notificationsOn = true
}
