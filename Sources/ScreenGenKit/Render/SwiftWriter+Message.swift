extension SwiftWriter {
    /// `head("message", more...)`: on one line when it fits; else across lines, the message a
    /// multi-line literal whose lines end in `\` (so the text has no line break), each cut at
    /// a space outside interpolations, so that no generated line passes ``maximumLineLength``.
    /// Still one literal, it is whatever the callee takes: a `String`, Swift Testing's `Comment`.
    ///
    /// `message` is the inside of a string literal, escapes and interpolations included.
    mutating func call(_ head: String, message: String, _ more: [String] = []) {
        let arguments = (["\"\(message)\""] + more).joined(separator: ", ")
        let oneLine = Line(stringLiteral: "\(head)(\(arguments))")
        guard !fits(oneLine) else {
            line(oneLine)
            return
        }
        line(Line(stringLiteral: "\(head)("))
        indented { out in
            let literal = Line(stringLiteral: "\"\(message)\"" + (more.isEmpty ? "" : ","))
            if out.fits(literal) {
                out.line(literal)
                if !more.isEmpty { out.line(Line(stringLiteral: more.joined(separator: ", "))) }
                return
            }
            let width = Self.maximumLineLength - 4 * out.indentationLevel - 2
            let pieces = Self.pieces(ofLiteral: message, width: width)
            out.line("\"\"\"")
            for (index, piece) in pieces.enumerated() {
                out.verbatimLine(Line(stringLiteral: piece + (index == pieces.count - 1 ? "" : "\\")))
            }
            out.line(more.isEmpty ? "\"\"\"" : "\"\"\",")
            if !more.isEmpty { out.line(Line(stringLiteral: more.joined(separator: ", "))) }
        }
        line(")")
    }

    /// ``call(_:_:_:)`` with plain strings.
    mutating func call(_ head: String, arguments: [String], _ tail: String = "") {
        call(Line(stringLiteral: head), arguments.map { Line(stringLiteral: $0) }, Line(stringLiteral: tail))
    }

    /// `head(parameters)tail {`, the body, then `}`: the parameters on one line when it fits,
    /// else one per line.
    mutating func block(_ head: String, parameters: [String], _ tail: String = "", _ body: (inout SwiftWriter) -> Void) {
        call(Line(stringLiteral: head), parameters.map { Line(stringLiteral: $0) }, Line(stringLiteral: tail + " {"))
        indented(body)
        line("}")
    }

    /// The inside of a string literal cut into pieces of at most `width` bytes (a longer word
    /// stays whole), each piece but the first starting at a space outside `\(...)`.
    static func pieces(ofLiteral text: String, width: Int) -> [String] {
        // The cut points: spaces outside interpolations.
        var words: [String] = []
        var current = ""
        var depth = 0
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
                if character == "(" { depth += 1 }
            } else if character == "\\" {
                escaped = true
            } else if depth > 0 {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
            } else if character == " ", !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        words.append(current)
        var pieces: [String] = []
        var piece = ""
        for word in words {
            if !piece.isEmpty, piece.utf8.count + word.utf8.count > width {
                pieces.append(piece)
                piece = ""
            }
            piece += word
        }
        pieces.append(piece)
        return pieces
    }
}
