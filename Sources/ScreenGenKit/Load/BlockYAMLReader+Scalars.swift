/// The block reader's scalars and one-line flow collections (see BlockYAMLReader.swift).
extension BlockYAMLReader {
    /// What a line holds from `offset` to its end (a comment may follow): a scalar, or a
    /// flow collection closed on the line.
    mutating func value(at offset: Int, in line: Line, depth: Int) -> YAMLNode? {
        let first = bytes[offset]
        guard first == UInt8(ascii: "[") || first == UInt8(ascii: "{") else { return scalar(at: offset, in: line) }
        guard let (node, after) = flow(at: offset, in: line, depth: depth), endsLine(from: after, in: line) else { return nil }
        return node
    }

    /// `[a, "b"]`, `{}` or `{key: value}` of scalars at `offset`, on one line, and the
    /// offset after it. A collection inside one, an empty entry, a final comma, a quoted
    /// key, a colon, a comment, a question mark or a quote within a plain scalar are left to
    /// libyaml.
    mutating func flow(at offset: Int, in line: Line, depth: Int) -> (YAMLNode, Int)? {
        guard depth < YAMLLoader.depthLimit, counted() else { return nil }
        let isMapping = bytes[offset] == UInt8(ascii: "{")
        let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var index = spaces(from: offset + 1, in: line)
        if index < line.end, bytes[index] == close {
            index += 1
        } else {
            while true {
                guard let (item, itemEnd) = flowScalar(at: index, in: line, isKey: isMapping) else { return nil }
                index = spaces(from: itemEnd, in: line)
                if isMapping {
                    guard index + 1 < line.end, bytes[index] == Byte.colon, bytes[index + 1] == Byte.space else { return nil }
                    guard let (value, valueEnd) = flowScalar(at: spaces(from: index + 1, in: line), in: line, isKey: false) else { return nil }
                    pairs.append(YAMLNode.Pair(key: item, value: value))
                    index = spaces(from: valueEnd, in: line)
                } else {
                    items.append(item)
                }
                guard index < line.end else { return nil }
                if bytes[index] == close {
                    index += 1
                    break
                }
                guard bytes[index] == UInt8(ascii: ","), index + 1 < line.end else { return nil }
                index = spaces(from: index + 1, in: line)
            }
        }
        if isMapping {
            guard Self.hasDistinctKeys(pairs) else { return nil }
            return (YAMLNode(content: .mapping(pairs), location: location(offset, line)), index)
        }
        return (YAMLNode(content: .sequence(items), location: location(offset, line)), index)
    }

