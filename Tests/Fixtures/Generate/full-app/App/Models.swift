// Hand-written app code the generated files for this fixture are compiled with.
import Foundation

struct User: Sendable {
    var name: String
}

enum Section: Sendable {
    case general
    case privacy
}

struct FeedItem: Sendable {
    var title: String
}

extension Bundle {
    /// Stands in for the accessor SwiftPM generates for a target with resources.
    static var module: Bundle { Bundle.main }
}
