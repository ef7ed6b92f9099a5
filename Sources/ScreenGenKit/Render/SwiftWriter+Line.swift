extension SwiftWriter {
    /// The text of one line, written as a string literal with interpolations:
    /// `out.line("\(access) func \(member)() -> \(type)")`.
    ///
    /// Its interpolation copies each piece's UTF-8 straight into one buffer, where a
    /// `String` would grow and re-check itself at every piece; rendering thousands of
    /// screens spent most of its time there.
    struct Line: ExpressibleByStringInterpolation {
        var bytes: [UInt8]

        init(stringLiteral value: String) {
            bytes = Array(value.utf8)
        }

        init(stringInterpolation: Interpolation) {
            bytes = stringInterpolation.bytes
        }

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// Adds `text`'s UTF-8 at the end, for lines assembled piece by piece.
        mutating func append(_ text: String) {
            bytes.appendUTF8(of: text)
        }

        struct Interpolation: StringInterpolationProtocol {
            var bytes: [UInt8] = []

            init(literalCapacity: Int, interpolationCount: Int) {
                bytes.reserveCapacity(literalCapacity + 48 * interpolationCount)
            }

            mutating func appendLiteral(_ literal: String) {
                append(literal)
            }

            mutating func appendInterpolation(_ value: String) {
                append(value)
            }

            /// A piece built as a `Line` itself (an origin, a call): its bytes, copied once.
            mutating func appendInterpolation(_ value: Line) {
                bytes.append(contentsOf: value.bytes)
            }

            /// Numbers, locations: as `description` shows them, as in any string.
            mutating func appendInterpolation(_ value: some CustomStringConvertible) {
                append(value.description)
            }

            private mutating func append(_ text: String) {
                bytes.appendUTF8(of: text)
            }
        }
    }
}

extension [UInt8] {
    /// Appends `text`'s UTF-8 in one copy of its contiguous storage (native and literal
    /// strings have it, without the copy of the string that `withUTF8` makes); a walk
    /// through the string's UTF-8 view otherwise. `append(contentsOf: text.utf8)` takes
    /// the walk every time, several times slower for the short pieces a line is made of.
    mutating func appendUTF8(of text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { self.append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }
}
