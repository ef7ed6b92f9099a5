#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
///
/// A name's number is found through a table of its own (open addressing over the names'
/// XXH64), not a `[String: ID]`, and the lock is a plain mutex, not an `NSLock`:
/// a run that replays a few recorded warnings makes this table too, and the dictionary's
/// storage type (built at run time), the first Foundation object and the zeroed list of
/// blocks cost that run more than the warnings themselves.
final class FileNames: @unchecked Sendable {
    static let shared = FileNames()

    /// A file name's number.
    typealias ID = UInt32

    private static let blockSize = 16384
    private static let blockCount = 1024
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// `blockCount` pointers to blocks of `blockSize` names each, made as they fill (a
    /// block's pages are only provided by the system as names are stored in them). Zeroed
    /// by `calloc`, which for a fresh allocation need not write the pages itself.
    private let blocks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>
    private var count = 0
    /// Each name's number plus one at a slot found from its hash, 0 for an empty slot;
    /// never more than half full. Only read and written under the lock.
    private var slots: UnsafeMutablePointer<UInt32>
    private var slotCount = 64

    private init() {
        pthread_mutex_init(mutex, nil)
        guard let zeroed = calloc(Self.blockCount, MemoryLayout<UnsafeMutablePointer<String>?>.stride) else {
            fatalError("no memory for the file name table")
        }
        blocks = zeroed.bindMemory(to: UnsafeMutablePointer<String>?.self, capacity: Self.blockCount)
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
    }

    /// The number of `name`, given it the first time it is asked for.
    func id(for name: String) -> ID {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let hash = Self.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & (slotCount - 1)
        while slots[slot] != 0 {
            let id = slots[slot] - 1
            var stored = self.name(id)
            if stored.withUTF8({ PathOrder.same(name, $0) }) { return id }
            slot = (slot + 1) & (slotCount - 1)
        }
        let block = count / Self.blockSize
        // 16 million names: far beyond any run, watched or not.
        precondition(block < Self.blockCount, "too many file names")
        if blocks[block] == nil {
            blocks[block] = UnsafeMutablePointer<String>.allocate(capacity: Self.blockSize)
        }
        (blocks[block]! + count % Self.blockSize).initialize(to: name)
        let id = ID(count)
        count += 1
        slots[slot] = id + 1
        if count * 2 > slotCount { grow() }
        return id
    }

    /// The name numbered `id`.
    func name(_ id: ID) -> String {
        let index = Int(id)
        return blocks[index / Self.blockSize]![index % Self.blockSize]
    }

    /// Twice the slots, every name placed again; under the lock.
    private func grow() {
        let old = slots, oldCount = slotCount
        slotCount *= 2
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        for index in 0..<oldCount where old[index] != 0 {
            var slot = Int(truncatingIfNeeded: Self.hash(name(old[index] - 1))) & (slotCount - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = old[index]
        }
        old.deallocate()
    }

    private static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { XXH64.hash(UnsafeRawBufferPointer($0)) }
    }
}
