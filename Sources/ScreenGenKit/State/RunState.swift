/// The `.screengen` file `generate` leaves in the output folder: which tool build wrote
/// the folder, a digest of every input of that run and of every file it generated, and
/// the list of those files. A later `generate` whose inputs have the same digest, and
/// whose output files on disk still hash to the recorded digest, has nothing to do (see
/// ``RunInputs`` and ``OutputWriter/holdsOutput(of:trustingStamps:)``). `check` never
/// takes its word: it always compares the real bytes.
///
/// A line-based text file so that people can read it; anything it cannot parse counts
/// as no record at all (the run then does its full work), never as an error.
public struct RunState: Sendable, Equatable {
    /// Where the record lives, in the output folder. Hidden, and not a `.swift` file, so
    /// neither the compiler nor the stale-file cleanup ever takes it for generated code.
    public static let fileName = ".screengen"
    /// The file's first line, for whoever finds it in the output folder: what it is, and what
    /// the README's "The run state" says to do with it.
    public static let header = "# screengen's run state: safe to delete (the next run does its full work); particular to this machine's screengen build, so keep it out of version control (.gitignore)."
    static let formatLine = "screengen-state 4"

    /// The tool's version and build (``ToolBuild``), as the inputs digest also covers.
    public var version: String
    public var build: String
    /// The digest of the run's inputs; nil when a later run must not skip its work on this
    /// record's word.
    public var inputs: UInt64?
    /// The warnings the run reported, in the order it printed them: a run that skips its
    /// work prints them again (RunState+Diagnostics.swift).
    public var diagnostics: [DiagnosticText] = []
    /// The digest of the generated files' paths and bytes.
    public var outputs: UInt64
    /// Where the storyboard cross-check looked, so a later run can hash the same files
    /// before it has parsed any spec.
    public var storyboardRoots: [StoryboardFootprint.Root]
    /// The generated files, relative to the output folder, sorted.
    public var files: [String]
    /// The file system clock before the run read or wrote any file (``FileStamp/now()``):
    /// a stamp below records bytes that are still the file's while the stamp is unchanged
    /// only when its time is earlier (``FileStamp/isSettled(before:)``).
    public var horizon: FileStamp.Time?
    /// Each spec file's stamp and hash, by its path as shown: a later run reads only the
    /// spec files whose stamps changed.
    public var specStamps: [String: StampedHash] {
        get { specTable.dictionary }
        set { specTable = StampTable(newValue) }
    }
    /// Each generated file's stamp and hash, by its path in the output folder: a later
    /// `generate` reads only the files whose stamps changed.
    public var outputStamps: [String: StampedHash] {
        get { outputTable.dictionary }
        set { outputTable = StampTable(newValue) }
    }
    /// The same as the record lists them (``StampTable``).
    var specTable = StampTable()
    var outputTable = StampTable()
    /// Every folder of the specs folder the run listed, and every folder below the output
    /// folder (not the output folder itself, which holds this record), with their stamps: a
    /// later `generate` stats them instead of listing them (``FolderStamps``).
    public var specFolders = FolderStamps()
    public var outputFolders = FolderStamps()

    public init(version: String, build: String, inputs: UInt64?, outputs: UInt64,
                storyboardRoots: [StoryboardFootprint.Root], files: [String], horizon: FileStamp.Time? = nil,
                specStamps: [String: StampedHash] = [:], outputStamps: [String: StampedHash] = [:]) {
        self.version = version
        self.build = build
        self.inputs = inputs
        self.outputs = outputs
        self.storyboardRoots = storyboardRoots
        self.files = files
        self.horizon = horizon
        specTable = StampTable(specStamps)
        outputTable = StampTable(outputStamps)
    }

    /// Records the files a run generated, sorted by path, each with the XXH64 of its bytes:
    /// their list and their digest.
    mutating func recordOutputs(_ hashes: [(path: String, hash: UInt64)]) {
        files = hashes.map(\.path)
        outputs = GeneratedFile.digest(hashes)
    }

