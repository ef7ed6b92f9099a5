/// Reads one `[label] name: Type [= default]` line of an `initialize:` mapping.
struct ParameterParser {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// One line, with every problem reported.
    mutating func parse(key: YAMLNode, value: YAMLNode) -> Parameter? {
        let names = parseNames(key)
        let typeAndDefault = parseTypeAndDefault(value, key: key.scalar ?? "")
        guard let names, let typeAndDefault else { return nil }
        return Parameter(label: names.label, name: names.name, type: typeAndDefault.type, defaultValue: typeAndDefault.defaultValue,
                         line: key.textLocation.line)
    }

    private mutating func parseNames(_ key: YAMLNode) -> (label: String?, name: String)? {
        let text = key.scalar ?? ""
        // Most keys are a bare name: no split, no new strings.
        let words = !text.isEmpty && !text.utf8.contains(where: ASCIIBytes.isBlank) ? [text]
            : text.isAllASCII
            ? text.utf8.split(whereSeparator: ASCIIBytes.isBlank).map { String(decoding: $0, as: UTF8.self) }
            : text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let start = key.textLocation
        guard words.count == 1 || words.count == 2 else {
            diagnostics.append(Diagnostic(.invalidParameterDeclaration(text: text), at: start))
            return nil
        }
        var valid = true
        let nameWord = words[words.count - 1]
        if let problem = SwiftIdentifier.problem(with: nameWord) {
            let nameOffset = text.unicodeScalars.distance(from: text.startIndex, to: text.range(of: nameWord, options: .backwards)?.lowerBound ?? text.startIndex)
            diagnostics.append(Diagnostic(.invalidParameterName(name: nameWord, role: "name", reason: problem), at: start.advanced(by: nameOffset)))
            valid = false
        }
        var label: String? = SwiftIdentifier.unquoted(nameWord)
        if words.count == 2 {
            let labelWord = words[0]
            if labelWord == "_" {
                label = nil
            } else if let problem = SwiftIdentifier.problem(with: labelWord) {
                diagnostics.append(Diagnostic(.invalidParameterName(name: labelWord, role: "label", reason: problem), at: start.advanced(by: leadingSpaces(text))))
                valid = false
            } else {
                label = SwiftIdentifier.unquoted(labelWord)
            }
        }
        return valid ? (label, SwiftIdentifier.unquoted(nameWord)) : nil
    }

    private mutating func parseTypeAndDefault(_ value: YAMLNode, key: String) -> (type: String, defaultValue: String?)? {
        // On one line like every other value: a message may then quote it without showing
        // anything below the line it is about.
        guard let text = value.oneLineScalar, !value.isNull else {
            let hint: String? = if case .sequence = value.content {
                "quote Swift types that YAML reads as a list, e.g. quotes: \"[Quote]\""
            } else if case .mapping = value.content {
                "quote Swift types that YAML reads as a mapping, e.g. lookup: \"[String: Int]\""
            } else { nil }
            diagnostics.append(Diagnostic(.wrongKind(subject: "parameter '\(key.shownInMessage)'", expected: "a Swift type, optionally followed by '= default'\(value.lineCount > 1 ? ", on one line" : "")", found: value.kindDescription, hint: hint), at: value.location))
            return nil
        }
        let start = value.textLocation
        let typeText: Substring
        var defaultText: Substring?
        let equals = Self.firstEquals(in: text)
        if let equals {
            typeText = text[..<equals]
            defaultText = text[text.index(after: equals)...]
        } else {
            typeText = Substring(text)
        }
        let type = String(typeText).trimmingWhitespace
        var valid = true
        if let problem = SwiftFragment.typeProblem(type) {
            diagnostics.append(Diagnostic(.invalidParameterType(text: type, reason: problem), at: start.advanced(by: leadingSpaces(String(typeText)))))
            valid = false
        }
        var defaultValue: String?
        if let defaultText {
            let expression = String(defaultText).trimmingWhitespace
            if let problem = SwiftFragment.expressionProblem(expression) {
                // Counted only for a message: most defaults have none. An empty default is
                // reported at its '=', the only token it has.
                let equalsOffset = equals.map { text.unicodeScalars.distance(from: text.startIndex, to: $0) } ?? 0
                let offset = expression.isEmpty ? equalsOffset : equalsOffset + 1 + leadingSpaces(String(defaultText))
                diagnostics.append(Diagnostic(.invalidDefaultValue(text: expression, reason: problem), at: start.advanced(by: offset)))
                valid = false
            }
            defaultValue = expression
        }
        return valid ? (type, defaultValue) : nil
    }

    /// Where the first `=` is. ASCII text is searched in its own bytes (through the UTF-8
    /// view's iterator it costs several times more); other text by character, where an `=`
    /// that a combining mark follows is not one.
    private static func firstEquals(in text: String) -> String.Index? {
        if text.isAllASCII, let offset = text.utf8.withContiguousStorageIfAvailable({ $0.firstIndex(of: UInt8(ascii: "=")) }) {
            return offset.map { text.utf8.index(text.startIndex, offsetBy: $0) }
        }
        return text.firstIndex(of: "=")
    }

    private func leadingSpaces(_ text: String) -> Int {
        text.prefix { $0 == " " || $0 == "\t" }.count
    }
}
