import Foundation

/// The file names that ``SourceLocation``s point into, each stored once for the life of the
/// process and named by its number, so that a location (every spec value carries one) is a
/// small value that compares and hashes cheaply. Names are told apart by their bytes, as a
/// file system tells files apart: `String`'s equality would take a name's composed and
/// decomposed spellings for one.
final class FileNames: @unchecked Sendable {
    static let shared = FileNames()

    /// A file name's number.
    typealias ID = UInt32

    private let lock = NSLock()
    private var names: [String] = []
    private var ids: [[UInt8]: ID] = [:]

    private init() {}

    /// The number of `name`, given it the first time it is asked for.
    func id(for name: String) -> ID {
        lock.lock()
        defer { lock.unlock() }
        let key = Array(name.utf8)
        if let id = ids[key] { return id }
        let id = ID(names.count)
        names.append(name)
        ids[key] = id
        return id
    }

    /// The name numbered `id`.
    func name(_ id: ID) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[Int(id)]
    }
}
