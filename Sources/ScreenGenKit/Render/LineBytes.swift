/// The UTF-8 of one generated line while it is built: up to ``inlineCapacity`` bytes in
/// the value itself, on the stack, and on the heap only past that.
///
/// Nearly every generated line is shorter than that, so building one allocates nothing;
/// a line in an `Array` of its own cost an allocation and a free per line, and the
/// array's uniqueness and capacity checks per piece.
struct LineBytes {
    /// 128 bytes, as sixteen words: a tuple is the fixed-size storage every supported
    /// toolchain and OS has.
    private typealias Inline = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                                UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    static let inlineCapacity = MemoryLayout<(UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                                              UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)>.size

    private var inline: Inline = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var inlineCount = 0
    /// Every byte once the line outgrew the inline storage; nil until then.
    private var spilled: [UInt8]?

    init() {}

    var count: Int { spilled?.count ?? inlineCount }

    var isEmpty: Bool { count == 0 }

    /// `bytes` at the end.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if spilled == nil {
            let total = inlineCount + bytes.count
            if total <= Self.inlineCapacity {
                let offset = inlineCount
                withUnsafeMutableBytes(of: &inline) { $0.baseAddress!.advanced(by: offset).copyMemory(from: source, byteCount: bytes.count) }
                inlineCount = total
                return
            }
            spill(reserving: total)
        }
        spilled!.append(contentsOf: bytes)
    }

    /// `text`'s UTF-8 at the end, copied from the string's own storage where it has one.
    mutating func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
        if copied == nil { append(Array(text.utf8)) }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    mutating func append(_ other: LineBytes) {
        other.withUnsafeBytes { append($0) }
    }

    /// The bytes so far, for as long as `body` runs.
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        if let spilled { return spilled.withUnsafeBytes(body) }
        return Swift.withUnsafeBytes(of: inline) { body(UnsafeRawBufferPointer(rebasing: $0[..<inlineCount])) }
    }

    /// A copy as an array, for code that keeps the bytes.
    var array: [UInt8] { withUnsafeBytes { Array($0) } }

    private mutating func spill(reserving capacity: Int) {
        var heap: [UInt8] = []
        heap.reserveCapacity(Swift.max(capacity, 2 * Self.inlineCapacity))
        withUnsafeBytes { heap.append(contentsOf: $0) }
        spilled = heap
    }
}
