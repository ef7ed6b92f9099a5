/// Import stage, `import --update`: brings a spec file written by an earlier import up to
/// date with a new import of the same storyboard, editing the file's lines in place.
///
/// The storyboard owns a screen's ``ownedKeys``; everything else (`init:`, `initialize:`,
/// `presentation:`, comments, blank lines, key order, the header) is the team's and is kept
/// byte for byte. Lines are found through the YAML loader's node locations, so only the
/// lines of owned keys that changed are touched, and a second run changes nothing.
///
/// A screen of the file is matched with the fresh import's by what it stands for (its
/// storyboard and Storyboard ID, its storyboard's initial scene, or its XIB), not by its key:
/// a key the team renamed, and its `class:`, stay as they are, and the import never renames a key.
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
        /// Why the file cannot be edited safely, where: the text is then left as it is.
        public var refusal: Refusal?
    }

    /// A part of a spec file that `import --update` would have to change but cannot edit line
    /// by line, and what to change so that it can.
    public struct Refusal: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    static func flowRefusal(_ start: (line: Int, column: Int), what: String) -> Refusal {
        Refusal(line: start.line, column: start.column,
                message: "\(what) is written in flow style ({…}), which 'import --update' cannot edit line by line without rewriting it; write it in block style (one key a line) and run the update again")
    }

    public var prune: Bool

    public init(prune: Bool) {
        self.prune = prune
    }

    /// `old` (the file on disk) updated to what `new` (the fresh import) says; nil when
    /// either is not a spec mapping. A byte-order mark and CRLF line ends are kept as the
    /// file has them.
    public func update(_ old: String, to new: String) -> Update? {
        let bom = old.unicodeScalars.first == "\u{FEFF}"
        let crlf = old.contains("\r\n")
        var plain = bom ? String(old.unicodeScalars.dropFirst()) : old
        if crlf { plain = plain.replacingOccurrences(of: "\r\n", with: "\n") }
        guard var update = updateLines(plain, to: new) else { return nil }
        if update.text == plain {
            update.text = old
            return update
        }
        if update.refusal != nil {
            update.text = old
            return update
        }
        if crlf { update.text = update.text.replacingOccurrences(of: "\n", with: "\r\n") }
        if bom { update.text = "\u{FEFF}" + update.text }
        return update
    }

    /// ``update(_:to:)`` of a text with `\n` line ends and no byte-order mark.
    private func updateLines(_ old: String, to new: String) -> Update? {
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
        let matches = Self.match(oldScreens, newScreens)
        for screen in oldScreens {
            guard let fresh = matches.fresh[screen.name] else {
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
            if !screenEdits.isEmpty, let flow = screen.flow, update.refusal == nil {
                update.refusal = Self.flowRefusal(flow, what: "screen '\(screen.name)'")
            }
            edits += screenEdits
        }
        // New screens go before the first screen whose name sorts after theirs, as the import orders them.
        for screen in newScreens where !matches.matched.contains(screen.name) {
            let next = oldScreens.first { $0.name > screen.name }
            let position = next?.start ?? ((oldScreens.last?.end ?? screensLine) + 1)
            edits.append(Edit(start: position, end: position - 1, lines: after.lines(screen.start, screen.end)))
            update.added.append(screen.name)
        }
        if !edits.isEmpty, let flow = before.screensFlow, update.refusal == nil {
            update.refusal = Self.flowRefusal(flow, what: "'screens'")
        }
        update.text = update.refusal == nil ? before.applying(edits) : old
        update.added.sort()
        update.changed.sort()
        update.removed.sort()
        update.kept.sort()
        return update
    }

    /// Each old screen's fresh counterpart (by old name), and the fresh screens matched: by
    /// what they stand for first, then, for what is left, by name.
    static func match(_ old: [Document.Block], _ new: [Document.Block]) -> (fresh: [String: Document.Block], matched: Set<String>) {
        var byIdentity: [String: Document.Block] = [:]
        for screen in new where byIdentity[identity(of: screen)] == nil { byIdentity[identity(of: screen)] = screen }
        var fresh: [String: Document.Block] = [:]
        var matched: Set<String> = []
        for screen in old {
            guard let found = byIdentity[identity(of: screen)], !matched.contains(found.name) else { continue }
            fresh[screen.name] = found
            matched.insert(found.name)
        }
        let newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for screen in old where fresh[screen.name] == nil {
            guard let found = newByName[screen.name], !matched.contains(found.name) else { continue }
            fresh[screen.name] = found
            matched.insert(found.name)
        }
        return (fresh, matched)
    }

    /// What a screen stands for, whatever its key: its XIB, its storyboard's initial scene, or
    /// its storyboard and Storyboard ID (the key, when it has no `identifier`).
    static func identity(of screen: Document.Block) -> String {
        let truths: Set<String> = ["true", "True", "TRUE"]
        if let nib = screen.value(of: "nib"), !["false", "False", "FALSE"].contains(nib) {
            let type = SwiftIdentifier.unqualified(screen.value(of: "class") ?? screen.name)
            return "nib\u{0}" + (truths.contains(nib) ? type : nib)
        }
        if let storyboard = screen.value(of: "storyboard") {
            if truths.contains(screen.value(of: "initial") ?? "") { return "initial\u{0}" + storyboard }
            return "scene\u{0}" + storyboard + "\u{0}" + (screen.value(of: "identifier") ?? screen.name)
        }
        return "name\u{0}" + screen.name
    }

    /// The edits that make `screen`'s owned keys say what `fresh`'s say. When the file names
    /// the screen apart from the import, `identifier` says the fresh Storyboard ID under the
    /// file's key: left out when the key is that ID, written out when the import's key was.
    private func ownedEdits(_ screen: Document.Block, _ fresh: Document.Block, before: Document, after: Document) -> [Edit] {
        var edits: [Edit] = []
        var insertAt = screen.start + 1
        var pending: [String] = []
        let indent = screen.pairs.first.map { before.indent(of: $0.start) } ?? nil
        let renamed = screen.name != fresh.name && fresh.value(of: "storyboard") != nil && fresh.value(of: "initial") == nil
        for key in Self.ownedKeys {
            let mine = screen.pairs.first { $0.name == key }
            let theirs = fresh.pairs.first { $0.name == key }
            var freshLines = theirs.map { after.lines($0.start, $0.end, reindentedTo: indent) } ?? []
            if renamed, key == "identifier" {
                let identifier = fresh.value(of: "identifier") ?? fresh.name
                freshLines = identifier == screen.name ? []
                    : [String(repeating: " ", count: indent ?? 4) + "identifier: " + YAMLWriter.scalar(identifier)]
            }
            if let mine {
                if !pending.isEmpty { edits.append(Edit(start: insertAt, end: insertAt - 1, lines: pending)); pending = [] }
                // Same meaning (another quoting, a trailing comment, flow style): left as written.
                let same = renamed && key == "identifier"
                    ? mine.value == (fresh.value(of: "identifier") ?? fresh.name)
                    : theirs.map { $0.meaning == mine.meaning } ?? false
                if !same {
                    var replacement = freshLines
                    // A trailing comment on a one-line key stays on its line.
                    if mine.start == mine.end, replacement.count == 1, let comment = Document.trailingComment(before.lines[mine.start - 1]) {
                        replacement[0] += " " + comment
                    }
                    edits.append(Edit(start: mine.start, end: mine.end, lines: replacement))
                }
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
