/// Load stage, the usual spec file read without libyaml: YAML's block style alone, in
/// ASCII, read line by line straight into ``YAMLNode``s.
///
/// What it reads: indented mappings with plain keys; `- ` lists (indented or not, items
/// that are scalars or mappings begun on the item's line); plain, single-quoted and
/// double-quoted (no escapes) scalars on one line; flow lists and mappings of such scalars
/// closed on their line (`[a, "b"]`, `{}`, `{key: value}`); comments and blank lines.
/// Anything else makes it decline (nil), and ``EventSession`` reads the file with libyaml,
/// which reports whatever there is to report: a tab, a byte outside printable ASCII, a line
/// break other than `\n`, a flow collection over several lines or inside another, a block
/// scalar, an anchor, an alias, a tag, a document marker or directive, a scalar over
/// several lines, an escape, an empty list item, a repeated or merge key, anything libyaml
/// would call an error. So it never reports
/// anything itself, and what it makes of a file is what `EventSession` makes of the same
/// file, node for node and location for location: `BlockYAMLReaderTests` compares the two
/// on every spec of the repository, the YAML test suite and thousands of edits of them.
///
/// libyaml reads a file token by token through a queue, keeping track of which tokens may
/// still turn out to be keys, then makes an event of each node, which ``EventSession``
/// makes a node: at 1,000 screens, half the instructions of `lint`. This reads each line
/// once, and each byte of it about twice, holding one line at a time.
struct BlockYAMLReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let fileID: FileNames.ID
    /// The line being read, the next with content (neither blank nor only a comment); nil
    /// past the last. Lines are found as they are read, so the reader holds one at a time.
    private var line: Line?
    /// Where the search for the next line starts, and that line's number.
    private var nextOffset = 0
    private var nextNumber = 1
    /// Whether a line held a byte outside the subset or a document marker.
    private var declined = false
    /// Nodes made so far, held to ``YAMLLoader/nodeLimit`` as `EventSession` holds them.
    var nodeCount = 0

    struct Line {
        /// 1-based, as in the file.
        var number: Int
        /// Offsets in `bytes`: where the line starts, where its content starts (after its
        /// indentation) and where it ends (its line break, or the end of the file).
        var start: Int
        var content: Int
        var end: Int
        /// Its spaces of indentation.
        var indent: Int { content - start }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, fileID: FileNames.ID) {
        self.bytes = bytes
        self.fileID = fileID
    }

    /// The document in `bytes` when the whole file is in the block style described above;
    /// nil when it is not, or when it holds no document.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileID: FileNames.ID) -> YAMLNode? {
        var reader = BlockYAMLReader(bytes: bytes, fileID: fileID)
        reader.advance()
        guard let first = reader.line, let root = reader.collection(indent: first.indent, depth: 0),
              reader.line == nil, !reader.declined else { return nil }
        return root
    }

    // MARK: Lines

    /// Moves `line` to the next line with content; to nil at the end of the file, or when a
    /// line holds a byte outside the subset (a tab, a carriage return, a control character,
    /// non-ASCII) or would start or end a document, which also sets `declined`.
    private mutating func advance() {
        let count = bytes.count
        var offset = nextOffset
        while offset < count {
            let start = offset
            while offset < count, bytes[offset] == Byte.space { offset += 1 }
            var end = offset
            while end < count, bytes[end] != Byte.lineFeed {
                guard bytes[end] >= 0x20, bytes[end] < 0x7F else { return decline() }
                end += 1
            }
            let number = nextNumber
            (nextOffset, nextNumber) = (end + 1, nextNumber + 1)
            if end > offset, bytes[offset] != Byte.hash {
                if offset == start, isDocumentLine(offset, end) { return decline() }
                line = Line(number: number, start: start, content: offset, end: end)
                return
            }
            offset = end + 1
        }
        line = nil
    }

    private mutating func decline() {
        (line, declined) = (nil, true)
    }

    /// `%` (a directive), `---` or `...` at the start of a line.
    private func isDocumentLine(_ offset: Int, _ end: Int) -> Bool {
        let first = bytes[offset]
        if first == UInt8(ascii: "%") { return true }
        guard first == Byte.dash || first == UInt8(ascii: "."), end - offset >= 3 else { return false }
        return bytes[offset + 1] == first && bytes[offset + 2] == first
    }

    // MARK: Collections

    /// The mapping or list whose first line is the current one, indented by `indent`.
    private mutating func collection(indent: Int, depth: Int) -> YAMLNode? {
        guard let line else { return nil }
        if isEntry(line.content, line) { return sequence(column: indent, indentless: false, depth: depth) }
        return mapping(column: indent, from: line.content, depth: depth)
    }

    /// The mapping whose first key starts at `first` on the current line, in column
    /// `column` (0-based); its other keys start lines indented by `column`.
    private mutating func mapping(column: Int, from first: Int, depth: Int) -> YAMLNode? {
        guard depth < YAMLLoader.depthLimit, counted() else { return nil }
        var pairs: [YAMLNode.Pair] = []
        pairs.reserveCapacity(4)
        var offset = first
        while true {
            guard let line else { return nil }
            guard let colon = separator(from: offset, in: line), counted() else { return nil }
            var keyEnd = colon
            while bytes[keyEnd - 1] == Byte.space { keyEnd -= 1 }
            // libyaml takes a key over 1,024 characters long for an error; well short of that
            // is left to it too.
            guard colon - offset < 1000 else { return nil }
            let key = YAMLNode(content: .scalar(text(offset, keyEnd), .plain), location: location(offset, line))
            var valueStart = colon + 1
            while valueStart < line.end, bytes[valueStart] == Byte.space { valueStart += 1 }
            let value: YAMLNode
            if valueStart < line.end, bytes[valueStart] != Byte.hash {
                guard let node = self.value(at: valueStart, in: line, depth: depth + 1) else { return nil }
                value = node
                advance()
            } else {
                advance()
                if let next = self.line, next.indent > column {
                    guard let block = collection(indent: next.indent, depth: depth + 1) else { return nil }
                    value = block
                } else if let next = self.line, next.indent == column, isEntry(next.content, next) {
                    guard let list = sequence(column: column, indentless: true, depth: depth + 1) else { return nil }
                    value = list
                } else {
                    // libyaml places a missing value just after its key's colon.
                    guard counted() else { return nil }
                    value = YAMLNode(content: .scalar("", .plain), location: location(colon + 1, line))
                }
            }
            pairs.append(YAMLNode.Pair(key: key, value: value))
            guard let next = self.line, next.indent >= column else { break }
            guard next.indent == column, !isEntry(next.content, next) else { return nil }
            offset = next.content
        }
        guard Self.hasDistinctKeys(pairs) else { return nil }
        return YAMLNode(content: .mapping(pairs), location: pairs[0].key.location)
    }

    /// The list whose first `- ` starts the current line in column `column`. An
    /// `indentless` list is a key's value written at the key's own indentation: a line
    /// there that is not an item is the mapping's next key.
    private mutating func sequence(column: Int, indentless: Bool, depth: Int) -> YAMLNode? {
        guard depth < YAMLLoader.depthLimit, counted(), let first = line else { return nil }
        let location = location(first.content, first)
        var items: [YAMLNode] = []
        items.reserveCapacity(4)
        while true {
            guard let line else { return nil }
            var offset = line.content + 1
            while offset < line.end, bytes[offset] == Byte.space { offset += 1 }
            // An empty item, or a list begun on an item's line, is left to libyaml.
            guard offset < line.end, bytes[offset] != Byte.hash, !isEntry(offset, line) else { return nil }
            if isPlainStart(bytes[offset]), separator(from: offset, in: line) != nil {
                guard let mapping = mapping(column: offset - line.start, from: offset, depth: depth + 1) else { return nil }
                items.append(mapping)
            } else {
                guard let node = value(at: offset, in: line, depth: depth + 1) else { return nil }
                items.append(node)
                advance()
            }
            guard let next = self.line, next.indent >= column else { break }
            guard next.indent == column else { return nil }
            guard isEntry(next.content, next) else {
                if indentless { break }
                return nil
            }
        }
        return YAMLNode(content: .sequence(items), location: location)
    }

    /// Whether a mapping has neither a merge key nor a repeated key; `EventSession` reports
    /// or applies those, so such a mapping is left to it.
    static func hasDistinctKeys(_ pairs: [YAMLNode.Pair]) -> Bool {
        if pairs.count > 16 {
            var seen = Set<String>(minimumCapacity: pairs.count)
            return pairs.allSatisfy { pair in pair.key.scalar.map { $0 != "<<" && seen.insert($0).inserted } ?? false }
        }
        for index in pairs.indices {
            guard let key = pairs[index].key.scalar, key.utf8.count != 2 || key != "<<" else { return false }
            for earlier in pairs[..<index] where earlier.key.isScalar(key) { return false }
        }
        return true
    }
}
