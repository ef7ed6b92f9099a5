#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a run state's text (``RunState``): the inverse of ``RunState/text``. Anything
/// this version did not write is no record at all.
extension RunState {
    /// The record in `text`, or nil when it is not one this version wrote.
    public init?(text: String) {
        var text = text
        guard let state = text.withUTF8({ Self.parse($0) }) else { return nil }
        self = state
    }

    /// A line of the record, as bytes of its text.
    typealias Line = Slice<UnsafeBufferPointer<UInt8>>

    /// Reads the record in its own bytes: with two stamp lines per generated file, `split`
    /// and `Substring` slicing cost more than the rest of a run with nothing to do. Lines
    /// are taken as they are found rather than gathered first: an array of slices is a
    /// generic type whose first use scans the binary's conformance table (``PathOrder``).
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> RunState? {
        guard let base = text.baseAddress else { return nil }
        var state = RunState(version: "", build: "", inputs: nil, outputs: 0, storyboardRoots: [], files: [])
        // Room for as many stamp lines as the text could hold at sixty bytes a line (they
        // are longer: a key, a hash, four numbers and a path), so the tables seldom grow.
        state.specTable.reserveCapacity(text.count / 60)
        state.outputTable.reserveCapacity(text.count / 60)
        var header = 0
        var last = LastPaths()
        var start = 0
        while start < text.count {
            let end = Self.index(of: UInt8(ascii: "\n"), in: base, from: start, to: text.count) ?? text.count
            let line = text[start..<end]
            start = end + 1
            if !line.isEmpty, line.first == UInt8(ascii: "#") { continue }
            if header < 5 {
                guard take(header: header, line, into: &state) else { return nil }
                header += 1
            } else {
                guard take(line, into: &state, after: &last) else { return nil }
            }
        }
        guard header == 5 else { return nil }
        if state.files.isEmpty { state.files = state.outputTable.paths }
        return state
    }

    /// The path of the last line of each kind with ordered paths: a line's path must come
    /// after it (``PathOrder/follows(_:_:asBytes:)``).
    private struct LastPaths {
        var spec: LastPath?
        var output: LastPath?
        var specFolder: LastPath?
        var outputFolder: LastPath?
    }

    /// Where a path lies in the text, and whether it is printable ASCII (found once a line).
    private struct LastPath {
        var range: Range<Int>
        var isPrintableASCII: Bool
    }

    /// The record's first lines, in order: the format, the version, the build and the two digests.
    private static func take(header: Int, _ line: Line, into state: inout RunState) -> Bool {
        switch header {
        case 0: return line.elementsEqual(formatLine.utf8)
        case 1: return value(line, "version").map { state.version = $0 } != nil
        case 2: return value(line, "build").map { state.build = $0 } != nil
        case 3:
            guard let text = value(line, "inputs") else { return false }
            state.inputs = digest(text)
            return state.inputs != nil || text == "none"
        default: return value(line, "outputs").flatMap(digest).map { state.outputs = $0 } != nil
        }
    }

    /// One line after the header; false when it is none this version writes.
    private static func take(_ line: Line, into state: inout RunState, after last: inout LastPaths) -> Bool {
        // The stamp lines first: there are two for each screen file.
        if let rest = rest(line, "output") {
            guard let stamp = StampedHash.parse(rest), follows(&last.output, stamp.path, in: line) else { return false }
            state.outputTable.append(path(stamp.path, in: line), stamp.stamped)
        } else if let rest = rest(line, "spec") {
            guard let stamp = StampedHash.parse(rest), follows(&last.spec, stamp.path, in: line) else { return false }
            state.specTable.append(path(stamp.path, in: line), stamp.stamped)
        } else if let path = value(line, "file") {
            state.files.append(path)
        } else if let rest = rest(line, "spec-folder") {
            guard let (stamp, path) = folder(rest), follows(&last.specFolder, path, in: line) else { return false }
            state.specFolders.append(Self.path(path, in: line), stamp)
        } else if let rest = rest(line, "output-folder") {
            guard let (stamp, path) = folder(rest), follows(&last.outputFolder, path, in: line) else { return false }
            state.outputFolders.append(Self.path(path, in: line), stamp)
        } else if let rest = rest(line, "diagnostic") {
            guard let diagnostic = diagnostic(rest) else { return false }
            state.diagnostics.append(diagnostic)
        } else if let rest = rest(line, "note") {
            guard let note = note(rest), !state.diagnostics.isEmpty else { return false }
            state.diagnostics[state.diagnostics.count - 1].notes.append(note)
        } else if let time = value(line, "horizon") {
            guard let horizon = FileStamp.Time(time) else { return false }
            state.horizon = horizon
        } else if let root = StoryboardFootprint.Root(line: Substring(decoding: line, as: UTF8.self)) {
            state.storyboardRoots.append(root)
        } else {
            return false
        }
        return true
    }