    /// A scalar entry of a flow collection at `offset`, and the offset after it: quoted (not
    /// as a key), or plain up to a `,`, a closing bracket or (as a key) `: `.
    mutating func flowScalar(at offset: Int, in line: Line, isKey: Bool) -> (YAMLNode, Int)? {
        guard offset < line.end, counted() else { return nil }
        let first = bytes[offset]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard !isKey else { return nil }
            return quoted(at: offset, in: line)
        }
        guard isPlainStart(first) else { return nil }
        var (index, end) = (offset, offset)
        scan: while index < line.end {
            switch bytes[index] {
            case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
                break scan
            case Byte.colon:
                guard isKey, index + 1 < line.end, bytes[index + 1] == Byte.space else { return nil }
                break scan
            case Byte.hash, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "?"), UInt8(ascii: "'"), UInt8(ascii: "\""):
                return nil
            case Byte.space:
                break
            default:
                end = index + 1
            }
            index += 1
        }
        return (YAMLNode(content: .scalar(text(offset, end), .plain), location: location(offset, line)), index)
    }

    // MARK: Scalars

    /// The offset of the `:` that ends a plain key starting at `offset` (followed by a
    /// space or the end of the line), or nil when the line has none before a comment.
    func separator(from offset: Int, in line: Line) -> Int? {
        guard isPlainStart(bytes[offset]) else { return nil }
        var index = offset + 1
        while index < line.end {
            let byte = bytes[index]
            if byte == Byte.colon, index + 1 == line.end || bytes[index + 1] == Byte.space { return index }
            if byte == Byte.hash, bytes[index - 1] == Byte.space { return nil }
            index += 1
        }
        return nil
    }

    /// The scalar starting at `offset`, which must end the line (a comment may follow).
    mutating func scalar(at offset: Int, in line: Line) -> YAMLNode? {
        guard counted() else { return nil }
        let first = bytes[offset]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard let (node, after) = quoted(at: offset, in: line), endsLine(from: after, in: line) else { return nil }
            return node
        }
        guard isPlainStart(first) else { return nil }
        var (index, end) = (offset, offset)
        while index < line.end {
            let byte = bytes[index]
            if byte != Byte.space {
                // `: ` or a final `:` would make the line a mapping libyaml refuses.
                if byte == Byte.colon, index + 1 == line.end || bytes[index + 1] == Byte.space { return nil }
                end = index + 1
            } else if index + 1 < line.end, bytes[index + 1] == Byte.hash {
                break
            }
            index += 1
        }
        return YAMLNode(content: .scalar(text(offset, end), .plain), location: location(offset, line))
    }

    /// The quoted scalar whose opening quote is at `offset`, and the offset after its
    /// closing quote; nil when it does not close on its line or (double-quoted) holds an
    /// escape. In single quotes `''` is one quote.
    func quoted(at offset: Int, in line: Line) -> (YAMLNode, Int)? {
        let quote = bytes[offset]
        var index = offset + 1
        var escapes = false
        while true {
            guard index < line.end else { return nil }
            let byte = bytes[index]
            if byte == quote {
                guard quote == UInt8(ascii: "'"), index + 1 < line.end, bytes[index + 1] == quote else { break }
                escapes = true
                index += 2
            } else {
                guard byte != UInt8(ascii: "\\") || quote == UInt8(ascii: "'") else { return nil }
                index += 1
            }
        }
        let raw = text(offset + 1, index)
        let value = escapes ? raw.replacingOccurrences(of: "''", with: "'") : raw
        let style: YAMLNode.ScalarStyle = quote == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted
        return (YAMLNode(content: .scalar(value, style), location: location(offset, line)), index + 1)
    }

    /// Whether only spaces follow `offset` on the line, or spaces and then a comment.
    func endsLine(from offset: Int, in line: Line) -> Bool {
        let rest = spaces(from: offset, in: line)
        return rest == line.end || (rest > offset && bytes[rest] == Byte.hash)
    }

    /// The first offset from `offset` on the line that is not a space.
    func spaces(from offset: Int, in line: Line) -> Int {
        var index = offset
        while index < line.end, bytes[index] == Byte.space { index += 1 }
        return index
    }

    // MARK: Bytes

    enum Byte {
        static let space = UInt8(ascii: " ")
        static let lineFeed = UInt8(ascii: "\n")
        static let hash = UInt8(ascii: "#")
        static let dash = UInt8(ascii: "-")
        static let colon = UInt8(ascii: ":")
    }

    /// `- ` or a lone `-` at `offset`: a list item.
    func isEntry(_ offset: Int, _ line: Line) -> Bool {
        bytes[offset] == Byte.dash && (offset + 1 == line.end || bytes[offset + 1] == Byte.space)
    }

    /// Whether a plain scalar may start with `byte` here: none of YAML's indicators (some
    /// may start one when a non-space follows; those are left to libyaml).
    func isPlainStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"),
             UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"),
             UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: " "):
            return false
        default:
            return true
        }
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Where the byte at `offset` of `line` is; every byte is one column.
    func location(_ offset: Int, _ line: Line) -> SourceLocation {
        SourceLocation(fileID: fileID, line: line.number, column: offset - line.start + 1)
    }

    mutating func counted() -> Bool {
        nodeCount += 1
        return nodeCount <= YAMLLoader.nodeLimit
    }
}
