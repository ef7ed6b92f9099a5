/// Import stage, `import --update`: brings a spec file written by an earlier import up to
/// date with a new import of the same storyboard, editing the file's lines in place.
///
/// The storyboard owns a screen's ``ownedKeys``; everything else (`init:`, `initialize:`,
/// `presentation:`, comments, blank lines, key order, the header) is the team's and is kept
/// byte for byte. Lines are found through the YAML loader's node locations, so only the
/// lines of owned keys that changed are touched, and a second run changes nothing.
public struct SpecUpdater: Sendable {
    /// The keys a storyboard or XIB decides, in the order the import writes them.
    public static let ownedKeys = ["storyboard", "identifier", "initial", "segueOnly", "windowController", "nib", "segues"]

    /// What an update did to one file.
    public struct Update: Sendable, Equatable {
        public var text: String
        /// Screens the storyboard has and the file had not, sorted.
        public var added: [String] = []
        /// Screens whose owned keys changed, sorted.
        public var changed: [String] = []
        /// Screens no longer in the storyboard, taken out of the file, sorted.
        public var removed: [String] = []
        /// Screens no longer in the storyboard that have keys of the team's, left in the file, sorted.
        public var kept: [String] = []
    }

    public var prune: Bool

    public init(prune: Bool) {
        self.prune = prune
    }

    /// `old` (the file on disk) updated to what `new` (the fresh import) says; nil when
    /// either is not a spec mapping.
    public func update(_ old: String, to new: String) -> Update? {
        guard let before = Document(old), let after = Document(new) else { return nil }
        var update = Update(text: old)
        var edits: [Edit] = []
        let newScreens = after.screens
        let oldScreens = before.screens
        guard let screensLine = before.screensLine else {
            // No `screens:` yet: the new ones go at the end.
            edits.append(Edit(start: before.lines.count + 1, end: before.lines.count, lines: after.screensBlock))
            update.added = newScreens.map(\.name).sorted()
            update.text = before.applying(edits)
            return update
        }
        if oldScreens.isEmpty {
            // `screens: {}` becomes the block the import writes.
            if !newScreens.isEmpty { edits.append(Edit(start: screensLine, end: screensLine, lines: after.screensBlock)) }
            update.added = newScreens.map(\.name).sorted()
            update.text = before.applying(edits)
            return update
        }
        let newByName = Dictionary(newScreens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(oldScreens.map(\.name))
        for screen in oldScreens {
            guard let fresh = newByName[screen.name] else {
                let ownedOnly = screen.pairs.allSatisfy { Self.ownedKeys.contains($0.name) }
                if ownedOnly || prune {
                    edits.append(Edit(start: screen.start, end: screen.end, lines: []))
                    update.removed.append(screen.name)
                } else {
                    update.kept.append(screen.name)
                }
                continue
            }
            let screenEdits = ownedEdits(screen, fresh, before: before, after: after)
            if !screenEdits.isEmpty { update.changed.append(screen.name) }
            edits += screenEdits
        }
        // New screens go before the first screen whose name sorts after theirs, as the import orders them.
        for screen in newScreens where !oldNames.contains(screen.name) {
            let next = oldScreens.first { $0.name > screen.name }
            let position = next?.start ?? ((oldScreens.last?.end ?? screensLine) + 1)
            edits.append(Edit(start: position, end: position - 1, lines: after.lines(screen.start, screen.end)))
            update.added.append(screen.name)
        }
        update.text = before.applying(edits)
        update.added.sort()
        update.changed.sort()
        update.removed.sort()
        update.kept.sort()
        return update
    }

    /// The edits that make `screen`'s owned keys say what `fresh`'s say.
    private func ownedEdits(_ screen: Document.Block, _ fresh: Document.Block, before: Document, after: Document) -> [Edit] {
        var edits: [Edit] = []
        var insertAt = screen.start + 1
        var pending: [String] = []
        let indent = screen.pairs.first.map { before.indent(of: $0.start) } ?? nil
        for key in Self.ownedKeys {
            let mine = screen.pairs.first { $0.name == key }
            let theirs = fresh.pairs.first { $0.name == key }
            let freshLines = theirs.map { after.lines($0.start, $0.end, reindentedTo: indent) } ?? []
            if let mine {
                if !pending.isEmpty { edits.append(Edit(start: insertAt, end: insertAt - 1, lines: pending)); pending = [] }
                if before.lines(mine.start, mine.end) != freshLines { edits.append(Edit(start: mine.start, end: mine.end, lines: freshLines)) }
                insertAt = mine.end + 1
            } else {
                pending += freshLines
            }
        }
        if !pending.isEmpty { edits.append(Edit(start: insertAt, end: insertAt - 1, lines: pending)) }
        return edits
    }

    /// Replace lines `start...end` (1-based; `end == start - 1` inserts before `start`).
    struct Edit {
        var start: Int
        var end: Int
        var lines: [String]
    }
}
