import Foundation

extension SwiftFragment {
    /// Answers already worked out in this process, by kind of fragment and text.
    ///
    /// Specs repeat a few dozen types and defaults (`String`, `Int = 20`,
    /// `@escaping () -> Void`) across thousands of parameters, and parsing one with
    /// SwiftParser costs far more than a lookup. An answer depends on the text alone, so
    /// reusing it changes nothing but the time.
    final class Memo: @unchecked Sendable {
        /// What is asked of the text. For the yes-or-no questions whether it is a function
        /// type without `@escaping` and whether a keyword needs backticks, the answer is ""
        /// for yes and nil for no.
        enum Kind: Hashable {
            case type, expression, nonEscapingFunction, keyword
        }

        private struct Key: Hashable {
            var kind: Kind
            var text: String
        }

        /// Enough for any real spec's distinct fragments; past it the memo starts over, so
        /// a long-lived process (tests, an editor integration) never grows without bound.
        static let capacity = 10_000

        private let lock = NSLock()
        // `String??`: the outer optional is "not known yet", the inner one the answer.
        private var answers: [Key: String?] = [:]

        /// The remembered answer for `text`, or `compute()`'s, remembered.
        func answer(_ kind: Kind, _ text: String, compute: () -> String?) -> String? {
            let key = Key(kind: kind, text: text)
            lock.lock()
            let known = answers[key]
            lock.unlock()
            if let known { return known }
            let answer = compute()
            lock.lock()
            if answers.count >= Self.capacity { answers.removeAll(keepingCapacity: true) }
            answers[key] = answer
            lock.unlock()
            return answer
        }
    }

    static let memo = Memo()
}
