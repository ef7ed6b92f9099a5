extension SwiftWriter {
    /// The text of one line, written as a string literal with interpolations:
    /// `out.line("\(access) func \(member)() -> \(type)")`.
    ///
    /// Its interpolation copies each piece's UTF-8 straight into one buffer (``LineBytes``,
    /// on the stack for all but the longest lines), where a `String` would grow and
    /// re-check itself at every piece; rendering thousands of screens spent most of its
    /// time there.
    struct Line: ExpressibleByStringInterpolation {
        private var storage: LineBytes

        init(stringLiteral value: String) {
            storage = LineBytes()
            storage.append(value)
        }

        init(stringInterpolation: Interpolation) {
            storage = stringInterpolation.storage
        }

        var isEmpty: Bool { storage.isEmpty }

        /// How many UTF-8 bytes the line has, without copying them.
        var byteCount: Int { storage.count }

        /// The UTF-8 of the line, as an array (for code that keeps it).
        var bytes: [UInt8] { storage.array }

        /// The UTF-8 of the line, for as long as `body` runs.
        func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
            storage.withUnsafeBytes(body)
        }

        /// Adds `text`'s UTF-8 at the end, for lines assembled piece by piece.
        mutating func append(_ text: String) {
            storage.append(text)
        }

        /// Adds another line's bytes at the end.
        mutating func append(_ line: Line) {
            storage.append(line.storage)
        }

        struct Interpolation: StringInterpolationProtocol {
            fileprivate var storage = LineBytes()

            init(literalCapacity: Int, interpolationCount: Int) {}

            mutating func appendLiteral(_ literal: String) {
                storage.append(literal)
            }

            mutating func appendInterpolation(_ value: String) {
                storage.append(value)
            }

            /// A piece built as a `Line` itself (an origin, a call): its bytes, copied once.
            mutating func appendInterpolation(_ value: Line) {
                storage.append(value.storage)
            }

            /// Numbers, locations: as `description` shows them, as in any string.
            mutating func appendInterpolation(_ value: some CustomStringConvertible) {
                storage.append(value.description)
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
