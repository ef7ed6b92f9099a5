/// The usual parameter line, read over its bytes: `name: Type`, `label name: Type = default`,
/// all plain ASCII and valid. What it makes is what ``ParameterParser/parse(key:value:)``
/// makes of the same line the long way; anything else (text to report, non-ASCII names,
/// backticks, null, several lines) is left to that way, which reports it.
///
/// There is one of these per parameter, tens of thousands in a large app: splitting the key
/// into an array of words and slicing the value by `String.Index` cost several times the
/// parse of the line itself.
extension ParameterParser {
    static func plainParameter(key: YAMLNode, value: YAMLNode) -> Parameter? {
        guard case let .scalar(keyText, _) = key.content, case let .scalar(valueText, style) = value.content,
              value.lineCount == 1, !(style == .plain && value.isNull),
              let names = plainNames(keyText), let typeAndDefault = plainTypeAndDefault(valueText) else { return nil }
        return Parameter(label: names.label, name: names.name, type: typeAndDefault.type, defaultValue: typeAndDefault.defaultValue,
                         line: key.textLocation.line)
    }

    /// `name` or `label name`, each word `[A-Za-z_][A-Za-z0-9_]*` and not `_` alone (a label
    /// may be `_`), separated by spaces or tabs. A one-word key is its own label.
    static func plainNames(_ text: String) -> (label: String?, name: String)? {
        let names = text.utf8.withContiguousStorageIfAvailable { bytes -> (label: String?, name: String)? in
            var words: (first: Range<Int>, second: Range<Int>?)?
            var index = 0
            while index < bytes.count {
                while index < bytes.count, ASCIIBytes.isBlank(bytes[index]) { index += 1 }
                guard index < bytes.count else { break }
                let start = index
                while index < bytes.count, !ASCIIBytes.isBlank(bytes[index]) { index += 1 }
                switch words {
                case nil: words = (start..<index, nil)
                case let .some((first, nil)): words = (first, start..<index)
                default: return nil
                }
            }
            guard let words else { return nil }
            let nameRange = words.second ?? words.first
            guard let name = identifier(nameRange, of: bytes, in: text) else { return nil }
            guard words.second != nil else { return (name, name) }
            let labelRange = words.first
            if labelRange.count == 1, bytes[labelRange.lowerBound] == UInt8(ascii: "_") { return (nil, name) }
            guard let label = identifier(labelRange, of: bytes, in: text) else { return nil }
            return (label, name)
        }
        return names ?? nil
    }

    /// `Type` or `Type = default`, ASCII, each part valid (``SwiftFragment``), trimmed of
    /// spaces and tabs.
    static func plainTypeAndDefault(_ text: String) -> (type: String, defaultValue: String?)? {
        let parts = text.utf8.withContiguousStorageIfAvailable { bytes -> (type: String, defaultValue: String?)? in
            guard ASCIIBytes.prefixLength(bytes) == bytes.count else { return nil }
            let equals = bytes.firstIndex(of: UInt8(ascii: "="))
            let type = trimmed(0..<(equals ?? bytes.count), of: bytes, in: text)
            guard SwiftFragment.typeProblem(type) == nil else { return nil }
            guard let equals else { return (type, nil) }
            let expression = trimmed((equals + 1)..<bytes.count, of: bytes, in: text)
            guard SwiftFragment.expressionProblem(expression) == nil else { return nil }
            return (type, expression)
        }
        return parts ?? nil
    }

    /// The word at `range` when it is a plain identifier other than `_`; `text` itself when
    /// the word is all of it.
    private static func identifier(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, in text: String) -> String? {
        let word = UnsafeBufferPointer(rebasing: bytes[range])
        guard SwiftIdentifier.isPlainASCII(word), !(word.count == 1 && word[0] == UInt8(ascii: "_")) else { return nil }
        return range.count == bytes.count ? text : String(decoding: word, as: UTF8.self)
    }

    /// The bytes at `range` without leading and trailing spaces and tabs, as a string;
    /// `text` itself when that is all of it.
    private static func trimmed(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, in text: String) -> String {
        let kept = ASCIIBytes.trimmingBlanks(range, of: bytes)
        return kept.count == bytes.count ? text : String(decoding: UnsafeBufferPointer(rebasing: bytes[kept]), as: UTF8.self)
    }
}
