/// A position in a user's file: the path as the user sees it, and a 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, so they match what editors show for
/// the common case of ASCII and single-scalar characters.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file, by its number in ``FileNames`` (equal numbers, equal names): copying a
    /// location then counts no reference.
    private var fileID: FileNames.ID
    // Stored in 32 bits: every spec value carries a location, and a spec file is at most
    // 8 MB, so no line or column needs more (a wider one is clamped).
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The path as the user sees it.
    public var file: String {
        get { FileNames.shared.name(fileID) }
        set { fileID = FileNames.shared.id(for: newValue) }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.init(fileID: FileNames.shared.id(for: file), line: line, column: column)
    }

    /// A location in the file numbered `fileID`: for a reader that makes many locations in
    /// one file, which then looks its name up once.
    init(fileID: FileNames.ID, line: Int, column: Int) {
        self.fileID = fileID
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The location of a whole file, for problems that belong to no line.
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }

    /// This location moved right by `offset` columns on the same line.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(fileID: fileID, line: line, column: column + offset)
    }

    /// `path:line:column`, on one line whatever the file is called.
    public var description: String { "\(file.shownOnOneLine):\(line):\(column)" }

    /// By path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
