import UIKit

/// The user's profile: a scene of Main.storyboard made through `init?(coder:user:onLogout:)`,
/// so what it needs to exist is `let`, never half-set.
final class ProfileViewController: UIViewController {
    let user: User
    let onLogout: () -> Void
    /// How many times the creator's initializer ran, across all instances.
    static var creatorInitCount = 0

    /// Declared under `init:` in Specs/ExampleApp.yml; the generated `create` passes it to
    /// `instantiateViewController(identifier:creator:)`.
    init?(coder: NSCoder, user: User, onLogout: @escaping () -> Void) {
        self.user = user
        self.onLogout = onLogout
        Self.creatorInitCount += 1
        super.init(coder: coder)
    }

    /// Xcode's fix-it: this screen cannot exist without a user. The generated tests never
    /// call it (they check the scene without instantiating it).
    required init?(coder: NSCoder) {
        fatalError("use init(coder:user:onLogout:)")
    }
}