    /// Whether the path at `range` of `line`'s text comes after `last` (the path of the
    /// last line of its kind), which it then becomes: the lines of a kind are in ascending
    /// order with none repeated, as the record writes them.
    private static func follows(_ last: inout LastPath?, _ range: Range<Int>, in line: Line) -> Bool {
        let path = UnsafeBufferPointer(rebasing: line.base[range])
        let current = LastPath(range: range, isPrintableASCII: ASCIIBytes.areAll(path, plainLiteralContent: false))
        if let previous = last {
            guard PathOrder.follows(path, UnsafeBufferPointer(rebasing: line.base[previous.range]),
                                    asBytes: current.isPrintableASCII && previous.isPrintableASCII) else { return false }
        }
        last = current
        return true
    }

    /// The path at `range` of `line`'s text.
    private static func path(_ range: Range<Int>, in line: Line) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: line.base[range]), as: UTF8.self)
    }

    /// A folder line's stamp, and where its path lies in the text.
    private static func folder(_ line: Line) -> (FileStamp, Range<Int>)? {
        guard let text = line.base.baseAddress else { return nil }
        var index = line.startIndex
        guard let stamp = FileStamp.parse(text, &index, line.endIndex), index != line.endIndex else { return nil }
        return (stamp, index..<line.endIndex)
    }

    /// What follows `key ` on `line` as bytes, or nil when the line is about something else.
    private static func rest(_ line: Line, _ key: StaticString) -> Line? {
        let length = key.utf8CodeUnitCount
        guard line.count > length, line[line.startIndex + length] == UInt8(ascii: " ") else { return nil }
        // Byte by byte through the key's pointer: comparing slices goes through generic code.
        var offset = 0
        while offset < length {
            guard line[line.startIndex + offset] == key.utf8Start[offset] else { return nil }
            offset += 1
        }
        return line[(line.startIndex + length + 1)...]
    }

    /// The same as a string.
    private static func value(_ line: Line, _ key: StaticString) -> String? {
        rest(line, key).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What follows `key ` on `line`, or nil when the line is about something else.
    static func value(_ line: Substring, _ key: String) -> String? {
        let bytes = line.utf8
        let length = key.utf8.count
        guard bytes.count > length, bytes.starts(with: key.utf8) else { return nil }
        let space = bytes.index(bytes.startIndex, offsetBy: length)
        guard bytes[space] == UInt8(ascii: " ") else { return nil }
        return String(decoding: bytes[bytes.index(after: space)...], as: UTF8.self)
    }

    private static func digest(_ text: String) -> UInt64? {
        guard text.utf8.count == 16 else { return nil }
        return UInt64(text, radix: 16)
    }
}

extension RunState {
    /// The index of the first `byte` in `base[start..<end]`, found by `memchr` a word at a
    /// time rather than a byte at a time: the record's lines, and the words of a recorded
    /// message, are split this way.
    static func index(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        memchr(base + start, Int32(byte), end - start).map { UnsafeRawPointer(base).distance(to: $0) }
    }
}
