import CYaml

/// What a parse that libyaml stops is reported as: its problem at its place, with a hint
/// for the mistakes spec authors make most.
extension EventSession {
    func syntaxError(_ parser: yaml_parser_t) -> Diagnostic {
        let problem = cString(parser.problem) ?? "invalid YAML"
        let context = cString(parser.context)
        let mark = parser.problem_mark
        var at = location(mark)
        if parser.error == YAML_READER_ERROR {
            // The reader reports a byte offset rather than a mark.
            at = YAMLLoader.location(forByteOffset: parser.problem_offset, in: bytes, file: file)
        }
        if problem.hasPrefix("Maximum nesting level reached") {
            // libyaml's own guard (its scanner runs ahead through deep flow collections);
            // the same problem as the loader's depth limit, so the same message.
            return Diagnostic(.nestingTooDeep(limit: YAMLLoader.depthLimit), at: at)
        }
        return Diagnostic(.yamlSyntax(problem: problem, context: context, hint: hint(for: problem, at: Int(mark.index))), at: at)
    }

    /// A hint for the mistakes spec authors make most: unquoted `@escaping …` and `: ` in values.
    private func hint(for problem: String, at index: Int) -> String? {
        if problem.contains("cannot start any token"), index < bytes.count {
            let character = bytes[index]
            if character == UInt8(ascii: "@") || character == UInt8(ascii: "`") {
                return "quote values that start with '@' or '`', e.g. onClose: \"@escaping () -> Void\""
            }
            if character == UInt8(ascii: "\t") {
                return "YAML indents with spaces; replace the tab with spaces"
            }
        }
        if problem.contains("mapping values are not allowed") {
            return "quote a value that contains ': ', e.g. onTap: \"(Int) -> Void\""
        }
        return nil
    }
}