    /// The file's text. A record whose paths would not each fit on one line keeps no
    /// inputs digest, so it never lets a run skip its work.
    public var text: String {
        var state = self
        let paths = files + storyboardRoots.map(\.path) + specTable.paths + outputTable.paths + specFolders.paths + outputFolders.paths
        if paths.contains(where: { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }) {
            state.inputs = nil
            state.diagnostics = []
            state.storyboardRoots = []
            state.files = []
            state.horizon = nil
            state.specTable = StampTable()
            state.outputTable = StampTable()
            state.specFolders = FolderStamps()
            state.outputFolders = FolderStamps()
        }
        var lines = [
            Self.header,
            Self.formatLine,
            "version \(state.version)",
            "build \(state.build)",
            "inputs \(state.inputs.map(RunDigest.hex) ?? "none")",
            "outputs \(RunDigest.hex(state.outputs))",
        ]
        lines += state.storyboardRoots.map(\.line)
        // A `file` line would repeat an `output` line's path when every file has one (the
        // parser takes the files from those lines when there is no `file` line).
        if state.files != state.outputTable.paths || state.horizon == nil {
            lines += state.files.map { "file \($0)" }
        }
        lines += Self.lines(for: state.diagnostics)
        guard let horizon = state.horizon else { return lines.joined(separator: "\n") + "\n" }
        lines.append("horizon \(horizon)")
        // The stamp lines, two per screen file, are written as bytes (RecordBytes).
        var record = RecordBytes(capacity: 128 * (lines.count + state.specTable.paths.count + state.outputTable.paths.count
                                                  + state.specFolders.paths.count + state.outputFolders.paths.count))
        for line in lines {
            record.append(line)
            record.append(byte: UInt8(ascii: "\n"))
        }
        for (path, stamped) in zip(state.specTable.paths, state.specTable.stamps) { record.appendStampLine("spec", stamped, path: path) }
        for (path, stamped) in zip(state.outputTable.paths, state.outputTable.stamps) { record.appendStampLine("output", stamped, path: path) }
        for (path, stamp) in zip(state.specFolders.paths, state.specFolders.stamps) { record.appendFolderLine("spec-folder", stamp, path: path) }
        for (path, stamp) in zip(state.outputFolders.paths, state.outputFolders.stamps) { record.appendFolderLine("output-folder", stamp, path: path) }
        return String(decoding: record.bytes, as: UTF8.self)
    }

    /// The record in `text`, or nil when it is not one this version wrote.
    public init?(text: String) {
        var text = text
        guard let state = text.withUTF8({ Self.parse($0) }) else { return nil }
        self = state
    }

    /// A line of the record, as bytes of its text.
    typealias Line = Slice<UnsafeBufferPointer<UInt8>>

    /// Reads the record byte by byte: with two stamp lines per generated file, `split`
    /// and `Substring` slicing cost more than the rest of a run with nothing to do. Lines
    /// are taken as they are found rather than gathered first: an array of slices is a
    /// generic type whose first use scans the binary's conformance table (``PathOrder``).
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> RunState? {
        var state = RunState(version: "", build: "", inputs: nil, outputs: 0, storyboardRoots: [], files: [])
        // Room for as many stamp lines as the text could hold at sixty bytes a line (they
        // are longer: a key, a hash, four numbers and a path), so the tables seldom grow.
        state.specTable.reserveCapacity(text.count / 60)
        state.outputTable.reserveCapacity(text.count / 60)
        var header = 0
        var start = 0
        var index = 0
        while start < text.count {
            while index < text.count, text[index] != UInt8(ascii: "\n") { index += 1 }
            let line = text[start..<index]
            start = index + 1
            index = start
            if !line.isEmpty, line.first == UInt8(ascii: "#") { continue }
            if header < 5 {
                guard take(header: header, line, into: &state) else { return nil }
                header += 1
            } else {
                guard take(line, into: &state) else { return nil }
            }
        }
        guard header == 5 else { return nil }
        if state.files.isEmpty { state.files = state.outputTable.paths }
        return state
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
    private static func take(_ line: Line, into state: inout RunState) -> Bool {
        // The stamp lines first: there are two for each screen file.
        if let rest = rest(line, "output") {
            guard let stamp = StampedHash.parse(rest) else { return false }
            return state.outputTable.append(stamp.path, stamp.stamped)
        } else if let rest = rest(line, "spec") {
            guard let stamp = StampedHash.parse(rest) else { return false }
            return state.specTable.append(stamp.path, stamp.stamped)
        } else if let path = value(line, "file") {
            state.files.append(path)
        } else if let rest = rest(line, "spec-folder") {
            guard let (stamp, path) = folder(rest) else { return false }
            return state.specFolders.append(path, stamp)
        } else if let rest = rest(line, "output-folder") {
            guard let (stamp, path) = folder(rest) else { return false }
            return state.outputFolders.append(path, stamp)
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

    /// A folder line's stamp and path.
    private static func folder(_ line: Line) -> (FileStamp, String)? {
        guard let text = line.base.baseAddress else { return nil }
        var index = line.startIndex
        guard let stamp = FileStamp.parse(text, &index, line.endIndex), index != line.endIndex else { return nil }
        return (stamp, String(decoding: UnsafeBufferPointer(start: text + index, count: line.endIndex - index), as: UTF8.self))
    }

    /// What follows `key ` on `line` as bytes, or nil when the line is about something else.
    private static func rest(_ line: Line, _ key: StaticString) -> Line? {
        let length = key.utf8CodeUnitCount
        guard line.count > length, line[line.startIndex + length] == UInt8(ascii: " ") else { return nil }
        let keyBytes = UnsafeBufferPointer(start: key.utf8Start, count: length)
        guard line.prefix(length).elementsEqual(keyBytes) else { return nil }
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
