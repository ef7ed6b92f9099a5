/// The bytes of one generated file while ``SwiftWriter`` writes it: one buffer that grows
/// by doubling, appended to with a capacity check and a copy. An `Array`'s generic append
/// costs several times that per piece, and a file is hundreds of thousands of pieces.
///
/// A value type over a buffer it owns alone: a copy (rare) gets its own buffer before
/// either is changed.
struct FileBytes {
    private final class Storage {
        var base: UnsafeMutableRawPointer
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = Swift.max(capacity, 16)
            base = .allocate(byteCount: self.capacity, alignment: 1)
        }

        deinit { base.deallocate() }

        func grow(toAtLeast needed: Int) {
            var newCapacity = 2 * capacity
            while newCapacity < needed { newCapacity *= 2 }
            let newBase = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
            newBase.copyMemory(from: base, byteCount: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }

        func copy() -> Storage {
            let copy = Storage(capacity: capacity)
            copy.base.copyMemory(from: base, byteCount: count)
            copy.count = count
            return copy
        }
    }

    private var storage: Storage

    init(capacity: Int) {
        storage = Storage(capacity: capacity)
    }

    var count: Int { storage.count }

    /// `bytes` at the end.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let storage = uniqueStorage(adding: bytes.count)
        (storage.base + storage.count).copyMemory(from: source, byteCount: bytes.count)
        storage.count += bytes.count
    }

    /// `byte`, `times` times, at the end (indentation).
    mutating func append(_ byte: UInt8, times: Int = 1) {
        guard times > 0 else { return }
        let storage = uniqueStorage(adding: times)
        (storage.base + storage.count).initializeMemory(as: UInt8.self, repeating: byte, count: times)
        storage.count += times
    }

    /// The storage, this value's own and with room for `more` bytes.
    private mutating func uniqueStorage(adding more: Int) -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        if storage.count + more > storage.capacity { storage.grow(toAtLeast: storage.count + more) }
        return storage
    }

    /// Everything so far, as an array of exactly its size.
    var array: [UInt8] {
        let storage = storage
        return [UInt8](unsafeUninitializedCapacity: storage.count) { buffer, initialized in
            if storage.count > 0 { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: storage.base, byteCount: storage.count) }
            initialized = storage.count
        }
    }
}
