import SwiftUI

/// The settings screen in SwiftUI, shown in UIKit navigation through `UIHostingController`.
struct SettingsView: View {
    let store: SettingsStore

    var body: some View {
        Text(store.notificationsOn ? "Notifications on" : "Notifications off")
    }
}
