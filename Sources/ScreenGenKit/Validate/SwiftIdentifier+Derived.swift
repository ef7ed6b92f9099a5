/// Names derived from text the app already has — a storyboard's file name, a segue's
/// identifier — as the app's own code names them: `Show Loading View` → `showLoadingView`,
/// `New Room` → `newRoom`, `accept-tos` → `acceptTos`. The text itself is kept as the case's
/// raw value, so UIKit still finds the file or the segue by it.
extension SwiftIdentifier {
    /// The lowerCamel case name for `text`, or why there is none.
    ///
    /// Text that is an identifier: ``lowerCamel(_:)`` of it (`Main` → `main`). Otherwise its
    /// words — the runs of characters a name may contain, everything else a separator — are
    /// joined, each after the first starting with a capital: `item 1` → `item1`. There is no
    /// name when no word is left, or when the first word starts with a digit (`2fa`).
    public static func derivedCaseName(_ text: String) -> Result<String, DerivedNameProblem> {
        if problem(with: text) == nil, !text.hasPrefix("`") { return .success(lowerCamel(text)) }
        let words = Self.words(in: text)
        guard let first = words.first else { return .failure(DerivedNameProblem("it has no letter or digit to make a name of")) }
        var name = lowerCamel(first)
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if let problem = problem(with: name) { return .failure(DerivedNameProblem(problem)) }
        return .success(name)
    }

    /// Why `text` cannot be kept as a raw value in generated code, or nil: an invisible
    /// character (a control or format character, such as a bidirectional override, which
    /// could make the code read otherwise than it compiles), a line break, or one of
    /// `forbidden`.
    static func rawTextProblem(_ text: String, forbidden: Set<Unicode.Scalar> = []) -> String? {
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if [.control, .format, .lineSeparator, .paragraphSeparator].contains(category) || forbidden.contains(scalar) {
                return "it contains \(describe(scalar))"
            }
        }
        return nil
    }

    /// Why ``derivedCaseName(_:)`` gives no name.
    public struct DerivedNameProblem: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// The runs of characters that may continue a name (XID_Continue, no format characters).
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.isXIDContinue, scalar.properties.generalCategory != .format {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }
}
