import Foundation

/// One start tag the parser reported, by what identifies it in the bytes: its element name,
/// how many start tags of that name came before it (plus one), and the line the parser was
/// on when the tag ended.
struct StartTag: Hashable {
    var name: String
    /// 1 for the first `<name` start tag of the document, 2 for the second, …
    var ordinal: Int
    var line: Int
}

/// Finds where start tags begin, as `file:line:column`, in one pass over the file.
///
/// `XMLParser` reports only the line a start tag ends on. The `n`-th start tag named
/// `segue` is the `n`-th `<segue` outside comments, CDATA sections, processing
/// instructions and the document type declaration (in XML that parsed, `<` appears nowhere
/// else), so one forward scan finds every wanted tag, and lines and columns are counted on
/// the way. The cost is one pass over the bytes, however many tags share a line: a
/// storyboard saved on a single line costs what the same storyboard on many lines does.
enum StartTagLocator {
    struct Result {
        /// Where each tag that was found begins; a tag the scan cannot match (an element
        /// that an entity of the document's DTD expands to) is missing.
        var locations: [StartTag: SourceLocation]
        /// How many bytes line and column counting went over: at most the file's size,
        /// which is what keeps a file of one long line linear.
        var bytesCounted: Int
    }

    static func locate(_ tags: [StartTag], in data: Data, file: String) -> Result {
        guard !tags.isEmpty else { return Result(locations: [:], bytesCounted: 0) }
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var scan = Scan(bytes: bytes, file: file, tags: tags)
            scan.run()
            return Result(locations: scan.found, bytesCounted: scan.bytesCounted)
        }
    }

    /// The wanted tags of one element name, and how far the scan has got with them.
    private struct Wanted {
        /// The name as UTF-8.
        var name: [UInt8]
        /// In document order.
        var tags: [StartTag]
        /// The first of `tags` not found yet.
        var next = 0
        /// Start tags of this name the scan has passed.
        var seen = 0
    }

    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        let file: String
        var wanted: [Wanted]
        var found: [StartTag: SourceLocation] = [:]
        // Where line and column counting has got to: a byte offset, its line, and its column.
        private var countedTo = 0
        private(set) var bytesCounted = 0
        private var line = 1
        private var column = 1

        init(bytes: UnsafeBufferPointer<UInt8>, file: String, tags: [StartTag]) {
            self.bytes = bytes
            self.file = file
            var byName: [String: [StartTag]] = [:]
            for tag in tags { byName[tag.name, default: []].append(tag) }
            wanted = byName.sorted { $0.key < $1.key }.map { name, tags in
                Wanted(name: Array(name.utf8), tags: tags.sorted { $0.ordinal < $1.ordinal })
            }
        }

        mutating func run() {
            var offset = 0
            var remaining = wanted.reduce(0) { $0 + $1.tags.count }
            while remaining > 0, let open = index(of: UInt8(ascii: "<"), from: offset) {
                let next = open + 1
                guard next < bytes.count else { return }
                switch bytes[next] {
                case UInt8(ascii: "!"):
                    offset = skipDeclaration(at: open)
                case UInt8(ascii: "?"):
                    offset = end(of: "?>", from: next)
                case UInt8(ascii: "/"):
                    offset = next
                default:
                    if startTag(at: open) { remaining -= 1 }
                    offset = next
                }
            }
        }

        /// Counts the start tag at `open` against the wanted names; true when it is wanted.
        private mutating func startTag(at open: Int) -> Bool {
            let nameStart = open + 1
            for index in wanted.indices {
                let name = wanted[index].name
                let after = nameStart + name.count
                guard !name.isEmpty, after <= bytes.count, bytes[after - 1] == name[name.count - 1],
                      memcmp(bytes.baseAddress! + nameStart, name, name.count) == 0,
                      after == bytes.count || Self.endsName(bytes[after]) else { continue }
                wanted[index].seen += 1
                let position = wanted[index].next
                guard position < wanted[index].tags.count, wanted[index].tags[position].ordinal == wanted[index].seen else { return false }
                let tag = wanted[index].tags[position]
                wanted[index].next += 1
                let location = self.location(of: open)
                // The tag cannot begin below the line the parser saw it end on; if it seems to,
                // the count is off (entities), and the parser's line is the better answer.
                found[tag] = location.line <= max(tag.line, 1) ? location : SourceLocation(file: file, line: max(tag.line, 1), column: 1)
                return true
            }
            return false
        }

        private static func endsName(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
        }

        /// Past a comment, a CDATA section or a `<!DOCTYPE …>` (with its internal subset).
        private func skipDeclaration(at open: Int) -> Int {
            if starts(with: "<!--", at: open) { return end(of: "-->", from: open + 4) }
            if starts(with: "<![CDATA[", at: open) { return end(of: "]]>", from: open + 9) }
            var offset = open + 2
            var quote: UInt8?
            var depth = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "<"), starts(with: "<!--", at: offset) {
                    offset = end(of: "-->", from: offset + 4)
                    continue
                } else if byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "]") {
                    depth -= 1
                } else if byte == UInt8(ascii: ">"), depth <= 0 {
                    return offset + 1
                }
                offset += 1
            }
            return bytes.count
        }

        private func starts(with text: StaticString, at offset: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            return offset + count <= bytes.count && memcmp(bytes.baseAddress! + offset, text.utf8Start, count) == 0
        }

        /// The offset just past the first `terminator` at or after `offset`, or the end.
        private func end(of terminator: StaticString, from offset: Int) -> Int {
            let count = terminator.utf8CodeUnitCount
            var from = offset
            while let candidate = index(of: terminator.utf8Start.pointee, from: from) {
                if starts(with: terminator, at: candidate) { return candidate + count }
                from = candidate + 1
            }
            return bytes.count
        }

        /// The first `byte` at or after `offset` and before `limit` (the end by default).
        private func index(of byte: UInt8, from offset: Int, before limit: Int? = nil) -> Int? {
            let end = min(limit ?? bytes.count, bytes.count)
            guard offset < end, let base = bytes.baseAddress,
                  let found = memchr(base + offset, Int32(byte), end - offset) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        /// Line and column of `offset`, counted on from the previous one (offsets only grow).
        /// Columns count Unicode scalars, like spec locations.
        private mutating func location(of offset: Int) -> SourceLocation {
            var from = countedTo
            while let newline = index(of: UInt8(ascii: "\n"), from: from, before: offset) {
                line += 1
                column = 1
                from = newline + 1
            }
            column += scalarCount(from: from, to: offset)
            bytesCounted += offset - countedTo
            countedTo = offset
            return SourceLocation(file: file, line: line, column: column)
        }

        /// UTF-8 bytes that start a scalar (all but continuation bytes `10xxxxxx`), eight at a time.
        private func scalarCount(from start: Int, to end: Int) -> Int {
            guard start < end, let base = bytes.baseAddress else { return 0 }
            var continuation = 0
            var offset = start
            while offset + 8 <= end {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                // Bit 7 set and bit 6 clear in a byte: shifting moves each byte's bit 6 to its bit 7.
                continuation += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                offset += 8
            }
            while offset < end {
                if base[offset] & 0xC0 == 0x80 { continuation += 1 }
                offset += 1
            }
            return (end - start) - continuation
        }
    }
}
