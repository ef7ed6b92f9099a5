import UIKit

/// Every channel; built in code. The root of every link's back stack (Specs/Links.yml).
final class ChannelsViewController: UIViewController {}

/// One channel, built in code with `init(name:)`; its route is `/channels/{name}`.
final class ChannelViewController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("use init(name:)") }
}

/// One episode, built in code with `init(id:)`; its route is `/episodes/{id}`, on the
/// featured channel.
final class EpisodeViewController: UIViewController {
    let id: Int

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("use init(id:)") }
}
