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
}
