import Foundation

extension ParameterAliases {
    /// What aliasing makes of one parameter type: the identifiers in it, and its split into
    /// what only a parameter position takes and what a typealias can name (``split(_:words:)``).
    struct TypeShape: Sendable {
        var words: Set<String>
        /// The same words as a list: a screen asks of each of its few names whether a type
        /// mentions it, where comparing a handful of strings costs less than hashing.
        var wordList: [String]
        var positionOnly: String
        var aliased: String?
    }

    /// Shapes already worked out in this process, by type text.
    ///
    /// A spec repeats a few dozen parameter types across thousands of parameters, and
    /// working out a shape (a set of words, the split) costs far more than a lookup. A shape
    /// depends on the text alone, so reusing it changes nothing but the time.
    final class Memo: @unchecked Sendable {
        /// Enough for any real spec's distinct types; past it the memo starts over, so a
        /// long-lived process (tests, an editor integration) never grows without bound.
        static let capacity = 10_000

        private let lock = NSLock()
        private var shapes: [String: TypeShape] = [:]

        func shape(of type: String) -> TypeShape {
            lock.lock()
            let known = shapes[type]
            lock.unlock()
            if let known { return known }
            var words: Set<String> = []
            ParameterAliases.collectWords(in: type, into: &words)
            let split = ParameterAliases.split(type, words: words)
            let shape = TypeShape(words: words, wordList: Array(words), positionOnly: split.positionOnly, aliased: split.aliased)
            lock.lock()
            if shapes.count >= Self.capacity { shapes.removeAll(keepingCapacity: true) }
            shapes[type] = shape
            lock.unlock()
            return shape
        }
    }

    static let memo = Memo()
}
