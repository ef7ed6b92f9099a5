import CYaml

/// What a parse that libyaml stops is reported as: the mistake the author most likely made
/// (``YAMLSyntaxProblem``) at the token to fix, with libyaml's words as a note; libyaml's
/// words and place when no reading applies.
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
        let words = problem + (context.map { " (\($0))" } ?? "")
        if parser.error == YAML_SCANNER_ERROR || parser.error == YAML_PARSER_ERROR {
            let contextMark = context == nil ? nil : (line: Int(parser.context_mark.line), column: Int(parser.context_mark.column))
            let report = YAMLSyntaxProblem.Report(problem: problem, context: context, problemMark: (Int(mark.line), Int(mark.column)), contextMark: contextMark)
            if let reading = YAMLSyntaxProblem.reading(report, in: YAMLSourceLines(bytes)) {
                return Diagnostic(.yamlSyntax(problem: reading.message, hint: reading.hint, parserMessage: words),
                                  at: SourceLocation(file: file, line: reading.line + 1, column: reading.column + 1))
            }
        }
        return Diagnostic(.yamlSyntax(problem: "YAML syntax error: " + problem + (context.map { " \($0)" } ?? ""), hint: nil, parserMessage: nil), at: at)
    }
}
