import Foundation
import SwiftUI
import UIKit

public final class ArticleViewController: UIViewController {
    public private(set) var id = 0

    public func initialize(id: Int) {
        self.id = id
    }
}

public final class NewArticleViewController: UIViewController {}

public final class ProfileViewController: UIViewController {
    public let name: String
    public let tab: Int

    public init(name: String, tab: Int = 0) {
        self.name = name
        self.tab = tab
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("use init(name:tab:)") }
}

public final class ReadingListViewController: UIViewController {
    public func initialize(list: UUID, ratio: Double, unread: Bool, for owner: String, page: Int = 1) {}
}

public final class SearchViewController: UIViewController {
    public init(query: String, page: Int = 1, sort: String?, tags: [String], owner: UUID?, items: [Int] = []) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("use init(query:page:sort:tags:owner:items:)") }
}

public final class HomeViewController: UIViewController {}

public struct SettingsView: View {
    public let section: Int

    public init(section: Int = 0) {
        self.section = section
    }

    public var body: some View { Text("Settings") }
}

public final class ComposeViewController: UIViewController {
    public func initialize(onSend: @escaping () -> Void) {}
}

public final class LibraryViewController: UIViewController {}

public final class BookViewController: UIViewController {
    public let id: Int

    public init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("use init(id:)") }
}

public final class ChapterViewController: UIViewController {
    public private(set) var number = 0

    public func initialize(id: Int, number: Int) {
        self.number = number
    }
}

public struct ReaderView: View {
    public init() {}

    public var body: some View { Text("Reader") }
}

public final class QuoteViewController: UIViewController {
    public let id: Int

    public init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("use init(id:)") }
}
