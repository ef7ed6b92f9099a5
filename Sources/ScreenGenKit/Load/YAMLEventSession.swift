import CYaml

/// One pass of libyaml's parser over one file, composing events into ``YAMLNode``s.
///
/// Duplicate keys are reported and dropped (the first one wins), and YAML merge keys
/// (`<<: *defaults`) are applied, with explicit keys taking precedence.
struct EventSession {
    let file: String
    /// `file`'s number: every event's location is made from it.
    private let fileID: FileNames.ID
    let bytes: [UInt8]
    private(set) var diagnostics: [Diagnostic] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodeCount = 0
    private var parser: UnsafeMutablePointer<yaml_parser_t>?

    init(file: String, bytes: [UInt8]) {
        self.file = file
        fileID = FileNames.shared.id(for: file)
        self.bytes = bytes
    }

    /// The document's root, or nil for a stream with no document.
    mutating func run() throws(YAMLLoadError) -> YAMLNode? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            throw YAMLLoadError(diagnostic: Diagnostic(.unreadableFile(reason: "out of memory"), at: .file(file)))
        }
        self.parser = parser
        defer {
            yaml_parser_delete(parser)
            parser.deallocate()
            self.parser = nil
        }
        // libyaml's reader reads from `input` until parsing ends; `input` outlives it.
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer { input.deallocate() }
        _ = input.initialize(from: bytes)
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)

        _ = try nextEvent() // stream start
        var event = try nextEvent()
        guard event.type != YAML_STREAM_END_EVENT else { return nil }
        // event is DOCUMENT_START
        event = try nextEvent()
        let root = try compose(event, depth: 0)
        _ = try nextEvent() // document end
        let after = try nextEvent()
        if after.type == YAML_DOCUMENT_START_EVENT {
            throw YAMLLoadError(diagnostic: Diagnostic(.multipleDocuments, at: location(after.raw.start_mark)))
        }
        return root
    }

    // MARK: Composing

    /// Each node is made straight from libyaml's event: its text becomes the node's one
    /// string, and an anchor or a tag becomes a string only when the event has one. (A copy
    /// of each event in Swift strings, destroyed once composed, was four releases an event.)
    private mutating func compose(_ event: borrowing Event, depth: Int) throws(YAMLLoadError) -> YAMLNode {
        let location = location(event.raw.start_mark)
        switch event.type {
        case YAML_ALIAS_EVENT:
            let anchor = cString(event.raw.data.alias.anchor)
            guard let anchor, let target = anchors[anchor] else {
                throw YAMLLoadError(diagnostic: Diagnostic(
                    .yamlSyntax(problem: "YAML syntax error: unknown alias '*\(anchor ?? "")'", hint: "define '&\(anchor ?? "")' before using it", parserMessage: nil),
                    at: location))
            }
            try count(target.size, at: location)
            var node = target.node
            node.location = location
            return node
        case YAML_SCALAR_EVENT:
            let scalar = event.raw.data.scalar
            let tag = try checkTag(scalar.tag, at: location)
            var style = Self.style(scalar.style)
            if style == .plain, tag == "tag:yaml.org,2002:str" { style = .singleQuoted }
            try count(1, at: location)
            // A block scalar ends at the start of the line after its text.
            let end = event.raw.end_mark
            let endLine = Int(end.line) + (end.column == 0 ? 0 : 1)
            // Made whole, not changed after: a variable changed and then returned was copied
            // out and destroyed, once for every scalar.
            let node = YAMLNode(content: .scalar(string(scalar.value, length: scalar.length), style), location: location,
                                lineCount: max(1, endLine - location.line + 1))
            remember(node, size: 1, anchor: scalar.anchor)
            return node
        case YAML_SEQUENCE_START_EVENT:
            _ = try checkTag(event.raw.data.sequence_start.tag, at: location)
            try checkDepth(depth, at: location)
            let before = nodeCount
            try count(1, at: location)
            var items: [YAMLNode] = []
            items.reserveCapacity(Self.initialCapacity)
            while true {
                let next = try nextEvent()
                if next.type == YAML_SEQUENCE_END_EVENT { break }
                items.append(try compose(next, depth: depth + 1))
            }
            let node = YAMLNode(content: .sequence(items), location: location)
            remember(node, size: nodeCount - before, anchor: event.raw.data.sequence_start.anchor)
            return node
        case YAML_MAPPING_START_EVENT:
            _ = try checkTag(event.raw.data.mapping_start.tag, at: location)
            try checkDepth(depth, at: location)
            let before = nodeCount
            try count(1, at: location)
            var pairs: [YAMLNode.Pair] = []
            pairs.reserveCapacity(Self.initialCapacity)
            while true {
                let next = try nextEvent()
                if next.type == YAML_MAPPING_END_EVENT { break }
                let key = try compose(next, depth: depth + 1)
                var value = try compose(try nextEvent(), depth: depth + 1)
                // A value left out (`count:`) has no text to point at: libyaml places it past
                // the colon, often at the end of the line; a message about it points at its key.
                if case .scalar("", .plain) = value.content { value.location = key.location }
                pairs.append(YAMLNode.Pair(key: key, value: value))
            }
            let node = YAMLNode(content: .mapping(mergingAndDeduplicating(pairs)), location: location)
            remember(node, size: nodeCount - before, anchor: event.raw.data.mapping_start.anchor)
            return node
        default:
            throw YAMLLoadError(diagnostic: Diagnostic(
                .yamlSyntax(problem: "YAML syntax error: unexpected event", hint: nil, parserMessage: nil), at: location))
        }
    }

    /// Room made for a collection's children before the first is read: a spec's mappings
    /// mostly have two to four keys, and growing from empty reallocated them twice or three
    /// times each (one mapping per screen and per parameter list).
    private static let initialCapacity = 4

    /// Applies `<<` merge keys and drops repeated keys, reporting each repeat.
    private mutating func mergingAndDeduplicating(_ pairs: [YAMLNode.Pair]) -> [YAMLNode.Pair] {
        if Self.isPlain(pairs) { return pairs }
        var seen = SeenKeys(capacity: pairs.count)
        var result: [YAMLNode.Pair] = []
        var merged: [YAMLNode.Pair] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            if case .scalar("<<", .plain) = pair.key.content {
                switch pair.value.content {
                case let .mapping(inner): merged += inner
                case let .sequence(items):
                    for item in items { if case let .mapping(inner) = item.content { merged += inner } }
                case .scalar: result.append(pair)
                }
                continue
            }
            if let key = pair.key.scalar {
                if let first = seen[key] {
                    diagnostics.append(Diagnostic(.duplicateKey(key: key, first: first), at: pair.key.location))
                    continue
                }
                seen.insert(key, at: pair.key.location)
            }
            result.append(pair)
        }
        for pair in merged {
            guard let key = pair.key.scalar, seen[key] == nil else { continue }
            seen.insert(key, at: pair.key.location)
            result.append(pair)
        }
        return result
    }

    /// Whether a small mapping has neither a merge key nor a repeated key, as nearly every
    /// spec mapping has: then it is kept as it is, with no table of its keys built.
    private static func isPlain(_ pairs: [YAMLNode.Pair]) -> Bool {
        guard pairs.count <= 16 else { return false }
        for index in pairs.indices {
            guard case let .scalar(key, style) = pairs[index].key.content else { continue }
            if style == .plain, key == "<<" { return false }
            for earlier in pairs[..<index] {
                if case let .scalar(other, _) = earlier.key.content, other == key { return false }
            }
        }
        return true
    }

    private mutating func remember(_ node: YAMLNode, size: Int, anchor: UnsafeMutablePointer<yaml_char_t>?) {
        if let anchor { anchors[String(cString: anchor)] = (node, size) }
    }

    private mutating func count(_ nodes: Int, at location: SourceLocation) throws(YAMLLoadError) {
        nodeCount += nodes
        if nodeCount > YAMLLoader.nodeLimit {
            throw YAMLLoadError(diagnostic: Diagnostic(.documentTooLarge(limit: YAMLLoader.nodeLimit), at: location))
        }
    }

    private func checkDepth(_ depth: Int, at location: SourceLocation) throws(YAMLLoadError) {
        if depth >= YAMLLoader.depthLimit {
            throw YAMLLoadError(diagnostic: Diagnostic(.nestingTooDeep(limit: YAMLLoader.depthLimit), at: location))
        }
    }

    /// The event's tag, when it has one; any tag but the standard ones is refused.
    private func checkTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) throws(YAMLLoadError) -> String? {
        guard let pointer else { return nil }
        let tag = String(cString: pointer)
        guard tag != "!" else { return tag }
        let standard = ["str", "map", "seq", "bool", "null", "int", "float"].map { "tag:yaml.org,2002:" + $0 }
        if !standard.contains(tag) {
            throw YAMLLoadError(diagnostic: Diagnostic(.unsupportedTag(tag: tag), at: location))
        }
        return tag
    }

    // MARK: Events

    /// One event from libyaml, which owns its text, anchor and tag until it is freed, when
    /// the value goes.
    struct Event: ~Copyable {
        var raw: yaml_event_t

        var type: yaml_event_type_t { raw.type }

        deinit {
            var raw = raw
            yaml_event_delete(&raw)
        }
    }

    private mutating func nextEvent() throws(YAMLLoadError) -> Event {
        // Only run() sets the parser; reaching here without one is reported, never trapped.
        guard let parser else {
            throw YAMLLoadError(diagnostic: Diagnostic(.yamlSyntax(problem: "YAML syntax error: unexpected end of input", hint: nil, parserMessage: nil), at: .file(file)))
        }
        var raw = yaml_event_t()
        guard yaml_parser_parse(parser, &raw) == 1 else {
            throw YAMLLoadError(diagnostic: syntaxError(parser.pointee))
        }
        return Event(raw: raw)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(fileID: fileID, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func cString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    func cString(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
