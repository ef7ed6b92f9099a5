import Foundation

/// The file names that ``SourceLocation``s point into, each stored once for the life of the
/// process and named by its number.
///
/// Every spec value carries a location, and a location that held its file's name as a
/// `String` counted a reference to that one string with every copy: in validation, two
/// cores copying locations of the same file fought over its count, and those counts were
/// a large share of the stage's time. A number is copied for free.
///
/// Adding a name takes a lock; reading one does not. The names are kept in blocks that never
/// move, and a number only reaches another thread after the name it stands for was stored
/// (through whatever handed the location over), so a reader always finds the name there.
final class FileNames: @unchecked Sendable {
    static let shared = FileNames()

    /// A file name's number.
    typealias ID = UInt32

    private static let blockSize = 16384
    private static let blockCount = 1024
    private let lock = NSLock()
    private var numbers: [String: ID] = [:]
    /// `blockCount` pointers to blocks of `blockSize` names each, made as they fill (a
    /// block's pages are only provided by the system as names are stored in them). The
    /// table is small: a run that replays a few recorded warnings makes it too.
    private let blocks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>
    private var count = 0

    private init() {
        blocks = .allocate(capacity: Self.blockCount)
        blocks.initialize(repeating: nil, count: Self.blockCount)
    }

    /// The number of `name`, given it the first time it is asked for.
    func id(for name: String) -> ID {
        lock.lock()
        defer { lock.unlock() }
        if let id = numbers[name] { return id }
        let block = count / Self.blockSize
        // 16 million names: far beyond any run, watched or not.
        precondition(block < Self.blockCount, "too many file names")
        if blocks[block] == nil {
            blocks[block] = UnsafeMutablePointer<String>.allocate(capacity: Self.blockSize)
        }
        (blocks[block]! + count % Self.blockSize).initialize(to: name)
        let id = ID(count)
        numbers[name] = id
        count += 1
        return id
    }

    /// The name numbered `id`.
    func name(_ id: ID) -> String {
        let index = Int(id)
        return blocks[index / Self.blockSize]![index % Self.blockSize]
    }
}
