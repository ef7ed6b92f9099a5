import Foundation

/// How the volumes a generated tree lands on compare names: Apple's APFS and HFS+ (and
/// Windows' NTFS) ignore case by default, and APFS ignores the difference between a
/// name's composed and decomposed Unicode spellings (`é` as one scalar or as `e` and a
/// combining accent). A tree generated on Linux is checked out on Macs, so every platform
/// compares paths this way wherever two of them could become one file.
public enum VolumeSpelling {
    /// The form two paths share exactly when such a volume takes them for one path.
    public static func key(_ path: String) -> String {
        path.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
    }

    /// Whether `a` and `b` are one path on such a volume but differ in their bytes: a name
    /// respelled (`App` as `APP`, or from composed to decomposed).
    public static func isRespelling(_ a: String, of b: String) -> Bool {
        !a.utf8.elementsEqual(b.utf8) && key(a) == key(b)
    }
}
