/// The bytes of one generated file while ``SwiftWriter`` writes it.
///
/// Pieces are copied into a small chunk with a plain capacity check, and the chunk into the
/// file's array when it fills: an `Array`'s generic append costs several times that per
/// piece, and a file is hundreds of thousands of pieces. The array is handed out as it is
/// (``array``), never copied, so a file is held once, however large.
///
/// A value type over storage it owns alone: a copy (rare) gets its own before either changes.
struct FileBytes {
    private final class Storage {
        static let chunkSize = 4096

        var bytes: [UInt8] = []
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: Storage.chunkSize, alignment: 1)
        var chunkCount = 0

        init(capacity: Int) {
            bytes.reserveCapacity(capacity)
        }

        deinit { chunk.deallocate() }

        /// The chunk's bytes moved to the end of ``bytes``.
        func flush() {
            guard chunkCount > 0 else { return }
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: chunk, count: chunkCount))
            chunkCount = 0
        }

        func copy() -> Storage {
            flush()
            let copy = Storage(capacity: 0)
            copy.bytes = bytes
            return copy
        }
    }

    private var storage: Storage

    init(capacity: Int) {
        storage = Storage(capacity: capacity)
    }

    var count: Int { storage.bytes.count + storage.chunkCount }

    /// `bytes` at the end.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let storage = uniqueStorage()
        if storage.chunkCount + bytes.count > Storage.chunkSize {
            storage.flush()
            if bytes.count > Storage.chunkSize {
                storage.bytes.append(contentsOf: bytes)
                return
            }
        }
        (storage.chunk + storage.chunkCount).copyMemory(from: source, byteCount: bytes.count)
        storage.chunkCount += bytes.count
    }

    /// `byte`, `times` times, at the end (indentation).
    mutating func append(_ byte: UInt8, times: Int = 1) {
        guard times > 0 else { return }
        let storage = uniqueStorage()
        if storage.chunkCount + times > Storage.chunkSize {
            storage.flush()
            if times > Storage.chunkSize {
                storage.bytes.append(contentsOf: repeatElement(byte, count: times))
                return
            }
        }
        (storage.chunk + storage.chunkCount).initializeMemory(as: UInt8.self, repeating: byte, count: times)
        storage.chunkCount += times
    }

    /// The storage, this value's own.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Everything so far. The array shares its buffer with this value until either changes.
    var array: [UInt8] {
        storage.flush()
        return storage.bytes
    }
}
