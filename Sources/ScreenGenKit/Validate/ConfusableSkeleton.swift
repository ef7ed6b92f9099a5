/// What a name looks like, for telling names apart that read the same but are different
/// Swift identifiers: `Cаrd` with a Cyrillic `а` and `Card` with a Latin `a`.
///
/// The skeleton replaces each letter that looks like a Latin letter by that letter:
/// Cyrillic and Greek look-alikes and fullwidth forms. It is a small built-in table, not
/// Unicode's full confusables data (UTS #39): names in other scripts are compared as they
/// are, and ASCII names keep their own skeleton, so two different ASCII names never match.
enum ConfusableSkeleton {
    /// The skeleton of `name`; `name` itself when nothing in it has a look-alike.
    static func of(_ name: String) -> String {
        if name.isAllASCII { return name }
        var result = ""
        for scalar in name.unicodeScalars {
            result.unicodeScalars.append(latin(for: scalar) ?? scalar)
        }
        return result
    }

    /// The Latin letter or ASCII character `scalar` looks like, if it is not one itself.
    static func latin(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        // Fullwidth ASCII (U+FF01…U+FF5E) is ASCII moved up by 0xFEE0.
        if (0xFF01...0xFF5E).contains(scalar.value) { return Unicode.Scalar(scalar.value - 0xFEE0) }
        return lookalikes[scalar]
    }

    /// Cyrillic and Greek letters drawn like a Latin letter in common fonts.
    static let lookalikes: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, String)] = [
            // Cyrillic capitals: А В Е К М Н О Р С Т У Х Ѕ І Ј Ԛ Ԝ Ү Ӏ
            ("\u{0410}\u{0412}\u{0415}\u{041A}\u{041C}\u{041D}\u{041E}\u{0420}\u{0421}\u{0422}\u{0423}\u{0425}\u{0405}\u{0406}\u{0408}\u{051A}\u{051C}\u{04AE}\u{04C0}",
             "ABEKMHOPCTYXSIJQWYI"),
            // Cyrillic small letters: а е о р с у х ѕ і ј ԁ ԛ ԝ һ ӏ
            ("\u{0430}\u{0435}\u{043E}\u{0440}\u{0441}\u{0443}\u{0445}\u{0455}\u{0456}\u{0458}\u{0501}\u{051B}\u{051D}\u{04BB}\u{04CF}",
             "aeopcyxsijdqwhl"),
            // Greek capitals: Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ
            ("\u{0391}\u{0392}\u{0395}\u{0396}\u{0397}\u{0399}\u{039A}\u{039C}\u{039D}\u{039F}\u{03A1}\u{03A4}\u{03A5}\u{03A7}",
             "ABEZHIKMNOPTYX"),
            // Greek small letters: α ι κ ν ο ρ υ
            ("\u{03B1}\u{03B9}\u{03BA}\u{03BD}\u{03BF}\u{03C1}\u{03C5}", "aikvopu"),
            // Latin letters that look like other Latin letters: dotless ı
            ("\u{0131}", "i"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (from, to) in pairs {
            for (source, target) in zip(from.unicodeScalars, to.unicodeScalars) { table[source] = target }
        }
        return table
    }()

    /// The characters of `name` that `other` has as a different character with the same
    /// look, each with the one it stands for: what a message names to show the difference.
    static func differences(_ name: String, _ other: String) -> [(Unicode.Scalar, Unicode.Scalar)] {
        zip(name.unicodeScalars, other.unicodeScalars).filter { $0 != $1 }
    }
}
